import { PENDING_STATUS, SELECTORS } from '@contract/campaigns';
import { typeInfo } from '@contract/pricing';
import { openDatabase } from '../../server/db/open';
import { SCALE_MEMBER, seedScale } from '../../server/db/seed-scale';
import { TENANTS } from '../../server/db/seed-tenants';

/**
 * The database the browser benchmarks run on: the demo seed plus the scale
 * advertiser (uid 3001) with enough campaigns for several 200-row pages (the demo
 * advertisers have 324 at most, so their second 200-row page is short), and a
 * second advertiser with 5,000 for the list export. Written to a file the server
 * child then opens, and read once here to choose the editor's campaign.
 */

export const CAMPAIGNS = 1000;

/**
 * The list export's advertiser. Its own member, not more campaigns for uid 3001:
 * the table and bulk-edit benches are calibrated on 1,000 (five 200-row pages,
 * "Select all 1,000 matching"). seedScale already takes another uid and cid range.
 */
export const EXPORT_MEMBER = {
  uid: 3002,
  tenant: 'acme',
  name: 'Export Advertiser',
  campaigns: 5000,
  // Clear of uid 3001's 1,000,001… and the demo seed's 10001…
  firstCid: 2_000_001,
} as const;

/**
 * Toggles of the editor's sections; the chosen campaign has all of them on, and
 * bid-control entries. Its type must be a push format (title, text, icon and image
 * make the Creative section complete) priced per click or view (bid control applies).
 */
const TOGGLES = ['enable_budget', 'enable_time', 'enable_shedule', 'freq_cap', 'traffic_speed'];
const TRAFFIC_LISTS = ['ip', 'domain', 'publisher', 'site', 'ssp', 'bundle', 'carrier'].flatMap(
  (k) => [`${k}_whitelist`, `${k}_blacklist`],
);

export interface EditorCampaign {
  cid: number;
  typeName: string;
  /** What the campaign has on, for the report's intro. */
  description: string;
}

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

export interface BenchData {
  editor: EditorCampaign;
  /** uid 3001's campaigns that are not Pending: what "Select all 1,000 matching" selects. */
  selectable: number;
}

/**
 * Seeds `path`; returns the campaign whose editor shows every section with the
 * most in it, and how many of uid 3001's campaigns a bulk selection can take.
 */
export function seedBenchDatabase(path: string): BenchData {
  const db = openDatabase(path);
  try {
    seedScale(db, { campaigns: CAMPAIGNS });
    seedScale(db, {
      campaigns: EXPORT_MEMBER.campaigns,
      uid: EXPORT_MEMBER.uid,
      tenant: EXPORT_MEMBER.tenant,
      name: EXPORT_MEMBER.name,
      firstCid: EXPORT_MEMBER.firstCid,
    });
    const { selectable } = db
      .prepare('SELECT COUNT(*) AS selectable FROM campaigns WHERE uid = ? AND status <> ?')
      .get(SCALE_MEMBER.uid, PENDING_STATUS) as { selectable: number };
    const rows = db
      .prepare(
        `SELECT cid, type, type_name, doc FROM campaigns WHERE uid = ? AND status <> 0
           AND ${TOGGLES.map((t) => `json_extract(doc, '$.${t}') = 1`).join(' AND ')}
           AND json_array_length(doc, '$.bidControl') > 0 ORDER BY cid`,
      )
      .all(SCALE_MEMBER.uid) as { cid: number; type: number; type_name: string; doc: string }[];
    const types = TENANTS.find((t) => t.id === SCALE_MEMBER.tenant)?.campaign_types ?? {};
    const pushRows = rows.filter((row) => typeInfo(types, row.type)?.format === 'push');
    const scored = pushRows.map((row) => {
      const doc = JSON.parse(row.doc) as Record<string, unknown>;
      const traffic = TRAFFIC_LISTS.filter((k) => filled(doc[k])).length;
      const selectors = SELECTORS.filter((s) => filled(doc[s.array])).length;
      const keywords = doc.keywords_enabled === 1 ? 1 : 0;
      const bids = Array.isArray(doc.bidControl) ? doc.bidControl.length : 0;
      return {
        row,
        traffic,
        selectors,
        keywords,
        bids,
        score: keywords * 100 + traffic + selectors,
      };
    });
    const best = scored.sort((a, b) => b.score - a.score)[0];
    if (!best)
      throw new Error(
        `No push campaign of uid ${SCALE_MEMBER.uid} has budget, dates, schedule, frequency cap, pacing and bid control all on`,
      );
    return {
      editor: {
        cid: best.row.cid,
        typeName: best.row.type_name,
        description: `budget, start/end dates, weekly schedule, frequency cap, pacing${best.keywords ? ', keywords' : ''} on; ${best.bids} bid-control entries; ${best.traffic} of ${TRAFFIC_LISTS.length} traffic-filter lists and ${best.selectors} targeting selectors filled`,
      },
      selectable,
    };
  } finally {
    db.close();
  }
}

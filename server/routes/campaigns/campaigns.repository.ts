import type Database from 'better-sqlite3';
import type { CampaignListRow, CampaignTypes, Settings, SortableField } from '@contract/campaigns';
import type { CampaignListQuery } from '@contract/query-schemas';
import { STATUS_NAMES, type CampaignStatus } from '@contract/campaigns';
import { campaignColumns, foldName } from '../../db/campaign-row';

/** One list view of one member: the contract's list query plus the owner. */
export type ListFilter = CampaignListQuery & { uid: number };

export type RangeFilter = Omit<ListFilter, 'page' | 'perPage'> & { offset: number; limit: number };
export type RangeRow = CampaignListRow & { type: number };

/** A row as SQLite returns it: geo still JSON text, no status_name yet. */
interface RowRecord {
  cid: number;
  uid: number;
  type_name: string;
  name: string;
  website: string;
  geo: string;
  payout: number;
  d_revenue: number;
  t_revenue: number;
  daily_budget: number;
  total_budget: number;
  bid_control_count: number;
  status: number;
}

// Text columns sort case-insensitively, as a person reading the table expects.
const ORDER_EXPR: Record<SortableField, string> = {
  cid: 'cid',
  name: 'name COLLATE NOCASE',
  type_name: 'type_name COLLATE NOCASE',
  status: 'status',
  payout: 'payout',
  d_revenue: 'd_revenue',
  t_revenue: 't_revenue',
  daily_budget: 'daily_budget',
  total_budget: 'total_budget',
  bid_control_count: 'bid_control_count',
  website: 'website COLLATE NOCASE',
};

export function createCampaignsRepository(db: Database.Database) {
  const tenantStmt = db.prepare<[string], { campaign_types: string; settings: string }>(
    'SELECT campaign_types, settings FROM tenants WHERE id = ?',
  );
  const docStmt = db.prepare<[number, number], { doc: string; status: number }>(
    'SELECT doc, status FROM campaigns WHERE cid = ? AND uid = ?',
  );
  const updateStmt = db.prepare(
    `UPDATE campaigns SET type = @type, type_name = @type_name, status = @status, name = @name, name_fold = @name_fold,
       website = @website, geo = @geo, payout = @payout, d_revenue = @d_revenue, t_revenue = @t_revenue,
       bid_control_count = @bid_control_count, doc = @doc, updated_at = @updated_at,
       revision = revision + 1
     WHERE cid = @cid AND uid = @uid`,
  );

  /** The WHERE clause, its parameters and the ORDER BY of a list view. */
  function viewOf(f: Omit<RangeFilter, 'offset' | 'limit'>) {
    const where = ['uid = @uid'];
    const params: Record<string, unknown> = { uid: f.uid };
    if (f.status !== undefined) {
      where.push('status = @status');
      params.status = f.status;
    }
    if (f.types?.length) {
      // Bound one by one: the list comes from the query string.
      where.push(`type IN (${f.types.map((_, i) => `@type${i}`).join(', ')})`);
      f.types.forEach((t, i) => (params[`type${i}`] = t));
    }
    const query = f.query?.trim();
    if (query && /^\d+$/.test(query)) {
      // A purely numeric query is a campaign id, matched exactly (contract).
      where.push('cid = @cid');
      params.cid = Number(query);
    } else if (query) {
      // name_fold is foldName(name), kept by every write: Unicode-aware, and % or _ need no escaping.
      where.push('instr(name_fold, @needle) > 0');
      params.needle = foldName(query);
    }
    const dir = f.order === 'asc' ? 'ASC' : 'DESC';
    return {
      clause: where.join(' AND '),
      params,
      orderBy: `${ORDER_EXPR[f.sort]} ${dir}, cid ${dir}`,
    };
  }

  function count(f: Omit<RangeFilter, 'offset' | 'limit'>): number {
    const { clause, params } = viewOf(f);
    return (
      db.prepare(`SELECT COUNT(*) AS n FROM campaigns WHERE ${clause}`).get(params) as {
        n: number;
      }
    ).n;
  }

  const toRow = (r: RowRecord & { type: number }): RangeRow => ({
    ...r,
    geo: JSON.parse(r.geo) as string[],
    status_name: STATUS_NAMES[r.status as CampaignStatus] ?? String(r.status),
  });

  const ROW_COLUMNS = `cid, uid, type_name, name, website, geo, payout, d_revenue, t_revenue,
    daily_budget, total_budget, bid_control_count, status, type`;

  /**
   * The list as an offset window (the MCP tools page by offset, REST by page).
   * Rows also carry the type code. Ties are broken by cid, so consecutive
   * windows visit every row exactly once while nothing changes.
   */
  function listRange(f: RangeFilter): { rows: RangeRow[]; total: number } {
    const total = count(f);
    const { clause, params, orderBy } = viewOf(f);
    const records = db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM campaigns WHERE ${clause}
          ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: f.limit, offset: f.offset }) as (RowRecord & { type: number })[];
    return { rows: records.map(toRow), total };
  }

  /**
   * The UTF-8 size of a window's text columns (name, website, geo), read from the
   * record headers only (octet_length, SQLite 3.43+): what its full rows will
   * weigh, known before they are read (decision 068).
   */
  function rangeBytes(f: RangeFilter): number {
    const { clause, params, orderBy } = viewOf(f);
    const row = db
      .prepare(
        `SELECT sum(octet_length(name) + octet_length(website) + octet_length(geo)) AS bytes
           FROM (SELECT name, website, geo FROM campaigns WHERE ${clause}
                  ORDER BY ${orderBy} LIMIT @limit OFFSET @offset)`,
      )
      .get({ ...params, limit: f.limit, offset: f.offset }) as { bytes: number | null };
    return row.bytes ?? 0;
  }

  /**
   * A window's rows a few at a time, for an answer streamed piece by piece: the
   * window's cids are read first (one query, no large column), then each call of
   * the iterator reads the next `perPiece` rows by cid. No SQLite iterator stays
   * open between pieces (it would make every write on the connection throw until
   * the client has read the answer, decision 035). A row written meanwhile is read
   * as it is then; one removed meanwhile is left out.
   */
  function rangeInPieces(
    f: RangeFilter,
    perPiece: number,
  ): { total: number; pieces: Generator<RangeRow[]> } {
    const total = count(f);
    const { clause, params, orderBy } = viewOf(f);
    const cids = db
      .prepare(
        `SELECT cid FROM campaigns WHERE ${clause} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`,
      )
      .pluck()
      .all({ ...params, limit: f.limit, offset: f.offset }) as number[];
    const byCid = db.prepare<[number, string], RowRecord & { type: number }>(
      `SELECT ${ROW_COLUMNS} FROM campaigns WHERE uid = ? AND cid IN (SELECT value FROM json_each(?))`,
    );
    function* pieces() {
      for (let i = 0; i < cids.length; i += perPiece) {
        const chunk = cids.slice(i, i + perPiece);
        const found = new Map(byCid.all(f.uid, JSON.stringify(chunk)).map((r) => [r.cid, r]));
        yield chunk.flatMap((cid) => {
          const record = found.get(cid);
          return record ? [toRow(record)] : [];
        });
      }
    }
    return { total, pieces: pieces() };
  }

  return {
    tenant(id: string): { campaign_types: CampaignTypes; settings: Settings } {
      const row = tenantStmt.get(id);
      if (!row) throw new Error(`Tenant ${id} is missing`);
      return { campaign_types: JSON.parse(row.campaign_types), settings: JSON.parse(row.settings) };
    },

    list(f: ListFilter): { rows: CampaignListRow[]; total: number } {
      const { rows, total } = listRange({
        ...f,
        offset: (f.page - 1) * f.perPage,
        limit: f.perPage,
      });
      // The REST row has no type code: keep its shape exactly as before.
      return { rows: rows.map(({ type: _type, ...row }) => row), total };
    },

    /** The REST list page of `list`, `perPiece` rows at a time (rangeInPieces), for streaming. */
    listInPieces(
      f: ListFilter,
      perPiece: number,
    ): { total: number; pieces: Iterable<CampaignListRow[]> } {
      const { total, pieces } = rangeInPieces(
        { ...f, offset: (f.page - 1) * f.perPage, limit: f.perPage },
        perPiece,
      );
      // The REST row has no type code: keep its shape exactly as before.
      function* withoutType() {
        for (const rows of pieces) yield rows.map(({ type: _type, ...row }) => row);
      }
      return { total, pieces: withoutType() };
    },

    listRange,
    rangeBytes,
    rangeInPieces,

    /** The stored object of an owned campaign, or undefined for missing and foreign alike. */
    read(uid: number, cid: number): { doc: Record<string, unknown>; status: number } | undefined {
      const row = docStmt.get(cid, uid);
      return row && { doc: JSON.parse(row.doc) as Record<string, unknown>, status: row.status };
    },

    /** Writes the whole object and refreshes every indexed copy of it. */
    write(uid: number, cid: number, doc: Record<string, unknown>, types: CampaignTypes): void {
      updateStmt.run({
        ...campaignColumns(doc, types),
        cid,
        uid,
        updated_at: new Date().toISOString(),
      });
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;

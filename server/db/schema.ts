import type Database from 'better-sqlite3';
import { MCP_WRITE_TABLES } from './schema-mcp-writes';
import { OAUTH_TABLES } from './schema-oauth';

/**
 * Schema versions 1 to 5. `PRAGMA user_version` records what a file holds, so a
 * later issue adds `MIGRATIONS[1]` instead of asking users to delete data/.
 *
 * campaigns keeps the complete JSON object as last written in `doc`; the other
 * columns are copies of the fields the server filters, sorts or lists by, kept
 * in sync on every write (docs/decisions/008-campaign-doc-column.md).
 * Money of reports is stored in integer micro-units (1e-6) so sums are exact.
 */
const V1 = `
CREATE TABLE tenants (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  campaign_types TEXT NOT NULL,
  settings TEXT NOT NULL
);
CREATE TABLE members (
  uid INTEGER PRIMARY KEY,
  tenant TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE campaigns (
  cid INTEGER PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES members(uid),
  tenant TEXT NOT NULL REFERENCES tenants(id),
  type INTEGER NOT NULL,
  type_name TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status BETWEEN 0 AND 4),
  name TEXT NOT NULL,
  website TEXT NOT NULL DEFAULT '',
  geo TEXT NOT NULL DEFAULT '[]',
  payout REAL NOT NULL,
  d_revenue REAL NOT NULL DEFAULT 0,
  t_revenue REAL NOT NULL DEFAULT 0,
  daily_budget REAL NOT NULL DEFAULT 0,
  total_budget REAL NOT NULL DEFAULT 0,
  bid_control_count INTEGER NOT NULL DEFAULT 0,
  doc TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX campaigns_uid_status ON campaigns(uid, status, cid);
CREATE INDEX campaigns_uid_name ON campaigns(uid, name COLLATE NOCASE, cid);
CREATE INDEX campaigns_uid_type ON campaigns(uid, type, cid);
CREATE INDEX campaigns_uid_payout ON campaigns(uid, payout, cid);

CREATE TABLE publishers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE publisher_keys (
  id INTEGER PRIMARY KEY,
  publisher_id INTEGER NOT NULL REFERENCES publishers(id),
  key_sha256 TEXT NOT NULL UNIQUE,
  scopes TEXT NOT NULL,
  label TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE xml_sources (
  tid INTEGER PRIMARY KEY,
  publisher_id INTEGER NOT NULL REFERENCES publishers(id),
  name TEXT NOT NULL
);
CREATE INDEX xml_sources_publisher ON xml_sources(publisher_id);
CREATE TABLE search_feeds (
  sid INTEGER PRIMARY KEY,
  publisher_id INTEGER NOT NULL REFERENCES publishers(id),
  name TEXT NOT NULL
);
CREATE INDEX search_feeds_publisher ON search_feeds(publisher_id);

-- One row per source, day, country and subid: groupBy geo/subid later reads the same table.
CREATE TABLE xml_stats_daily (
  tid INTEGER NOT NULL REFERENCES xml_sources(tid),
  date TEXT NOT NULL,
  geo TEXT NOT NULL,
  subid TEXT NOT NULL DEFAULT '',
  gross_requests INTEGER NOT NULL,
  gross_clicks INTEGER NOT NULL,
  gross_valid INTEGER NOT NULL,
  gross_invalid INTEGER NOT NULL,
  gross_revenue_micros INTEGER NOT NULL,
  net_requests INTEGER NOT NULL,
  net_clicks INTEGER NOT NULL,
  net_revenue_micros INTEGER NOT NULL,
  PRIMARY KEY (tid, date, geo, subid)
) WITHOUT ROWID;
CREATE TABLE search_stats_daily (
  sid INTEGER NOT NULL REFERENCES search_feeds(sid),
  date TEXT NOT NULL,
  geo TEXT NOT NULL,
  subid TEXT NOT NULL DEFAULT '',
  total INTEGER NOT NULL,
  monetized INTEGER NOT NULL,
  clicks INTEGER NOT NULL,
  revenue_micros INTEGER NOT NULL,
  PRIMARY KEY (sid, date, geo, subid)
) WITHOUT ROWID;
CREATE INDEX search_stats_date ON search_stats_daily(date, sid);
`;

/**
 * Version 2: the MCP origin. Tenants gain their enabled modules (what decides
 * which tools a member sees); existing demo files get the demo values.
 */
const V2 = `
ALTER TABLE tenants ADD COLUMN modules TEXT NOT NULL DEFAULT '["campaigns"]';
UPDATE tenants SET modules = '["campaigns","campaign_status"]' WHERE id = 'acme';
${OAUTH_TABLES}
${MCP_WRITE_TABLES}
`;

/**
 * Version 3 (issue 8): indexes for one advertiser with 100,000 campaigns; bench/results.md
 * has the list latencies before and after.
 * - (uid, cid, fold(name)): the default order (cid) as an index walk instead of sorting every
 *   row of the member, and the `query` filter `instr(fold(name), ?)` evaluated on the stored
 *   fold(name) of the index entry — no table row and no call of fold() per campaign.
 * - (uid, status, type, cid): COUNT(*) of a status + type filter from the index alone.
 * - (uid, name NOCASE, cid, fold(name)) replaces (uid, name NOCASE, cid): the same name order,
 *   plus the `query` filter from the index when sorting by name.
 * fold() is the app's function (open.ts registers it on every connection before migrating), so
 * writes to campaigns need it: a plain sqlite3 shell can read this file but not change campaigns.
 * If a Node upgrade ever changed toLowerCase() for a character in use, `REINDEX campaigns` would
 * refresh the stored values.
 */
const V3 = `
CREATE INDEX campaigns_uid_cid_fold ON campaigns(uid, cid, fold(name));
CREATE INDEX campaigns_uid_status_type ON campaigns(uid, status, type, cid);
DROP INDEX campaigns_uid_name;
CREATE INDEX campaigns_uid_name_fold ON campaigns(uid, name COLLATE NOCASE, cid, fold(name));
`;

/**
 * Version 4 (issue 17): the folded name is a real column, `name_fold`, written
 * with the name on every write (campaign-row.ts), and the two indexes of
 * version 3 take it instead of fold(name). An index on an app-registered
 * function made `PRAGMA integrity_check` (and any write to campaigns) fail
 * outside the app with "unknown function: fold()"; now the file is plain
 * SQLite. The backfill still calls fold(), which open.ts registers.
 */
const V4 = `
DROP INDEX campaigns_uid_cid_fold;
DROP INDEX campaigns_uid_name_fold;
ALTER TABLE campaigns ADD COLUMN name_fold TEXT NOT NULL DEFAULT '';
UPDATE campaigns SET name_fold = fold(name);
CREATE INDEX campaigns_uid_cid_fold ON campaigns(uid, cid, name_fold);
CREATE INDEX campaigns_uid_name_fold ON campaigns(uid, name COLLATE NOCASE, cid, name_fold);
`;

/**
 * Version 5 (decision 068): `revision` counts the writes of a campaign row, so an MCP status
 * change can tell that a campaign changed between prepare and apply without reading and hashing
 * its document. The app's writes add one themselves; the trigger adds one for any other UPDATE
 * (another SQLite tool, a future write path that forgets), in SQLite itself. updated_at alone
 * was not enough: two writes in one millisecond, or a clock set back, keep it the same, and a
 * tool editing `doc` does not touch it. Plain SQL: the file stays editable by any tool.
 */
const V5 = `
ALTER TABLE campaigns ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER campaigns_revision AFTER UPDATE ON campaigns
  WHEN NEW.revision IS OLD.revision
BEGIN
  UPDATE campaigns SET revision = OLD.revision + 1 WHERE cid = NEW.cid;
END;
`;

/** MIGRATIONS[n] upgrades a database from user_version n to n + 1. */
export const MIGRATIONS: readonly string[] = [V1, V2, V3, V4, V5];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(`Database schema ${current} is newer than this server (${SCHEMA_VERSION})`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

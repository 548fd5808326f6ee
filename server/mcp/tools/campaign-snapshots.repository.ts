import type Database from 'better-sqlite3';

/** The listed columns of one owned campaign: what a summary shows, without its stored object. */
export interface CampaignColumnsRow {
  cid: number;
  name: string;
  type: number;
  type_name: string;
  status: number;
  payout: number;
  d_revenue: number;
  t_revenue: number;
  updated_at: string;
}

/** What the tools read of one owned campaign: its listed columns, its stamp and its stored object. */
export interface CampaignSnapshot extends CampaignColumnsRow {
  doc: string;
}

/**
 * What a status change compares between prepare and apply, none of it read from the stored
 * object: `revision` changes with every write of the row (schema 5), `bytes` is
 * octet_length(doc), read from the record header.
 */
export interface CampaignState {
  cid: number;
  name: string;
  status: number;
  updated_at: string;
  revision: number;
  bytes: number;
}

const COLUMNS = 'cid, name, type, type_name, status, payout, d_revenue, t_revenue, updated_at';
// One JSON parameter for the cids, so no count can reach SQLite's parameter limit.
const OWNED = 'FROM campaigns WHERE uid = ? AND cid IN (SELECT value FROM json_each(?))';

/**
 * Owned campaigns by cid, in one query. A foreign cid is simply absent, like
 * a missing one: callers answer both with the same 404, ownership hidden.
 * Only `owned` reads the stored objects: a campaign stored before the 256 KB
 * bound may take megabytes, and reading one into a string costs about as
 * much as its size (decision 068).
 */
export function createCampaignSnapshotsRepository(db: Database.Database) {
  const ownedStmt = db.prepare<[number, string], CampaignSnapshot>(
    `SELECT ${COLUMNS}, doc ${OWNED}`,
  );
  const columnsStmt = db.prepare<[number, string], CampaignColumnsRow>(
    `SELECT ${COLUMNS} ${OWNED}`,
  );
  // octet_length reads only the record header (SQLite 3.43+), not the documents themselves.
  const statesStmt = db.prepare<[number, string], CampaignState>(
    `SELECT cid, name, status, updated_at, revision, octet_length(doc) AS bytes ${OWNED}`,
  );
  const bytesStmt = db.prepare<[number, string], { bytes: number | null }>(
    `SELECT sum(octet_length(doc)) AS bytes ${OWNED}`,
  );
  const byCid = <R extends { cid: number }>(
    stmt: Database.Statement<[number, string], R>,
    uid: number,
    cids: readonly number[],
  ): Map<number, R> =>
    cids.length === 0
      ? new Map()
      : new Map(stmt.all(uid, JSON.stringify(cids)).map((r) => [r.cid, r]));
  return {
    /**
     * The UTF-8 size of the stored documents of the cids this member owns, without
     * reading them: a tool compares it with its answer cap before it reads and parses
     * documents it could not send anyway (decision 068).
     */
    storedBytes(uid: number, cids: readonly number[]): number {
      if (cids.length === 0) return 0;
      return bytesStmt.get(uid, JSON.stringify(cids))?.bytes ?? 0;
    },
    /** cid -> snapshot, stored object included, for the cids this member owns. */
    owned(uid: number, cids: readonly number[]): Map<number, CampaignSnapshot> {
      return byCid(ownedStmt, uid, cids);
    },
    /** cid -> listed columns for the cids this member owns; no stored object is read. */
    columns(uid: number, cids: readonly number[]): Map<number, CampaignColumnsRow> {
      return byCid(columnsStmt, uid, cids);
    },
    /** cid -> state (revision, size, status…) for the cids this member owns; no stored object is read. */
    states(uid: number, cids: readonly number[]): Map<number, CampaignState> {
      return byCid(statesStmt, uid, cids);
    },
  };
}
export type CampaignSnapshotsRepository = ReturnType<typeof createCampaignSnapshotsRepository>;

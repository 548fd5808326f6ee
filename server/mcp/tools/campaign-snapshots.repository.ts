import type Database from 'better-sqlite3';

/** What the tools read of one owned campaign: its listed columns, its stamp and its stored object. */
export interface CampaignSnapshot {
  cid: number;
  name: string;
  type: number;
  type_name: string;
  status: number;
  payout: number;
  d_revenue: number;
  t_revenue: number;
  updated_at: string;
  doc: string;
}

/**
 * Owned campaigns by cid, in one query. A foreign cid is simply absent, like
 * a missing one: callers answer both with the same 404, ownership hidden.
 */
export function createCampaignSnapshotsRepository(db: Database.Database) {
  const ownedStmt = db.prepare<[number, string], CampaignSnapshot>(
    `SELECT cid, name, type, type_name, status, payout, d_revenue, t_revenue, updated_at, doc
       FROM campaigns WHERE uid = ? AND cid IN (SELECT value FROM json_each(?))`,
  );
  // octet_length reads only the record header (SQLite 3.43+), not the documents themselves.
  const bytesStmt = db.prepare<[number, string], { bytes: number | null }>(
    `SELECT sum(octet_length(doc)) AS bytes
       FROM campaigns WHERE uid = ? AND cid IN (SELECT value FROM json_each(?))`,
  );
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
    /** cid -> snapshot for the cids this member owns. */
    owned(uid: number, cids: readonly number[]): Map<number, CampaignSnapshot> {
      if (cids.length === 0) return new Map();
      // One JSON parameter for the cids, so no count can reach SQLite's parameter limit.
      const rows = ownedStmt.all(uid, JSON.stringify(cids));
      return new Map(rows.map((r) => [r.cid, r]));
    },
  };
}
export type CampaignSnapshotsRepository = ReturnType<typeof createCampaignSnapshotsRepository>;

import type Database from 'better-sqlite3';

/** Bulk status changes: read the owned subset, then write all of it or nothing. */
export function createCampaignStatusRepository(db: Database.Database) {
  const docStmt = db.prepare<[number, number], { doc: string }>(
    'SELECT doc FROM campaigns WHERE cid = ? AND uid = ?',
  );
  const setStmt = db.prepare(
    `UPDATE campaigns SET status = @status, doc = @doc, updated_at = @updated_at,
       revision = revision + 1 WHERE cid = @cid AND uid = @uid`,
  );

  const ownedStmt = db.prepare<[number, string], { cid: number; status: number }>(
    'SELECT cid, status FROM campaigns WHERE uid = ? AND cid IN (SELECT value FROM json_each(?))',
  );

  return {
    /** Runs checks and writes as one unit: no other write can land between them. */
    atomically<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /** cid -> current status for the ids this member owns; foreign and missing ids are simply absent. */
    ownedStatuses(uid: number, ids: readonly number[]): Map<number, number> {
      // The ids travel as one JSON parameter: any count stays under SQLite's parameter limit.
      const rows = ownedStmt.all(uid, JSON.stringify(ids));
      return new Map(rows.map((r) => [r.cid, r.status]));
    },

    /**
     * Sets the column and the document's `status` together, in one transaction,
     * so a later read of the campaign agrees with the list.
     */
    setStatus(uid: number, ids: readonly number[], status: number): void {
      const updatedAt = new Date().toISOString();
      db.transaction(() => {
        for (const cid of ids) {
          const row = docStmt.get(cid, uid);
          if (!row) throw new Error(`Campaign ${cid} vanished during the update`);
          const doc = JSON.parse(row.doc) as Record<string, unknown>;
          doc.status = status;
          setStmt.run({ cid, uid, status, doc: JSON.stringify(doc), updated_at: updatedAt });
        }
      })();
    },
  };
}
export type CampaignStatusRepository = ReturnType<typeof createCampaignStatusRepository>;

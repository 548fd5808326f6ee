import type Database from 'better-sqlite3';

interface Captured {
  sql: string;
  params: unknown[];
}

/**
 * Runs `action` while recording the SELECTs prepared on `db` (the campaigns
 * repository prepares its list queries per call), then answers the query plan
 * SQLite chose for each: which index, whether a temporary B-tree sorts the rows.
 * Only for one extra request per case: the wrapping is never active while timing.
 */
export async function capturePlans(
  db: Database.Database,
  action: () => Promise<void>,
): Promise<string[]> {
  const captured: Captured[] = [];
  const original = db.prepare;
  const wrapped = function (this: Database.Database, sql: string) {
    const stmt = original.call(db, sql);
    if (/^\s*SELECT/i.test(sql)) {
      for (const method of ['get', 'all'] as const) {
        const run = stmt[method].bind(stmt) as (...args: unknown[]) => unknown;
        (stmt as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
          captured.push({ sql, params });
          return run(...params);
        };
      }
    }
    return stmt;
  };
  db.prepare = wrapped as typeof db.prepare;
  try {
    await action();
  } finally {
    db.prepare = original;
  }
  return captured.map(({ sql, params }) => {
    const kind = /COUNT\(\*\)/i.test(sql) ? 'count' : 'rows';
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail)
      .join('; ');
    return `${kind}: ${plan}`;
  });
}

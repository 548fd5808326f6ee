import type Database from 'better-sqlite3';

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; oauthStorage: boolean };
}

function usable(db: Database.Database, sql: string): boolean {
  try {
    db.prepare(sql).get();
    return true;
  } catch {
    return false;
  }
}

/** The dependencies /ready reports on: durable storage and OAuth state storage (same file here). */
export function checkReadiness(db: Database.Database): Readiness {
  const checks = {
    database: usable(db, 'SELECT 1 FROM campaigns LIMIT 1'),
    oauthStorage: usable(db, 'SELECT 1 FROM oauth_tokens LIMIT 1'),
  };
  return { ready: checks.database && checks.oauthStorage, checks };
}

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './schema';

describe('schema migrations', () => {
  it('upgrades a version-1 file in place: data kept, demo tenants get their modules', () => {
    const db = new Database(':memory:');
    // Version 3 indexes fold(name): every connection registers fold() (open.ts) before migrating.
    db.function('fold', { deterministic: true }, (v: unknown) =>
      typeof v === 'string' ? v.toLowerCase() : v,
    );
    db.exec(MIGRATIONS[0] ?? '');
    db.pragma('user_version = 1');
    const insert = db.prepare(
      "INSERT INTO tenants (id, name, campaign_types, settings) VALUES (?, ?, '{}', '{}')",
    );
    insert.run('acme', 'Acme Ads');
    insert.run('globex', 'Globex Media');

    migrate(db);

    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const modules = db.prepare('SELECT id, modules FROM tenants ORDER BY id').all();
    expect(modules).toEqual([
      { id: 'acme', modules: '["campaigns","campaign_status"]' },
      { id: 'globex', modules: '["campaigns"]' },
    ]);
    for (const table of ['oauth_clients', 'oauth_tokens', 'mcp_approvals', 'mcp_idempotency'])
      expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
  });

  it('seeds a new file at the latest version with the same modules as an upgraded one', () => {
    const db = openDatabase(':memory:', { trafficDays: 1 });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT id, modules FROM tenants ORDER BY id').all()).toEqual([
      { id: 'acme', modules: '["campaigns","campaign_status"]' },
      { id: 'globex', modules: '["campaigns"]' },
    ]);
  });
});

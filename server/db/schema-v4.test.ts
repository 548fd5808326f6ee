import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE } from '../testing/campaign-fixtures';
import { body, requests } from '../testing/requests';
import { createTestApp } from '../testing/test-app';
import { openDatabase } from './open';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import { seedDatabase } from './seed';

// Issue 17 item 11: the database file is plain SQLite, checkable and editable by any tool.
const dir = mkdtempSync(join(tmpdir(), 'adpanel-v4-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file as a standard tool sees it: no app function registered. */
function plain(path: string) {
  return new Database(path);
}

/** A schema-3 file with campaigns, as the server wrote it before version 4. */
function schema3File(path: string) {
  const db = new Database(path);
  db.function('fold', { deterministic: true }, (v: unknown) =>
    typeof v === 'string' ? v.toLowerCase() : v,
  );
  for (const migration of MIGRATIONS.slice(0, 3)) db.exec(migration);
  db.pragma('user_version = 3');
  seedDatabase(db, { today: '2026-11-20', trafficDays: 1 });
  db.close();
}

const search = async (t: Awaited<ReturnType<typeof createTestApp>>, query: string) =>
  (
    await body(
      await requests(t).get(
        `${BASE}/campaigns?perPage=50&query=${encodeURIComponent(query)}`,
        t.tokens.demo,
      ),
    )
  ).data as { data: { cid: number; name: string }[]; total: number };

describe('schema 4: the folded name is a column, not an index on fold()', () => {
  it('a new file passes PRAGMA integrity_check in a plain better-sqlite3 connection', () => {
    const path = join(dir, 'new.sqlite');
    openDatabase(path, { today: '2026-11-20', trafficDays: 1 }).close();
    const db = plain(path);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('migrates a schema-3 file: integrity_check ok outside the app, and plain writes work', () => {
    const path = join(dir, 'v3.sqlite');
    schema3File(path);
    const before = plain(path);
    expect(() => before.pragma('integrity_check')).toThrow(/unknown function: fold/);
    before.close();

    const migrated = openDatabase(path);
    expect(migrated.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    // Every row was backfilled with the app's fold of its name.
    expect(
      migrated.prepare("SELECT COUNT(*) FROM campaigns WHERE name_fold = ''").pluck().get(),
    ).toBe(0);
    const names = migrated.prepare('SELECT name, name_fold FROM campaigns').all() as {
      name: string;
      name_fold: string;
    }[];
    expect(names.filter((r) => r.name_fold !== r.name.toLowerCase())).toEqual([]);
    migrated.close();

    const db = plain(path);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.prepare(
      "UPDATE campaigns SET name = 'Edited outside' WHERE cid = (SELECT MIN(cid) FROM campaigns)",
    ).run();
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('keeps the name search and sort on the indexes (EXPLAIN QUERY PLAN)', () => {
    const db = openDatabase(':memory:', { today: '2026-11-20', trafficDays: 1 });
    const plan = (sql: string) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all({ uid: 1001, needle: 'x' })
        .map((r) => (r as { detail: string }).detail)
        .join('; ');
    expect(
      plan('SELECT COUNT(*) FROM campaigns WHERE uid = @uid AND instr(name_fold, @needle) > 0'),
    ).toBe('SEARCH campaigns USING COVERING INDEX campaigns_uid_cid_fold (uid=?)');
    expect(
      plan(
        'SELECT cid, doc FROM campaigns WHERE uid = @uid AND instr(name_fold, @needle) > 0 ORDER BY name COLLATE NOCASE ASC, cid ASC LIMIT 20',
      ),
    ).toBe('SEARCH campaigns USING INDEX campaigns_uid_name_fold (uid=?)');
    db.close();
  });

  it('finds names case-insensitively through HTTP, also after a tool renamed one', async () => {
    const path = join(dir, 'http.sqlite');
    const first = await createTestApp({ dbPath: path });
    const before = await search(first, 'a');
    const cid = before.data[0]?.cid;
    if (cid === undefined) throw new Error('no campaign to rename');
    first.db.close();

    const tool = plain(path);
    tool.prepare('UPDATE campaigns SET name = ? WHERE cid = ?').run('ÜBERRASCHUNG Zwölfkampf', cid);
    tool.close();

    const second = await createTestApp({ dbPath: path });
    for (const query of ['überraschung', 'ÜBERRASCHUNG', 'zwölfkampf', 'ZWÖLF'])
      expect((await search(second, query)).data.map((r) => r.cid)).toEqual([cid]);
    second.db.close();
  });
});

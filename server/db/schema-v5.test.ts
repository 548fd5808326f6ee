import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCampaignStatusRepository } from '../routes/campaigns/campaign-status.repository';
import { editAndPut, findCid } from '../testing/campaign-fixtures';
import { createTestApp } from '../testing/test-app';
import { openDatabase } from './open';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import { seedDatabase } from './seed';

// Decision 068: a status change's approval compares revisions instead of hashing documents,
// so every write of a campaign row must change its revision, whoever writes it.
const dir = mkdtempSync(join(tmpdir(), 'adpanel-v5-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const revisionOf = (db: Database.Database, cid: number) =>
  db.prepare('SELECT revision FROM campaigns WHERE cid = ?').pluck().get(cid) as number;

describe('schema 5: campaigns.revision counts every write of the row', () => {
  it('adds one per UPDATE of any tool, in a plain connection: same bytes, same updated_at or not', () => {
    const path = join(dir, 'plain.sqlite');
    openDatabase(path, { today: '2026-11-20', trafficDays: 1 }).close();
    const db = new Database(path); // no app function registered: any SQLite tool
    const cid = db.prepare('SELECT MIN(cid) FROM campaigns').pluck().get() as number;
    expect(revisionOf(db, cid)).toBe(0);
    const setMemo = db.prepare(
      `UPDATE campaigns SET doc = json_set(doc, '$.memo', ?) WHERE cid = ?`,
    );
    setMemo.run('aaaa', cid);
    expect(revisionOf(db, cid)).toBe(1);
    setMemo.run('bbbb', cid); // same length, status and updated_at
    expect(revisionOf(db, cid)).toBe(2);
    setMemo.run('bbbb', cid); // the same bytes written again: still a write
    expect(revisionOf(db, cid)).toBe(3);
    // A tool that sets the revision back to what it read does not hide its write.
    db.prepare('UPDATE campaigns SET name = name, revision = revision WHERE cid = ?').run(cid);
    expect(revisionOf(db, cid)).toBe(4);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it("adds exactly one per write of the app's own write paths (PUT, status change)", async () => {
    const t = await createTestApp();
    const cid = findCid(t, { uid: 1001, status: 1 });
    const before = revisionOf(t.db, cid);
    const { res } = await editAndPut(t, cid, (c) => {
      c.name = `${String(c.name)} (renamed)`;
    });
    expect(res.status).toBe(200);
    expect(revisionOf(t.db, cid)).toBe(before + 1);
    createCampaignStatusRepository(t.db).setStatus(1001, [cid], 3);
    expect(revisionOf(t.db, cid)).toBe(before + 2);
  });

  it('migrates a schema-4 file: rows keep their data, at revision 0', () => {
    const path = join(dir, 'v4.sqlite');
    const old = new Database(path);
    old.function('fold', { deterministic: true }, (v: unknown) =>
      typeof v === 'string' ? v.toLowerCase() : v,
    );
    for (const migration of MIGRATIONS.slice(0, 4)) old.exec(migration);
    old.pragma('user_version = 4');
    seedDatabase(old, { today: '2026-11-20', trafficDays: 1 });
    const docs = old.prepare('SELECT cid, doc, updated_at FROM campaigns ORDER BY cid').all();
    old.close();

    const db = openDatabase(path);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT cid, doc, updated_at FROM campaigns ORDER BY cid').all()).toEqual(
      docs,
    );
    expect(db.prepare('SELECT DISTINCT revision FROM campaigns').pluck().all()).toEqual([0]);
    const cid = (docs[0] as { cid: number }).cid;
    db.prepare(`UPDATE campaigns SET doc = json_set(doc, '$.memo', 'x') WHERE cid = ?`).run(cid);
    expect(revisionOf(db, cid)).toBe(1);
    db.close();
  });
});

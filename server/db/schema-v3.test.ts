import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  createCampaignsRepository,
  type ListFilter,
} from '../routes/campaigns/campaigns.repository';
import { openDatabase } from './open';
import { MIGRATIONS, migrate, SCHEMA_VERSION } from './schema';
import { seedDatabase } from './seed';
import { SCALE_MEMBER, seedScale } from './seed-scale';

type Db = Database.Database;

const fold = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

function filter(f: Partial<ListFilter> & { uid: number }): ListFilter {
  return { page: 1, perPage: 20, sort: 'cid', order: 'desc', ...f };
}

/** The plans SQLite picks for the SELECTs one repository call runs (it prepares them per call). */
function plansOf(db: Db, action: () => void): string[] {
  const captured: { sql: string; params: unknown[] }[] = [];
  const original = db.prepare;
  db.prepare = ((sql: string) => {
    const stmt = original.call(db, sql);
    const get = stmt.get.bind(stmt) as (...p: unknown[]) => unknown;
    const all = stmt.all.bind(stmt) as (...p: unknown[]) => unknown;
    Object.assign(stmt, {
      get: (...params: unknown[]) => (captured.push({ sql, params }), get(...params)),
      all: (...params: unknown[]) => (captured.push({ sql, params }), all(...params)),
    });
    return stmt;
  }) as typeof db.prepare;
  try {
    action();
  } finally {
    db.prepare = original;
  }
  return captured.map(({ sql, params }) =>
    db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((r) => (r as { detail: string }).detail)
      .join('; '),
  );
}

function scaled(campaigns = 2_000): Db {
  const db = openDatabase(':memory:', { today: '2026-11-20', trafficDays: 1 });
  seedScale(db, { campaigns });
  return db;
}

describe('schema version 3: indexes for one advertiser with many campaigns', () => {
  const db = scaled();
  const repo = createCampaignsRepository(db);
  const uid = SCALE_MEMBER.uid;

  it('serves each list query of the bench from an index, without sorting the member', () => {
    const plans = (f: Partial<ListFilter>) => plansOf(db, () => repo.list(filter({ uid, ...f })));
    const [count, page] = plans({});
    expect(count).toContain('COVERING INDEX');
    expect(page).toBe('SEARCH campaigns USING INDEX campaigns_uid_cid_fold (uid=?)');
    expect(plans({ perPage: 200, page: 10 })[1]).toBe(page);
    expect(plans({ sort: 'name', order: 'asc' })[1]).toBe(
      'SEARCH campaigns USING INDEX campaigns_uid_name_fold (uid=?)',
    );
    expect(plans({ status: 1, types: [2] })).toEqual([
      'SEARCH campaigns USING COVERING INDEX campaigns_uid_status_type (uid=? AND status=? AND type=?)',
      'SEARCH campaigns USING INDEX campaigns_uid_status_type (uid=? AND status=? AND type=?)',
    ]);
    expect(plans({ query: 'Wallet Native JP' })).toEqual([
      'SEARCH campaigns USING COVERING INDEX campaigns_uid_cid_fold (uid=?)',
      'SEARCH campaigns USING INDEX campaigns_uid_cid_fold (uid=?)',
    ]);
    expect(plans({ query: 'wallet', sort: 'name' })[1]).toBe(
      'SEARCH campaigns USING INDEX campaigns_uid_name_fold (uid=?)',
    );
    expect(plans({ query: String(1_000_500) })[1]).toContain('INTEGER PRIMARY KEY');
  });

  it('filters by name on the stored fold(name) of the index: no fold() call per campaign', () => {
    let calls = 0;
    db.function('fold', { deterministic: true }, (value: unknown) => {
      calls++;
      return fold(value);
    });
    try {
      for (const query of ['Wallet Native JP', 'walet']) {
        repo.list(filter({ uid, query }));
        repo.list(filter({ uid, query, sort: 'name', order: 'asc' }));
      }
      expect(calls).toBe(0);
    } finally {
      db.function('fold', { deterministic: true }, fold);
    }
  });

  it('answers the query filter exactly as instr(fold(name), needle) did, writes included', () => {
    const names = db.prepare('SELECT uid, cid, name FROM campaigns').all() as {
      uid: number;
      cid: number;
      name: string;
    }[];
    const expected = (member: number, needle: string) =>
      names
        .filter((r) => r.uid === member && r.name.toLowerCase().includes(needle.toLowerCase()))
        .map((r) => r.cid)
        .sort((a, b) => b - a);
    const cids = (member: number, query: string) => {
      const { rows, total } = repo.list(filter({ uid: member, query, perPage: 200 }));
      return { cids: rows.map((r) => r.cid), total };
    };
    for (const [member, needle] of [
      [uid, 'Wallet Native JP'],
      [uid, 'SHIELD'],
      [uid, '#12'],
      [1001, 'größe'],
      [1001, 'GRÖSSE'],
      [1001, '100% cash'],
      [1001, '_promo'],
      [1001, '"'],
      [1001, 'zebra'],
    ] as const) {
      const all = expected(member, needle);
      expect({ needle, ...cids(member, needle) }).toEqual({
        needle,
        cids: all.slice(0, 200),
        total: all.length,
      });
    }
    const cid = 1_000_007;
    const found = repo.read(uid, cid);
    if (!found) throw new Error('scale campaign missing');
    const acme = repo.tenant('acme');
    repo.write(uid, cid, { ...found.doc, name: 'ÜBERRASCHUNG Sale' }, acme.campaign_types);
    expect(cids(uid, 'überraschung')).toEqual({ cids: [cid], total: 1 });
    expect(repo.list(filter({ uid, query: 'überraschung', sort: 'name' })).total).toBe(1);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('upgrades a schema-2 file with campaigns in place', () => {
    const old = new Database(':memory:');
    old.function('fold', { deterministic: true }, fold);
    old.exec(MIGRATIONS[0] ?? '');
    old.exec(MIGRATIONS[1] ?? '');
    old.pragma('user_version = 2');
    seedDatabase(old, { today: '2026-11-20', trafficDays: 1 });
    seedScale(old, { campaigns: 300 });
    const lists: Partial<ListFilter>[] = [
      {},
      { sort: 'name', order: 'asc', perPage: 200 },
      { status: 2, types: [1, 7] },
      { query: 'wallet' },
    ];
    // Today's repository needs schema 4 (name_fold): the same seed in a new file is the reference.
    const fresh = openDatabase(':memory:', { today: '2026-11-20', trafficDays: 1 });
    seedScale(fresh, { campaigns: 300 });
    const before = lists.map((f) => createCampaignsRepository(fresh).list(filter({ uid, ...f })));

    migrate(old);

    expect(old.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const indexes = old
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'campaigns'")
      .all()
      .map((r) => (r as { name: string }).name)
      .sort();
    expect(indexes).toEqual([
      'campaigns_uid_cid_fold',
      'campaigns_uid_name_fold',
      'campaigns_uid_payout',
      'campaigns_uid_status',
      'campaigns_uid_status_type',
      'campaigns_uid_type',
    ]);
    const newRepo = createCampaignsRepository(old);
    expect(lists.map((f) => newRepo.list(filter({ uid, ...f })))).toEqual(before);
    expect(old.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});

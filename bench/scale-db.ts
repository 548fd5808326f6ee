import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { signMemberToken } from '../server/auth/member-token';
import { openDatabase } from '../server/db/open';
import { SCALE_MEMBER, seedScale } from '../server/db/seed-scale';
import { readEnv } from '../server/env';

/**
 * A database file with the scale advertiser, to try the dashboard or the API by hand:
 *   SEED_SCALE_CAMPAIGNS=100000 DB_PATH=data/scale.sqlite npx tsx bench/scale-db.ts
 *   DB_PATH=data/scale.sqlite npm run dev
 * Seeds the demo data first if the file is new; adds uid 3001 once; prints its token.
 */
const env = readEnv();
const campaigns = Number(process.env.SEED_SCALE_CAMPAIGNS ?? 100_000);
if (!Number.isInteger(campaigns) || campaigns < 1)
  throw new Error(`SEED_SCALE_CAMPAIGNS must be a positive whole number`);
if (env.dbPath === ':memory:') throw new Error('DB_PATH must be a file');
mkdirSync(dirname(env.dbPath), { recursive: true });
const db = openDatabase(env.dbPath);
const exists = db.prepare('SELECT 1 FROM members WHERE uid = ?').get(SCALE_MEMBER.uid);
if (exists) {
  console.log(`${env.dbPath} already has uid ${SCALE_MEMBER.uid}; nothing added.`);
} else {
  const r = seedScale(db, { campaigns });
  console.log(
    `${env.dbPath}: ${r.campaigns} campaigns (cid ${r.firstCid}–${r.lastCid}) for uid ${r.uid} in ${Math.round(r.ms)} ms`,
  );
}
db.close();
const token = await signMemberToken(env.jwtSecret, SCALE_MEMBER);
console.log(`Member token of uid ${SCALE_MEMBER.uid} (${SCALE_MEMBER.name}):\n${token}`);

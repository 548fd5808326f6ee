import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { readEnv } from '../env';
import { openDatabase } from './open';

/** `npm run db:reset`: delete the database file (and its WAL files) and seed a fresh one. */
const env = readEnv();
for (const suffix of ['', '-wal', '-shm']) rmSync(`${env.dbPath}${suffix}`, { force: true });
mkdirSync(dirname(env.dbPath), { recursive: true });
const db = openDatabase(env.dbPath);
const { n } = db.prepare('SELECT COUNT(*) AS n FROM campaigns').get() as { n: number };
db.close();
console.log(`Reset ${env.dbPath}: ${n} campaigns seeded.`);

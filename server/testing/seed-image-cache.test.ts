import { existsSync, rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { openDatabaseImage } from '../db/open';
import { seedImagePath, seededImage } from './seed-image-cache';

// A traffic end date no other test seeds, so this file makes its own image.
const TODAY = '2031-03-15';

afterAll(() => rmSync(seedImagePath(TODAY), { force: true }));

it('seeds once, keeps the image on disk, and later reads give the same database', () => {
  rmSync(seedImagePath(TODAY), { force: true });
  const seeded = seededImage(TODAY);
  expect(existsSync(seedImagePath(TODAY))).toBe(true);
  expect(seededImage(TODAY).equals(seeded)).toBe(true);

  const db = openDatabaseImage(seededImage(TODAY));
  const { last } = db.prepare('SELECT MAX(date) AS last FROM xml_stats_daily').get() as {
    last: string;
  };
  const { tenants } = db.prepare('SELECT COUNT(*) AS tenants FROM tenants').get() as {
    tenants: number;
  };
  db.close();
  expect(last).toBe(TODAY);
  expect(tenants).toBeGreaterThan(1);
});

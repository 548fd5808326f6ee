import type Database from 'better-sqlite3';
import type { PublisherScope } from '@contract/reports';
import { hashPublisherKey } from '../auth/publisher-key-hash';

/**
 * Three demo publishers, one per scope combination, and one large account
 * (the Search report's volume test). The plaintext keys live
 * here only because the demo endpoint must show them; the database keeps the
 * hash. They are public knowledge: run a real deployment without the seed.
 */
export interface PublisherSeed {
  id: number;
  name: string;
  key: string;
  scopes: PublisherScope[];
  note: string;
  tids: number[];
  feeds: number[];
}

export const DEMO_PUBLISHERS: readonly PublisherSeed[] = [
  {
    id: 1,
    name: 'Northwind Media',
    key: 'pk_demo_northwind_both_3f9c1a7e5b2d4c60',
    scopes: ['publisher:xml:read', 'publisher:search:read'],
    note: 'both scopes; XML tids 501-503, Search feeds 901-902',
    tids: [501, 502, 503],
    feeds: [901, 902],
  },
  {
    id: 2,
    name: 'Contoso XML',
    key: 'pk_demo_contoso_xmlonly_8b2d4e61a9f03c77',
    scopes: ['publisher:xml:read'],
    note: 'XML statistics only; tids 601-602 (the Search report answers 403)',
    tids: [601, 602],
    feeds: [911],
  },
  {
    id: 3,
    name: 'Fabrikam Search',
    key: 'pk_demo_fabrikam_searchonly_c5a07f92e4b1d8a3',
    scopes: ['publisher:search:read'],
    note: 'Search report only; feeds 921-923 (XML statistics answer 403)',
    tids: [701],
    feeds: [921, 922, 923],
  },
  {
    id: 4,
    name: 'Large Search Publisher',
    key: 'pk_demo_largesearch_both_7d41e0b9c2a6f358',
    scopes: ['publisher:xml:read', 'publisher:search:read'],
    note: 'both scopes; a big account: Search feeds 931-933 give 50,000+ rows for 90 days, XML tid 801',
    tids: [801],
    feeds: [931, 932, 933],
  },
];

export function insertPublishers(db: Database.Database): void {
  const publisher = db.prepare('INSERT INTO publishers (id, name) VALUES (?, ?)');
  const key = db.prepare(
    'INSERT INTO publisher_keys (publisher_id, key_sha256, scopes, label) VALUES (?, ?, ?, ?)',
  );
  const source = db.prepare('INSERT INTO xml_sources (tid, publisher_id, name) VALUES (?, ?, ?)');
  const feed = db.prepare('INSERT INTO search_feeds (sid, publisher_id, name) VALUES (?, ?, ?)');
  for (const p of DEMO_PUBLISHERS) {
    publisher.run(p.id, p.name);
    key.run(p.id, hashPublisherKey(p.key), JSON.stringify(p.scopes), 'demo key');
    for (const tid of p.tids) source.run(tid, p.id, `${p.name} XML ${tid}`);
    for (const sid of p.feeds) feed.run(sid, p.id, `${p.name} feed ${sid}`);
  }
}

import {
  CampaignEditDataSchema,
  CampaignListDataSchema,
  type CampaignEditData,
} from '@contract/campaigns';

/**
 * Test support: real seeded campaigns of the reference API (createTestApp),
 * read the way the editor reads them. The campaign is the RAW JSON (checked
 * against the schema, not replaced by its output) so key order is the server's.
 */
export interface SeedServer {
  fetch: typeof fetch;
  tokens: { demo: string; otherTenant: string };
}

export type Tenant = 'acme' | 'globex';

const BASE = '/api/v1/login/campaigns';

async function getData(t: SeedServer, tenant: Tenant, path: string): Promise<unknown> {
  const token = tenant === 'acme' ? t.tokens.demo : t.tokens.otherTenant;
  const res = await t.fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return ((await res.json()) as { data: unknown }).data;
}

export async function readSeeded(t: SeedServer, tenant: Tenant, cid: number) {
  const data = await getData(t, tenant, `/${cid}`);
  CampaignEditDataSchema.parse(data);
  return data as CampaignEditData;
}

/** The first `count` campaigns (lowest cid) of one type, optionally of one status. */
export async function readSeededOfType(
  t: SeedServer,
  tenant: Tenant,
  type: string,
  { count = 1, status }: { count?: number; status?: number } = {},
): Promise<CampaignEditData[]> {
  const query = `types=${type}&perPage=${count}&sort=cid&order=asc${status === undefined ? '' : `&status=${status}`}`;
  const list = CampaignListDataSchema.parse(await getData(t, tenant, `/campaigns?${query}`));
  if (list.data.length === 0) throw new Error(`No ${tenant} campaign of type ${type}`);
  return Promise.all(list.data.map((row) => readSeeded(t, tenant, row.cid)));
}

/** Every seeded type of both tenants (never assumed by the code under test, only by its tests). */
const SEEDED_TYPES = { acme: ['1', '2', '3', '4', '7'], globex: ['11', '12', '15'] } as const;

/** `count` reads of each type of both tenants: the property tests' population. */
export async function readEveryType(t: SeedServer, count: number): Promise<CampaignEditData[]> {
  const reads: CampaignEditData[] = [];
  for (const tenant of ['acme', 'globex'] as const) {
    for (const type of SEEDED_TYPES[tenant])
      reads.push(...(await readSeededOfType(t, tenant, type, { count })));
  }
  return reads;
}

import type { TestApp } from './test-app';
import { body, requests, type Json } from './requests';

export const BASE = '/api/v1/login/campaigns';

/** The first seeded campaign matching the filter (lowest cid), straight from the database. */
export function findCid(
  t: Pick<TestApp, 'db'>,
  filter: { uid: number; type?: number; status?: number; skip?: number },
): number {
  const row = t.db
    .prepare(
      `SELECT cid FROM campaigns WHERE uid = @uid AND (@type IS NULL OR type = @type)
         AND (@status IS NULL OR status = @status) ORDER BY cid LIMIT 1 OFFSET @skip`,
    )
    .get({
      uid: filter.uid,
      type: filter.type ?? null,
      status: filter.status ?? null,
      skip: filter.skip ?? 0,
    }) as { cid: number } | undefined;
  if (!row) throw new Error(`No campaign for ${JSON.stringify(filter)}`);
  return row.cid;
}

/** GET {base}/:cid and return data (campaign, campaign_types, settings); fails the test on non-200. */
export async function readEditData(
  t: Pick<TestApp, 'app'>,
  cid: number,
  token: string,
): Promise<Json> {
  const res = await requests(t).get(`${BASE}/${cid}`, token);
  const json = await body(res);
  if (res.status !== 200)
    throw new Error(`GET ${cid} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data as Json;
}

export async function readCampaign(
  t: Pick<TestApp, 'app'>,
  cid: number,
  token: string,
): Promise<Json> {
  return (await readEditData(t, cid, token)).campaign as Json;
}

/** Read, apply `edit`, PUT the whole object back: the contract's read-modify-write. */
export async function editAndPut(
  t: TestApp,
  cid: number,
  edit: (c: Json) => void,
  token = t.tokens.demo,
) {
  const campaign = await readCampaign(t, cid, token);
  edit(campaign);
  const res = await requests(t).put(`${BASE}/${cid}`, campaign, token);
  return { res, json: await body(res), sent: campaign };
}

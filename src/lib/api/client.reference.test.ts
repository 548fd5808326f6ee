import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignEditDataSchema, CampaignListDataSchema } from '@contract/campaigns';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { entityTagOf } from './entity-tag';

// The typed client against the real reference API, in-process: envelope,
// schemas and error bodies as the server really sends them.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

function clientFor(memberToken: string | undefined) {
  return createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({ memberToken, publisherKey: server.publisherKeys.both }),
    fetch: server.fetch,
  });
}

describe('typed client against the reference API', () => {
  it('unwraps and parses a list page', async () => {
    const page = await clientFor(server.tokens.demo).member.get('/login/campaigns/campaigns', {
      query: { perPage: 5, status: 1, sort: 'name', order: 'asc' },
      schema: CampaignListDataSchema,
    });
    expect(page.data).toHaveLength(5);
    expect(page.currentPage).toBe(1);
    expect(page.data.every((row) => row.status === 1)).toBe(true);
    const names = page.data.map((row) => row.name);
    expect(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    ).toEqual(names);
  });

  it('sends repeated types and gets only those types back', async () => {
    const api = clientFor(server.tokens.demo);
    const first = await api.member.get('/login/campaigns/campaigns', {
      query: { perPage: 1 },
      schema: CampaignListDataSchema,
    });
    const cid = first.data[0]?.cid ?? 0;
    const edit = await api.member.get(`/login/campaigns/${cid}`, {
      schema: CampaignEditDataSchema,
    });
    const keys = Object.keys(edit.campaign_types).slice(0, 2).map(Number);
    const names = keys.map((k) => edit.campaign_types[String(k)]?.name ?? '');
    const filtered = await api.member.get('/login/campaigns/campaigns', {
      query: { perPage: 200, types: keys },
      schema: CampaignListDataSchema,
    });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.data.every((row) => names.some((name) => row.type_name.startsWith(name)))).toBe(
      true,
    );
  });

  it('maps a real 422 onto field errors', async () => {
    const error = (await clientFor(server.tokens.demo)
      .member.get('/login/campaigns/campaigns', {
        query: { sort: 'no_such_column' },
        schema: CampaignListDataSchema,
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toContain('sort');
  });

  it('reports a missing token as a member 401', async () => {
    const error = (await clientFor(undefined)
      .member.get('/login/campaigns/campaigns', { schema: CampaignListDataSchema })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, area: 'member', kind: 'http' });
    expect(error.message).toMatch(/member access token/i);
  });

  it('maps a real campaign 422 from a PUT without retrying it', async () => {
    const api = clientFor(server.tokens.demo);
    const first = await api.member.get('/login/campaigns/campaigns', {
      query: { perPage: 1 },
      schema: CampaignListDataSchema,
    });
    const cid = first.data[0]?.cid ?? 0;
    const { campaign } = await api.member.get(`/login/campaigns/${cid}`, {
      schema: CampaignEditDataSchema,
    });
    const error = (await api.member
      .put(`/login/campaigns/${cid}`, { ...campaign, name: '' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors.name?.[0]).toMatch(/name/i);
  });

  it('keeps the ETag of a read and and sends it as If-Match: a stale one is refused with 412', async () => {
    const api = clientFor(server.tokens.demo);
    const first = await api.member.get('/login/campaigns/campaigns', {
      query: { perPage: 1, status: 3 },
      schema: CampaignListDataSchema,
    });
    const path = `/login/campaigns/${first.data[0]?.cid ?? 0}`;
    const read = await api.member.get(path, { schema: CampaignEditDataSchema });
    const tag = entityTagOf(read);
    expect(tag).toMatch(/^".+"$/);
    await api.member.put(path, { ...read.campaign, name: 'Written by another tab' });
    const stale = await api.member
      .put(path, { ...read.campaign, name: 'Mine' }, { ifMatch: tag })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ApiError);
    expect((stale as ApiError).status).toBe(412);
    const again = await api.member.get(path, { schema: CampaignEditDataSchema });
    expect(again.campaign.name).toBe('Written by another tab');
    await api.member.put(
      path,
      { ...again.campaign, name: 'Mine' },
      { ifMatch: entityTagOf(again) },
    );
    expect((await api.member.get(path, { schema: CampaignEditDataSchema })).campaign.name).toBe(
      'Mine',
    );
  });
});

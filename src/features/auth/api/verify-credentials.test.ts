import { beforeAll, describe, expect, it } from 'vitest';
import { areasFor } from '@/components/app-areas';
import { createApiClient } from '@/lib/api/client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { verifyPublisherKey } from './verify-credentials';

// Issue 18 item 1: what a publisher key opens is found at sign-in, against the
// real reference API in-process, and the navigation follows it.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

const api = () =>
  createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({}),
    fetch: server.fetch,
    sleep: async () => {},
  });

const labels = (scopes: { xml: boolean; search: boolean } | undefined, member = false) =>
  areasFor({ member, publisher: true, scopes }).map((area) => area.label);

describe('verifyPublisherKey', () => {
  it.each([
    ['both scopes', () => server.publisherKeys.both, { xml: true, search: true }],
    ['an XML-only key', () => server.publisherKeys.xmlOnly, { xml: true, search: false }],
    ['a Search-only key', () => server.publisherKeys.searchOnly, { xml: false, search: true }],
  ])('finds what %s opens', async (_name, key, scopes) => {
    expect(await verifyPublisherKey(api(), key(), '2026-11-20')).toEqual({ ok: true, scopes });
  });

  it('rejects an unknown key', async () => {
    const check = await verifyPublisherKey(api(), 'no-such-key', '2026-11-20');
    expect(check).toMatchObject({ ok: false, reason: 'rejected' });
  });
});

describe('areasFor', () => {
  it('shows each report only where the key has its scope, and both when unknown', () => {
    expect(labels({ xml: true, search: false })).toEqual(['XML statistics']);
    expect(labels({ xml: false, search: true })).toEqual(['Search report']);
    expect(labels(undefined)).toEqual(['XML statistics', 'Search report']);
  });

  it('offers Campaigns, Activity and the MCP console to members only', () => {
    expect(areasFor({ member: true, publisher: false }).map((a) => a.label)).toEqual([
      'Campaigns',
      'Activity',
      'MCP console',
    ]);
    expect(labels({ xml: true, search: true })).not.toContain('MCP console');
  });
});

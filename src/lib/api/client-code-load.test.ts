import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client';
import { ApiError } from './api-error';

// The off-thread parser is a chunk of its own: after a new deployment (or offline
// for a moment) the page may fail to load it, as Chromium words it.
vi.mock('./parse-json-off-thread', () => ({
  get parseJsonOffThread() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://ads.example/assets/parse-json-off-thread-1a2b3c.js',
    );
  },
}));

it('says a large answer could not be read because part of the dashboard could not be loaded, not that the answer broke off', async () => {
  const body = JSON.stringify({ status: 'success', data: ['x'.repeat(1024 * 1024)] });
  const api = createApiClient({
    config: {
      baseUrl: 'https://ads.example/api/v1',
      apiUrl: 'https://pub.example',
      authMode: 'token',
    },
    getCredentials: () => ({ publisherKey: 'pub-key' }),
    fetch: async () => {
      return new Response(body, { status: 200 });
    },
    sleep: async () => {},
    random: () => 0.5,
  });
  const error = (await api.publisher
    .get('/r', { schema: z.array(z.string()) })
    .catch((e: unknown) => e)) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe(
    'Part of the dashboard could not be loaded. Check the connection, then try again.',
  );
  // Nothing is wrong with the answer: a failure of the connection, which trying again may mend.
  expect(error.kind).toBe('network');
});

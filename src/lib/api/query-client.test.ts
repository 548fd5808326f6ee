import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('sends a write at once while the browser reports offline, instead of holding it for later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient({ onUnauthorized: () => {} });
    const sent: string[] = [];
    const observer = new MutationObserver(client, {
      mutationFn: async (name: string) => {
        sent.push(name);
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(observer.mutate('save')).rejects.toThrow('Failed to fetch');
    expect(sent).toEqual(['save']);
    // Back online nothing is replayed: the failed write stays failed.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(sent).toEqual(['save']);
  });
});

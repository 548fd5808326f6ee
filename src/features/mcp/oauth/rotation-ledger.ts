import { z } from 'zod';
import { McpScopeSchema } from '../../../../contract/mcp';
import type { McpTokens } from './tokens';

/**
 * What this tab knows about rotated refresh tokens: the ones it rotated and
 * the ones other tabs announced, keyed by SHA-256 of the old token (the token
 * itself never travels). Announcements go memory to memory over a
 * BroadcastChannel: same origin only, nothing stored.
 */
export const TOKENS_CHANNEL = 'adpanel.mcp.tokens';

/** The part of BroadcastChannel used here (injectable for tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

const AnnouncementSchema = z.object({
  type: z.literal('adpanel.mcp.rotated'),
  rotatedFrom: z.string(),
  tokens: z.object({
    accessToken: z.string(),
    refreshToken: z.string().optional(),
    expiresAt: z.number().optional(),
    scopes: z.array(McpScopeSchema).optional(),
  }),
});

const KEEP_ROTATIONS = 32;

export function createRotationLedger(channel: ChannelLike | null) {
  const rotated = new Map<string, McpTokens>();
  const waiting = new Map<string, Set<(tokens: McpTokens) => void>>();

  const remember = (from: string, tokens: McpTokens) => {
    rotated.set(from, tokens);
    if (rotated.size > KEEP_ROTATIONS) rotated.delete(rotated.keys().next().value ?? '');
    for (const resolve of waiting.get(from) ?? []) resolve(tokens);
    waiting.delete(from);
  };

  channel?.addEventListener('message', (event) => {
    const heard = AnnouncementSchema.safeParse(event.data);
    if (heard.success) remember(heard.data.rotatedFrom, heard.data.tokens);
  });

  return {
    broadcasts: channel !== null,
    /** The tokens that replaced this old refresh token, if this tab knows them. */
    successorOf: (from: string): McpTokens | undefined => rotated.get(from),
    /** Waits up to `ms` for another tab to announce the successor. */
    announcement(from: string, ms: number): Promise<McpTokens | undefined> {
      return new Promise((resolve) => {
        const waiters = waiting.get(from) ?? new Set();
        waiting.set(from, waiters);
        const heard = (tokens: McpTokens) => {
          clearTimeout(timer);
          resolve(tokens);
        };
        const timer = setTimeout(() => {
          waiters.delete(heard);
          resolve(undefined);
        }, ms);
        waiters.add(heard);
      });
    },
    /** This tab rotated `from`: remember it and tell the other tabs. */
    record(from: string, tokens: McpTokens) {
      remember(from, tokens);
      channel?.postMessage({ type: 'adpanel.mcp.rotated', rotatedFrom: from, tokens });
    },
    close() {
      channel?.close();
    },
  };
}

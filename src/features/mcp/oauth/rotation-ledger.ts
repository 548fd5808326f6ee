import { z } from 'zod';
import { McpScopeSchema } from '../../../../contract/mcp';
import { sha256UrlSafe } from './pkce';
import type { McpTokens } from './tokens';

/**
 * What this tab knows about rotated refresh tokens: the ones it rotated and
 * the ones other tabs announced, keyed by SHA-256 of the old token (the token
 * itself never travels). Announcements go memory to memory over a
 * BroadcastChannel: same origin only, nothing stored.
 *
 * A tab that was not listening when a token was rotated (it was restored
 * from sessionStorage after a reload, or duplicated) asks "who rotated
 * sha256 X?"; a tab that knows answers with an announcement for X.
 */
export const TOKENS_CHANNEL = 'adpanel.mcp.tokens';

/** The part of BroadcastChannel used here (injectable for tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

const ROTATED = 'adpanel.mcp.rotated';
const WHO_ROTATED = 'adpanel.mcp.who-rotated';

const AnnouncementSchema = z.object({
  type: z.literal(ROTATED),
  rotatedFrom: z.string(),
  tokens: z.object({
    accessToken: z.string(),
    refreshToken: z.string().optional(),
    expiresAt: z.number().optional(),
    scopes: z.array(McpScopeSchema).optional(),
  }),
});

const QuestionSchema = z.object({ type: z.literal(WHO_ROTATED), rotatedFrom: z.string() });

const KEEP_ROTATIONS = 32;

/** Heard from another tab: `rotatedFrom` (a hash) was replaced, `tokens` are the newest known. */
export type RotationListener = (rotatedFrom: string, tokens: McpTokens) => void;

export type RotationLedger = ReturnType<typeof createRotationLedger>;

export function createRotationLedger(channel: ChannelLike | null) {
  const rotated = new Map<string, McpTokens>();
  const waiting = new Map<string, Set<(tokens: McpTokens) => void>>();
  const listeners = new Set<RotationListener>();

  const remember = (from: string, tokens: McpTokens) => {
    rotated.delete(from);
    rotated.set(from, tokens);
    if (rotated.size > KEEP_ROTATIONS) rotated.delete(rotated.keys().next().value ?? '');
    for (const resolve of waiting.get(from) ?? []) resolve(tokens);
    waiting.delete(from);
  };

  /** The newest tokens in the chain that starts at `from`: a successor may be spent already. */
  async function latest(from: string): Promise<McpTokens | undefined> {
    let found = rotated.get(from);
    for (let hops = 0; found?.refreshToken && hops < KEEP_ROTATIONS; hops++) {
      const next = rotated.get(await sha256UrlSafe(found.refreshToken));
      if (!next) break;
      found = next;
    }
    return found;
  }

  const announce = (from: string, tokens: McpTokens) =>
    channel?.postMessage({ type: ROTATED, rotatedFrom: from, tokens });

  /** Waits up to `ms` for `from`'s successor to be announced. */
  function announcement(from: string, ms: number): Promise<McpTokens | undefined> {
    return new Promise((resolve) => {
      const waiters = waiting.get(from) ?? new Set();
      waiting.set(from, waiters);
      const heard = (tokens: McpTokens) => {
        clearTimeout(timer);
        resolve(tokens);
      };
      const timer = setTimeout(() => {
        waiters.delete(heard);
        if (waiters.size === 0) waiting.delete(from);
        resolve(undefined);
      }, ms);
      waiters.add(heard);
    });
  }

  channel?.addEventListener('message', (event) => {
    const heard = AnnouncementSchema.safeParse(event.data);
    if (heard.success) {
      const { rotatedFrom, tokens } = heard.data;
      remember(rotatedFrom, tokens);
      for (const listener of listeners) listener(rotatedFrom, tokens);
      return;
    }
    const asked = QuestionSchema.safeParse(event.data);
    if (asked.success) {
      const from = asked.data.rotatedFrom;
      void latest(from).then(
        (tokens) => {
          if (tokens) announce(from, tokens);
        },
        () => {},
      );
    }
  });

  return {
    broadcasts: channel !== null,
    /** The newest tokens that replaced this old refresh token, if this tab knows them. */
    latest,
    announcement,
    /**
     * Asks the other tabs who rotated `from`, and waits up to `ms` for an
     * answer (or for an announcement of a rotation happening right now).
     */
    async ask(from: string, ms: number): Promise<McpTokens | undefined> {
      if (!channel) return undefined;
      const answer = announcement(from, ms);
      channel.postMessage({ type: WHO_ROTATED, rotatedFrom: from });
      return (await answer) ? latest(from) : undefined;
    },
    /** This tab rotated `from`: remember it and tell the other tabs. */
    record(from: string, tokens: McpTokens) {
      remember(from, tokens);
      announce(from, tokens);
    },
    /** Announcements heard from other tabs; returns the function that stops listening. */
    onHeard(listener: RotationListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}

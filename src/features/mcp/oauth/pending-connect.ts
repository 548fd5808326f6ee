import { z } from 'zod';
import { McpScopeSchema } from '../../../../contract/mcp';
import { FLOW_STEPS, type StepEntry } from '../types';
import { AuthorizationServerInfoSchema } from './discovery';

/**
 * What must survive the redirect to the authorization page and back: the one
 * use of sessionStorage without the user's opt-in (issue 7). It holds the
 * PKCE verifier and state, so it is read once and removed at once.
 */
export const PENDING_KEY = 'adpanel.mcp.pending';

// Longer than the server keeps a consent request (10 minutes), so the server decides.
const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

const StepEntrySchema = z.object({
  step: z.enum([...FLOW_STEPS, 'refresh', 'disconnect']),
  status: z.enum(['running', 'done', 'failed', 'skipped']),
  title: z.string(),
  detail: z.string().optional(),
  at: z.number(),
}) satisfies z.ZodType<StepEntry>;

const PendingConnectSchema = z.object({
  origin: z.string(),
  resource: z.string(),
  state: z.string(),
  verifier: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  scopes: z.array(McpScopeSchema),
  authorizationServer: AuthorizationServerInfoSchema,
  log: z.array(StepEntrySchema),
  createdAt: z.number(),
});
export type PendingConnect = z.infer<typeof PendingConnectSchema>;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage may be blocked (privacy settings, sandboxed frames).
    return null;
  }
}

export function savePendingConnect(pending: PendingConnect): void {
  const store = storage();
  if (!store)
    throw new Error('sessionStorage is not available: the console cannot redirect and come back');
  store.setItem(PENDING_KEY, JSON.stringify(pending));
}

export function peekPendingConnect(): PendingConnect | null {
  const raw = storage()?.getItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const parsed = PendingConnectSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || Date.now() - parsed.data.createdAt > PENDING_MAX_AGE_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Reads and removes: a callback can be acted on once. */
export function takePendingConnect(): PendingConnect | null {
  const pending = peekPendingConnect();
  storage()?.removeItem(PENDING_KEY);
  return pending;
}

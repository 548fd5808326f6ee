/**
 * Fixed-window request budgets kept in memory (per process), shared by the MCP
 * origin and the REST API (server/middleware/request-quota.ts). A refused
 * request learns when its window ends: that is the Retry-After it gets.
 */
export interface Quota {
  /** Takes `units` requests (a JSON-RPC batch costs one per message) or none at all. */
  take(key: string, units?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createQuota(
  budget: { requests: number; windowSeconds: number },
  now: () => number = Date.now,
): Quota {
  const windows = new Map<string, { start: number; used: number }>();
  const windowMs = budget.windowSeconds * 1000;
  return {
    take(key, units = 1) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        // Forget finished windows now and then so the map stays small.
        if (windows.size > 10_000)
          for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
        w = { start: t, used: 0 };
        windows.set(key, w);
      }
      if (w.used + units > budget.requests) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)),
        };
      }
      w.used += units;
      return { ok: true };
    },
  };
}

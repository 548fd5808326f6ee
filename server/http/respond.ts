import type { Context } from 'hono';

/** The success envelope of every advertiser and publisher endpoint. */
export function ok<T>(c: Context, message: string, data: T) {
  return c.json({ status: 'success' as const, message, data });
}

/** Updates answer without data (contract: "status and message only"). */
export function okMessage(c: Context, message: string) {
  return c.json({ status: 'success' as const, message });
}

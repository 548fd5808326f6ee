import { Hono } from 'hono';
import type { DemoAccounts } from '@contract/demo';
import { ok } from '../../http/respond';

/** GET {base_url}/demo/accounts: mounted only in demo mode, so a real deployment answers 404. */
export function demoRoutes(accounts: () => Promise<DemoAccounts>) {
  return new Hono().get('/accounts', async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, 'Demo accounts', await accounts());
  });
}

// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { oauthTestConnection } from '@/testing/mcp-console-fakes';
import { renderWithApp } from '@/testing/render';
import { createConnectionStore, mcpConnectionStore, REMEMBER_KEY } from '../oauth/connection-store';
import { McpFlowError, type McpConnection } from '../types';
import { McpCallback } from './mcp-callback';

const seen = vi.hoisted(() => ({ addressAtExchange: [] as string[], revoked: [] as string[] }));

vi.mock('../oauth/connect-flow', () => ({
  finishConnect: vi.fn(async ({ callbackUrl }: { callbackUrl: string }) => {
    seen.addressAtExchange.push(window.location.href);
    const code = new URL(callbackUrl).searchParams.get('code');
    if (code === 'bad')
      throw new McpFlowError('token-exchange', 'the token endpoint refused the code');
    const connection: McpConnection = {
      origin: 'http://mcp.test',
      resource: 'http://mcp.test/mcp',
      mode: 'oauth',
      scopes: ['platform:read'],
      accessToken: 'a1',
    };
    // A Reconnect whose old grant crossed the consent page ("Keep the connection on this tab").
    const replaces = code === 'reconnect' ? { ...connection, clientId: 'client-old' } : undefined;
    return { connection, replaces };
  }),
}));

vi.mock('../oauth/oauth-client', () => ({
  revokeGrant: vi.fn(async (grant: McpConnection) => {
    // What the store holds when the revocation goes out.
    seen.revoked.push(
      `${grant.clientId ?? ''} (${mcpConnectionStore.get()?.accessToken ?? 'nothing'} stored)`,
    );
  }),
}));

const { finishConnect } = await import('../oauth/connect-flow');

beforeEach(() => {
  seen.addressAtExchange = [];
  seen.revoked = [];
  vi.mocked(finishConnect).mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  mcpConnectionStore.set(null);
  window.history.replaceState(null, '', '/');
});

describe('the /mcp/callback page', () => {
  it('removes code and state from the address bar before the code exchange, keeping the base path', async () => {
    const callback = `${window.location.origin}/console/mcp/callback?code=c1&state=s1&iss=http%3A%2F%2Fmcp.test`;
    window.history.replaceState({ kept: true }, '', callback);
    await renderWithApp(
      <StrictMode>
        <McpCallback />
      </StrictMode>,
      { path: '/mcp/callback' },
    );
    await vi.waitFor(() => expect(mcpConnectionStore.get()?.accessToken).toBe('a1'));
    // One exchange (StrictMode mounts twice), with the address read before it was cleaned.
    expect(finishConnect).toHaveBeenCalledTimes(1);
    expect(vi.mocked(finishConnect).mock.calls[0]?.[0].callbackUrl).toBe(callback);
    expect(seen.addressAtExchange).toEqual([`${window.location.origin}/console/mcp/callback`]);
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/console/mcp/callback');
    // The router's own history state stays with the entry.
    expect(window.history.state).toEqual({ kept: true });
  });

  it('on a failure: the address stays clean and the failure names its step', async () => {
    window.history.replaceState(null, '', '/mcp/callback?code=bad&state=s2');
    await renderWithApp(<McpCallback />, { path: '/mcp/callback' });
    expect(await screen.findByText('the token endpoint refused the code')).toBeVisible();
    const clean = `${window.location.origin}/mcp/callback`;
    expect(seen.addressAtExchange).toEqual([clean]);
    expect(window.location.href).toBe(clean);
    // The consent failed: a replaced grant stays in use, unrevoked.
    expect(seen.revoked).toEqual([]);
  });

  it('a Reconnect across the consent page: the replaced grant is revoked once the new connection is stored', async () => {
    window.history.replaceState(null, '', '/mcp/callback?code=reconnect&state=s3');
    await renderWithApp(<McpCallback />, { path: '/mcp/callback' });
    await vi.waitFor(() => expect(seen.revoked).toEqual(['client-old (a1 stored)']));
  });

  /** The connection being replaced, kept on this tab ("Keep the connection on this tab" on). */
  function keptOnThisTab(): McpConnection {
    const old = oauthTestConnection('client-old', 'refresh-old');
    const before = createConnectionStore();
    before.setRemember(true);
    before.set(old);
    return old;
  }

  it('a Reconnect with "Keep" on: the tab keeps the new connection, and nothing brings the old one back', async () => {
    keptOnThisTab();
    window.history.replaceState(null, '', '/mcp/callback?code=reconnect&state=s4');
    await renderWithApp(<McpCallback />, { path: '/mcp/callback' });
    await vi.waitFor(() => expect(seen.revoked).toEqual(['client-old (a1 stored)']));
    expect(sessionStorage.getItem(REMEMBER_KEY) ?? '').not.toContain('refresh-old');
    // The next load of /mcp restores the new connection.
    expect(createConnectionStore().restore()?.accessToken).toBe('a1');
  });

  it('a Reconnect with "Keep" on whose consent failed: the old connection is still this tab’s, unrevoked', async () => {
    const old = keptOnThisTab();
    window.history.replaceState(null, '', '/mcp/callback?code=bad&state=s5');
    await renderWithApp(<McpCallback />, { path: '/mcp/callback' });
    expect(await screen.findByText('the token endpoint refused the code')).toBeVisible();
    expect(seen.revoked).toEqual([]);
    expect(mcpConnectionStore.get()).toEqual(old);
    // Back on /mcp (a new load), the old connection is restored and goes on working.
    expect(createConnectionStore().restore()).toEqual(old);
  });
});

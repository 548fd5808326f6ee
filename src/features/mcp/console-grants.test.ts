// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReplacedGrants, REPLACED_KEY } from './console-grants';
import { createConsoleServices } from './console-services';
import { createConnectionStore, REMEMBER_KEY } from './oauth/connection-store';
import type { McpConnection } from './types';
import { idleSession, oauthTestConnection } from '../../testing/mcp-console-fakes';

afterEach(() => {
  sessionStorage.clear();
});

const oauthConnection = oauthTestConnection;

const session = idleSession;

/** A page load of /mcp: a fresh store restored from this tab's storage, fresh services. */
function loadConsole(options: { consentPending?: boolean } = {}) {
  const revoked: McpConnection[] = [];
  const revoke = vi.fn(async (connection: McpConnection) => {
    revoked.push(connection);
  });
  const connections = createConnectionStore();
  connections.restore();
  const grants = createReplacedGrants({ revoke });
  createConsoleServices({
    connections,
    open: async () => session,
    grants,
    revoke,
    consentPending: () => options.consentPending ?? false,
  });
  return { connections, grants, revoked };
}

const old = oauthConnection('client-old', 'refresh-old');
const replacement = oauthConnection('client-new', 'refresh-new');

describe('Reconnect: the replaced grant is revoked only once the new connection is stored', () => {
  it('in the same page: nothing is revoked until the new connection is set, then the old grant once', () => {
    const { connections, grants, revoked } = loadConsole();
    connections.set(old);
    grants.keep(old, false);
    expect(revoked).toEqual([]);
    // Only memory: "Keep the connection on this tab" is off.
    expect(sessionStorage.getItem(REPLACED_KEY)).toBeNull();

    // A token refresh of the old connection is not a replacement; its newest token is followed.
    connections.set({ ...old, refreshToken: 'refresh-old-2' });
    expect(revoked).toEqual([]);

    connections.set(replacement);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ clientId: 'client-old', refreshToken: 'refresh-old-2' });
    connections.set(null);
    expect(revoked).toHaveLength(1);
  });

  it('a failed attempt leaves the old connection in use and revokes nothing', () => {
    const { connections, grants, revoked } = loadConsole();
    connections.set(old);
    grants.keep(old, false);
    grants.drop();
    connections.set(replacement);
    expect(revoked).toEqual([]);
    expect(grants.pending()).toBe(false);
  });

  it('across the consent page with "Keep" on: revoked after the callback stored the new one; restore() never brings the old back', () => {
    // Before leaving: the old connection is kept on this tab, and so is what revokes it.
    const before = loadConsole();
    before.connections.setRemember(true);
    before.connections.set(old);
    before.grants.keep(old, true);
    expect(sessionStorage.getItem(REPLACED_KEY)).toContain('refresh-old');
    expect(before.revoked).toEqual([]);

    // The callback page (a full load): restores the kept opt-in, then stores the new connection.
    const callback = createConnectionStore();
    callback.restore();
    callback.set(replacement);

    // Then /mcp loads: the replaced grant is revoked, once, and its record is gone.
    const after = loadConsole();
    expect(after.connections.get()).toEqual(replacement);
    expect(after.revoked).toHaveLength(1);
    expect(after.revoked[0]).toMatchObject({ clientId: 'client-old', refreshToken: 'refresh-old' });
    expect(sessionStorage.getItem(REPLACED_KEY)).toBeNull();
    expect(sessionStorage.getItem(REMEMBER_KEY)).not.toContain('refresh-old');

    const reload = loadConsole();
    expect(reload.connections.get()).toEqual(replacement);
    expect(reload.revoked).toEqual([]);
  });

  it('across the consent page with "Keep" on, when the consent fails: the old connection comes back, unrevoked', () => {
    const before = loadConsole();
    before.connections.setRemember(true);
    before.connections.set(old);
    before.grants.keep(old, true);

    // The callback failed (consent refused): nothing was stored; the user goes back to /mcp.
    const after = loadConsole();
    expect(after.connections.get()).toEqual(old);
    expect(after.revoked).toEqual([]);
    expect(sessionStorage.getItem(REPLACED_KEY)).toBeNull();
  });

  it('back on /mcp while the consent is still on its way: the record waits', () => {
    const before = loadConsole();
    before.connections.setRemember(true);
    before.connections.set(old);
    before.grants.keep(old, true);

    const back = loadConsole({ consentPending: true });
    expect(back.revoked).toEqual([]);
    expect(sessionStorage.getItem(REPLACED_KEY)).toContain('refresh-old');
  });

  it('a connection without a revocable grant leaves nothing to wait for', () => {
    const { grants } = loadConsole();
    grants.keep({ ...old, refreshToken: undefined }, true);
    expect(grants.pending()).toBe(false);
    expect(sessionStorage.getItem(REPLACED_KEY)).toBeNull();
  });
});

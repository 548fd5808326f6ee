// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { createAuthServices } from '@/lib/session/auth-services';
import { forgetMcpStorage, useSignOut } from './use-sign-out';

afterEach(() => {
  sessionStorage.clear();
});

function SignOut() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

describe('useSignOut', () => {
  it('forgets the credentials and every MCP console entry of this tab, and nothing else', async () => {
    const auth = createAuthServices({ storage: null });
    auth.credentials.signIn({ memberToken: 'member-token', persist: false });
    sessionStorage.setItem('adpanel.mcp.connection', '{"connection":{"accessToken":"a"}}');
    sessionStorage.setItem('adpanel.mcp.pending', '{"verifier":"v"}');
    sessionStorage.setItem('adpanel.mcp.replaced', '{"refreshToken":"r"}');
    sessionStorage.setItem('adpanel.reports.recentTids', '[1]');

    const { user } = await renderWithApp(<SignOut />, { context: { auth } });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(auth.credentials.getSnapshot()).toEqual({ persist: false });
    expect(sessionStorage.getItem('adpanel.mcp.connection')).toBeNull();
    expect(sessionStorage.getItem('adpanel.mcp.pending')).toBeNull();
    expect(sessionStorage.getItem('adpanel.mcp.replaced')).toBeNull();
    expect(sessionStorage.getItem('adpanel.reports.recentTids')).toBe('[1]');
  });

  it('does not fail without storage', () => {
    expect(() => forgetMcpStorage(null)).not.toThrow();
  });
});

import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { PublicShell } from '@/components/public-shell';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { finishConnect } from '../oauth/connect-flow';
import { mcpConnectionStore } from '../oauth/connection-store';
import { revokeGrant } from '../oauth/oauth-client';
import { mcpStepLog } from '../step-log-store';
import type { McpConnection } from '../types';
import { FlowFailure } from './flow-failure';
import { StepLog } from './step-log';

let finishing: { url: string; cleaned: string; done: Promise<McpConnection> } | undefined;

/**
 * One finishConnect per callback: the pending round-trip data is taken (used
 * up) on the first call, so a second mount (StrictMode) must not run it. The
 * code and state leave the address bar before the exchange starts: the
 * address is read once, then replaced by the same path without the query.
 */
function finishFromAddress(): Promise<McpConnection> {
  const url = window.location.href;
  if (finishing && (finishing.url === url || finishing.cleaned === url)) return finishing.done;
  const path = window.location.pathname;
  // The path as it is (the app's base path included); the router's state stays with the entry.
  window.history.replaceState(window.history.state, '', path);
  mcpStepLog.start();
  // The "keep on this tab" opt-in crossed the redirect in sessionStorage: read it before storing.
  mcpConnectionStore.restore();
  const done = finishConnect({ callbackUrl: url, log: mcpStepLog.log }).then(
    ({ connection, replaces }) => {
      mcpConnectionStore.set(connection);
      mcpStepLog.finish('connected');
      // Reconnect: the replaced grant is revoked only now that the new connection is stored.
      if (replaces) void revokeGrant(replaces, (url, init) => globalThis.fetch(url, init));
      return connection;
    },
    (error: unknown) => {
      mcpStepLog.finish('failed');
      throw error;
    },
  );
  finishing = { url, cleaned: window.location.href, done };
  return done;
}

/**
 * /mcp/callback, outside the sign-in guard: the dashboard's credentials may
 * be gone after the full-page trip, the connection does not need them.
 */
export function McpCallback() {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let live = true;
    finishFromAddress().then(
      // replace: the callback entry leaves the history.
      () => {
        if (live) void navigate({ to: '/mcp', replace: true });
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        // The address bar is clean already; this tells the router so.
        void navigate({ to: '/mcp/callback', replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <PublicShell>
      <PageHeader title="MCP connection" />
      <div className="space-y-4">
        {error ? (
          <>
            <FlowFailure error={error} />
            <StepLog />
            <Link to="/mcp" className={buttonClasses('secondary')}>
              Back to the MCP console
            </Link>
          </>
        ) : (
          <Alert tone="info">Finishing the connection…</Alert>
        )}
      </div>
    </PublicShell>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { McpScope } from '@contract/mcp';
import { mcpKeys } from '../api/mcp-queries';
import type { McpHttpFailure } from '../types';
import { useCountdown } from './use-countdown';

/**
 * What the user can do about a refusal at the HTTP level of POST /mcp:
 * 401 reconnect, 403 reconnect with the missing scope, 421 wrong host, 429 wait,
 * 503 look at readiness.
 */
export function ProblemAlert({
  problem,
  origin,
  onReconnect,
  onForget,
  onRetry,
  onDismiss,
}: {
  problem: McpHttpFailure;
  origin: string;
  onReconnect: (extraScope?: McpScope) => void;
  /** Forgets the connection on this tab only (a copy of another tab's grant). */
  onForget: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const queryClient = useQueryClient();
  const left = useCountdown(problem.details.retryAfterSeconds);
  const serverSaid = problem.details.description ?? problem.message;
  const unavailable = problem.kind === 'unavailable';
  const recheck = () =>
    void queryClient.invalidateQueries({ queryKey: mcpKeys.originStatus(origin) });
  useEffect(() => {
    // A 503 is explained by readiness: read it again now.
    if (unavailable) void queryClient.invalidateQueries({ queryKey: mcpKeys.originStatus(origin) });
  }, [unavailable, queryClient, origin]);
  const scope = problem.details.requiredScope;
  const dismiss = (
    <Button variant="secondary" onClick={onDismiss}>
      Dismiss
    </Button>
  );
  // Per kind: the alert's title, what it says, and what the user can do.
  const views: Record<McpHttpFailure['kind'], [string, ReactNode, ReactNode]> = {
    reconnect: [
      'The MCP origin no longer accepts this connection',
      serverSaid,
      <Button onClick={() => onReconnect()}>Reconnect</Button>,
    ],
    scope: [
      scope ? `This needs the ${scope} scope` : 'A scope is missing',
      serverSaid,
      scope ? (
        <Button onClick={() => onReconnect(scope)}>{`Reconnect with ${scope}`}</Button>
      ) : null,
    ],
    elsewhere: [
      'This connection is in use in another tab',
      'This tab was copied from another one with its MCP connection. Only one tab may refresh a connection’s tokens, so the other tab keeps it. Connect again here to get a connection of this tab’s own; the other tab keeps working.',
      <Button onClick={onForget}>Connect in this tab</Button>,
    ],
    host: [
      'Wrong MCP host',
      <>
        <span className="font-mono">{origin}</span>: this is not a valid MCP host for your account
        (HTTP 421). Check <code>mcpOrigin</code> in config.json.
      </>,
      null,
    ],
    rate: [
      `Too many requests: waiting ${left} s`,
      `The MCP origin limits requests per connection. Reads were retried as it asked; wait ${left > 0 ? `${left} s` : 'a moment'} before the next call.`,
      dismiss,
    ],
    unavailable: [
      'The MCP origin is not ready (503)',
      `The endpoint’s storage is not ready; see the origin status above. ${serverSaid}`,
      <>
        <Button variant="secondary" onClick={recheck}>
          Check readiness
        </Button>
        {/* Readiness first, then the session's lists (or a new session if none is open). */}
        <Button
          variant="secondary"
          onClick={() => {
            recheck();
            onRetry();
          }}
        >
          Try again
        </Button>
      </>,
    ],
    other: [`The MCP origin refused the request (HTTP ${problem.status})`, serverSaid, dismiss],
  };
  const [title, text, actions] = views[problem.kind];
  return (
    <Alert tone="error" title={title}>
      <p>{text}</p>
      {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
    </Alert>
  );
}

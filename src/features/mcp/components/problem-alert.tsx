import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { McpScope } from '@contract/mcp';
import { mcpQueries } from '../api/mcp-queries';
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
  const statusKey = mcpQueries.originStatus(origin).queryKey;
  const unavailable = problem.kind === 'unavailable';
  useEffect(() => {
    // A 503 is explained by readiness: read it again now.
    if (unavailable)
      void queryClient.invalidateQueries({ queryKey: mcpQueries.originStatus(origin).queryKey });
  }, [unavailable, queryClient, origin]);
  switch (problem.kind) {
    case 'reconnect':
      return (
        <Alert tone="error" title="The MCP origin no longer accepts this connection">
          <p>{serverSaid}</p>
          <Button className="mt-2" onClick={() => onReconnect()}>
            Reconnect
          </Button>
        </Alert>
      );
    case 'scope': {
      const scope = problem.details.requiredScope;
      return (
        <Alert tone="error" title={scope ? `This needs the ${scope} scope` : 'A scope is missing'}>
          <p>{serverSaid}</p>
          {scope ? (
            <Button className="mt-2" onClick={() => onReconnect(scope)}>
              {`Reconnect with ${scope}`}
            </Button>
          ) : null}
        </Alert>
      );
    }
    case 'elsewhere':
      return (
        <Alert tone="error" title="This connection is in use in another tab">
          <p>
            This tab was copied from another one with its MCP connection. Only one tab may refresh a
            connection’s tokens, so the other tab keeps it. Connect again here to get a connection
            of this tab’s own; the other tab keeps working.
          </p>
          <Button className="mt-2" onClick={onForget}>
            Connect in this tab
          </Button>
        </Alert>
      );
    case 'host':
      return (
        <Alert tone="error" title="Wrong MCP host">
          <p>
            <span className="font-mono">{origin}</span>: this is not a valid MCP host for your
            account (HTTP 421). Check <code>mcpOrigin</code> in config.json.
          </p>
        </Alert>
      );
    case 'rate':
      return (
        <Alert tone="error" title={`Too many requests: waiting ${left} s`}>
          <p>
            The MCP origin limits requests per connection. Reads were retried as it asked; wait{' '}
            {left > 0 ? `${left} s` : 'a moment'} before the next call.
          </p>
          <Button variant="secondary" className="mt-2" onClick={onDismiss}>
            Dismiss
          </Button>
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert tone="error" title="The MCP origin is not ready (503)">
          <p>The endpoint’s storage is not ready; see the origin status above. {serverSaid}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void queryClient.invalidateQueries({ queryKey: statusKey })}
            >
              Check readiness
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                // Readiness first, then the session's lists (or a new session if none is open).
                void queryClient.invalidateQueries({ queryKey: statusKey });
                onRetry();
              }}
            >
              Try again
            </Button>
          </div>
        </Alert>
      );
    default:
      return (
        <Alert tone="error" title={`The MCP origin refused the request (HTTP ${problem.status})`}>
          <p>{serverSaid}</p>
          <Button variant="secondary" className="mt-2" onClick={onDismiss}>
            Dismiss
          </Button>
        </Alert>
      );
  }
}

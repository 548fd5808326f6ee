import { Alert } from '@/components/ui/alert';
import { McpFlowError, McpHttpFailure } from '../types';
import { STEP_LABELS } from './step-labels';

/** A failed connection: the step that failed, what went wrong, and what the server said. */
export function FlowFailure({
  error,
  title = 'The connection failed',
}: {
  error: unknown;
  title?: string;
}) {
  if (error instanceof McpFlowError) {
    const server = error.server;
    return (
      <Alert tone="error" title={title}>
        <p>
          Failed step: {STEP_LABELS[error.step]} (<code>{error.step}</code>)
        </p>
        <p className="mt-1">{error.message}</p>
        {server && (server.error || server.status || server.description) ? (
          <p className="mt-1">
            The server said:{' '}
            {[server.status ? `HTTP ${server.status}` : undefined, server.error, server.description]
              .filter(Boolean)
              .join(' — ')}
          </p>
        ) : null}
      </Alert>
    );
  }
  const message =
    error instanceof McpHttpFailure
      ? `HTTP ${error.status}: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
    </Alert>
  );
}

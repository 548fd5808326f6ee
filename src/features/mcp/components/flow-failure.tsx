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
    const { status, error: code, description } = error.server ?? {};
    const said = [status && `HTTP ${status}`, code, description].filter(Boolean).join(' — ');
    return (
      <Alert tone="error" title={title}>
        <p>
          Failed step: {STEP_LABELS[error.step]} (<code>{error.step}</code>)
        </p>
        <p className="mt-1">{error.message}</p>
        {said ? <p className="mt-1">The server said: {said}</p> : null}
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

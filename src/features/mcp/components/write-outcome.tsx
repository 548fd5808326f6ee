import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApplyStatusChangeData, McpToolError } from '@contract/mcp';
import type { RefusedApply, RetryableFailure, WriteFlowState } from '../use-write-flow';
import { useCountdown } from './use-countdown';
import { UnavailableButton } from './unavailable-button';

const REFUSALS: Record<number, string> = {
  400: 'The arguments were refused (400)',
  402: 'Not enough balance (402)',
  403: 'Not allowed (403)',
  404: 'Not found (404)',
  409: 'The campaigns or the approval changed since the change was prepared (409)',
};

export function refusalTitle(error: McpToolError | undefined): string {
  if (!error) return 'The change was refused';
  if (error.status >= 500) return `The change failed on the server (${error.status})`;
  return REFUSALS[error.status] ?? `The change was refused (${error.status})`;
}

// JSON-RPC errors about the request itself (parse, invalid request, no such method): the
// tool never ran. Any other may have come after it ran: -32603, and -32602 too, which
// servers on older MCP SDKs send when a result fails the tool's own output schema.
const NEVER_RAN: ReadonlySet<number> = new Set([-32700, -32600, -32601]);

/**
 * Whether an answer says for certain that nothing was changed: a tool error of
 * 4xx (the contract's codes all are) or a request the server could not take.
 * A 5xx, an unknown code or a bare text leaves it open.
 */
export function nothingRan(failure: RefusedApply): boolean {
  if (failure.error) return failure.error.status >= 400 && failure.error.status < 500;
  return failure.rpcCode !== undefined && NEVER_RAN.has(failure.rpcCode);
}

function RetryAlert({ failure, onRetry }: { failure: RetryableFailure; onRetry: () => void }) {
  const wait = useCountdown(failure.retryAfterSeconds);
  const title =
    failure.status === 429
      ? `Too many requests: waiting ${wait} s`
      : failure.status
        ? `The change was refused before it ran (HTTP ${failure.status})`
        : 'No answer to the change';
  return (
    <Alert tone="error" title={title}>
      <p>
        {failure.message}.{' '}
        {failure.status ? 'Nothing was changed.' : 'The change may or may not have been made.'}{' '}
        Trying again sends the same request with the same idempotency key, so it is never made
        twice.
      </p>
      <UnavailableButton className="mt-2" unavailable={wait > 0} onClick={onRetry}>
        Try again
      </UnavailableButton>
    </Alert>
  );
}

/**
 * How the apply result reads: "Applied" only when the server says the change
 * is completed and not partial; anything else is reported as it is.
 */
export function appliedOutcome(applied: ApplyStatusChangeData): {
  tone: 'success' | 'error';
  title: string;
  detail?: string;
} {
  if (applied.partial)
    return {
      tone: 'error',
      title: 'Partly applied',
      detail:
        'Only part of the change was made (partial). The campaigns not listed as applied keep their status.',
    };
  if (!applied.completed)
    return {
      tone: 'error',
      title: 'Not completed',
      detail:
        'The server says the change is not completed. The campaigns not listed as applied keep their status; the verification read below shows where each one stands.',
    };
  return { tone: 'success', title: 'Applied' };
}

/** What became of a confirmed change: applied (and verified), refused, or no answer. */
export function WriteOutcome({
  state,
  onRetry,
  onPrepareAgain,
}: {
  state: WriteFlowState;
  onRetry: () => void;
  onPrepareAgain: () => void;
}) {
  const failure = state.applyFailure;
  if (failure?.kind === 'retry')
    // Keyed by the attempt: a new failure starts a new wait.
    return <RetryAlert key={failure.at} failure={failure} onRetry={onRetry} />;

  if (failure?.kind === 'refused') {
    const error = failure.error;
    const certain = nothingRan(failure);
    return (
      <Alert tone="error" title={certain || error ? refusalTitle(error) : 'The change failed'}>
        <p>{error ? `${error.message} (${error.code})` : failure.text || 'No reason was given.'}</p>
        <p className="mt-1">
          {certain
            ? 'Nothing was changed.'
            : 'The server did not say that nothing was changed: some campaigns may have changed. Reload the state to see where each one stands before changing anything again.'}
        </p>
        {error?.status === 409 || !certain ? (
          <Button className="mt-2" onClick={onPrepareAgain}>
            Reload state and prepare again
          </Button>
        ) : null}
      </Alert>
    );
  }

  const applied = state.applied;
  if (!applied)
    return state.phase === 'applying' ? <Alert tone="info">Applying the change…</Alert> : null;
  const verification = state.verification;
  const outcome = appliedOutcome(applied);
  return (
    <div className="space-y-3">
      <Alert tone={outcome.tone} title={outcome.title}>
        <p>
          Applied: {applied.applied.length ? applied.applied.join(', ') : 'none'}.
          {applied.unchanged.length ? ` Unchanged: ${applied.unchanged.join(', ')}.` : ''}
        </p>
        {outcome.detail ? <p className="mt-1">{outcome.detail}</p> : null}
      </Alert>
      {state.phase === 'verifying' ? (
        <Alert tone="info">Verifying with {applied.verification.tool}…</Alert>
      ) : verification ? (
        verification.confirmed ? (
          <Alert tone="success">Verified: every campaign is now {verification.expectedName}</Alert>
        ) : (
          <Alert tone="error" title="The verification read does not confirm the change">
            <ul className="list-disc pl-5">
              {verification.mismatched.map((m) => (
                <li key={m.cid}>
                  {m.cid} {m.name} shows {m.statusName}, not {verification.expectedName}
                </li>
              ))}
              {verification.missing.map((cid) => (
                <li key={cid}>{cid} could not be read back</li>
              ))}
            </ul>
          </Alert>
        )
      ) : state.verificationError ? (
        <Alert tone="error" title="The verification read failed">
          {state.verificationError}
        </Alert>
      ) : null}
    </div>
  );
}

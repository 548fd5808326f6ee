import { useRef, useState } from 'react';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApplyStatusChangeData, McpToolError } from '@contract/mcp';
import { useConsoleServices } from './console-context';
import { describeFailure } from './console-services';
import type { McpSession } from './session/mcp-session';
import { McpHttpFailure } from './types';
import {
  applyArguments,
  checkVerification,
  readApplied,
  readPrepared,
  type PrepareOutcome,
  type VerificationReport,
} from './write-rules';

export type WritePhase =
  'idle' | 'preparing' | 'prepared' | 'applying' | 'verifying' | 'done' | 'failed';

/** Why an apply did not end in an answer: the same intent may be sent again, with the same key. */
export interface RetryableFailure {
  kind: 'retry';
  /** Epoch ms of the failure: each one is its own wait. */
  at: number;
  message: string;
  /** An HTTP refusal before the tool ran (429, 401…); absent when no answer came at all. */
  status?: number;
  retryAfterSeconds?: number;
}
/** A definitive answer that is no success: the key is settled (write-outcome.tsx says what ran). */
export interface RefusedApply {
  kind: 'refused';
  error: McpToolError | undefined;
  text: string;
  /** The JSON-RPC error code, when the answer was one rather than a tool result. */
  rpcCode?: number;
}

/** The page's alert leaves these to the flow, whose "Try again" keeps the idempotency key. */
const RETRIED_BY_THE_FLOW: ReadonlySet<McpHttpFailure['kind']> = new Set(['rate', 'unavailable']);

/**
 * A JSON-RPC error is the server's answer: the call was refused, and sending
 * it again would be refused again. Only a timeout or a closed connection
 * (raised by the client, not the server) leave the outcome open.
 */
export function isDefinitiveRefusal(error: unknown): error is McpError {
  return (
    error instanceof McpError &&
    error.code !== (ErrorCode.RequestTimeout as number) &&
    error.code !== (ErrorCode.ConnectionClosed as number)
  );
}

export interface WriteFlowState {
  phase: WritePhase;
  /** The arguments of the last prepare, exactly as sent. */
  args?: Record<string, unknown>;
  prepared?: PrepareOutcome;
  prepareResult?: CallToolResult;
  prepareError?: string;
  applyFailure?: RetryableFailure | RefusedApply;
  applied?: ApplyStatusChangeData;
  applyResult?: CallToolResult;
  verification?: VerificationReport;
  verificationError?: string;
  /** The confirmation dialog is open (only over a prepared change). */
  dialogOpen?: boolean;
}

const INITIAL: WriteFlowState = { phase: 'idle' };

/**
 * The contract's write rules for one prepare/apply pair: prepare (a read) →
 * the exact diff → an explicit confirmation → apply with the approval
 * unchanged and one idempotency key per intent → the verification read.
 * Nothing here is ever sent again without a person pressing a button.
 */
export function useWriteFlow({
  session,
  prepareTool,
  applyTool,
}: {
  session: McpSession;
  prepareTool: string;
  applyTool: string;
}) {
  const { record, intentKeys } = useConsoleServices();
  const [state, setState] = useState<WriteFlowState>(INITIAL);
  // A ref, not state: a second press in the same tick must already see it.
  const busy = useRef(false);
  const intent = useRef<unknown>(undefined);

  const patch = (next: Partial<WriteFlowState>) => setState((s) => ({ ...s, ...next }));
  const fail = (applyFailure: RetryableFailure | RefusedApply, more?: Partial<WriteFlowState>) =>
    patch({ phase: 'failed', dialogOpen: false, applyFailure, ...more });
  /** After a definitive answer, or a new intent: the next equal intent gets a new key. */
  const endIntent = () => {
    if (intent.current) intentKeys.settle(intent.current);
    intent.current = undefined;
  };

  const call = (
    name: string,
    args: Record<string, unknown>,
    readOnly: boolean,
    handled?: (error: unknown) => boolean,
  ) =>
    record(
      'tool',
      name,
      { name, arguments: args },
      () => session.callTool(name, args, { readOnly }),
      { handled },
    );

  async function prepare(args: Record<string, unknown>) {
    if (busy.current) return;
    busy.current = true;
    // A new prepare is a new intent: the previous one will not be retried any more.
    endIntent();
    setState({ phase: 'preparing', args });
    try {
      const result = await call(prepareTool, args, true);
      setState({
        phase: 'prepared',
        args,
        prepared: readPrepared(result),
        prepareResult: result,
      });
    } catch (error) {
      setState({ phase: 'failed', args, prepareError: describeFailure(error) });
    } finally {
      busy.current = false;
    }
  }

  async function verify(applied: ApplyStatusChangeData) {
    patch({ phase: 'verifying' });
    const { tool, arguments: args } = applied.verification;
    try {
      const result = await call(tool, args, true);
      patch({ phase: 'done', verification: checkVerification(applied.verification, result) });
    } catch (error) {
      patch({ phase: 'done', verificationError: describeFailure(error) });
    }
  }

  async function apply() {
    const { prepared, args } = state;
    if (busy.current || prepared?.kind !== 'change' || !args) return;
    busy.current = true;
    // The intent is what the person confirmed: this tool, these arguments, this approval.
    intent.current = { name: applyTool, arguments: applyArguments(args, prepared.fingerprint, '') };
    const key = intentKeys.keyFor(intent.current);
    patch({ phase: 'applying', applyFailure: undefined });
    try {
      const result = await call(
        applyTool,
        applyArguments(args, prepared.fingerprint, key),
        false,
        // The flow offers "Try again" itself (429, 503); 401/403/421 still reach the page's alert.
        (error) => !(error instanceof McpHttpFailure) || RETRIED_BY_THE_FLOW.has(error.kind),
      );
      // A definitive answer: this intent is over, whatever it says.
      endIntent();
      const outcome = readApplied(result);
      if (outcome.kind === 'applied') {
        patch({ dialogOpen: false, applied: outcome.data, applyResult: result });
        await verify(outcome.data);
      } else {
        const error = outcome.kind === 'refused' ? outcome.error : undefined;
        fail({ kind: 'refused', error, text: outcome.text }, { applyResult: result });
      }
    } catch (error) {
      // The server answered with a JSON-RPC error: this intent is over, like a tool error.
      if (isDefinitiveRefusal(error)) {
        endIntent();
        fail({ kind: 'refused', error: undefined, text: error.message, rpcCode: error.code });
        return;
      }
      // No answer (network, timeout, 429, 503): the change may or may not have happened. The key is
      // kept, so "Try again" is a replay the server recognises, never a second change.
      const http = error instanceof McpHttpFailure ? error : undefined;
      fail({
        kind: 'retry',
        at: Date.now(),
        message: describeFailure(error),
        status: http?.status,
        retryAfterSeconds: http?.details.retryAfterSeconds,
      });
    } finally {
      busy.current = false;
    }
  }

  return {
    state,
    busy: () => busy.current,
    prepare: (args: Record<string, unknown>) => void prepare(args),
    openConfirm: () => {
      if (state.prepared?.kind === 'change') patch({ dialogOpen: true });
    },
    cancel: () => {
      if (!busy.current) patch({ dialogOpen: false });
    },
    confirm: () => void apply(),
    /** The same intent again, with the same key (after no answer or a 429). */
    retry: () => void apply(),
    /** After a 409: read the current state again with the same arguments. */
    prepareAgain: () => {
      if (state.args) void prepare(state.args);
    },
    reset: () => {
      if (busy.current) return;
      endIntent();
      setState(INITIAL);
    },
  };
}

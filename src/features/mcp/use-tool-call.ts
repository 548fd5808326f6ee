import { useRef, useState } from 'react';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { useConsoleServices } from './console-context';
import { describeFailure } from './console-services';
import type { McpSession } from './session/mcp-session';
import { isReadOnly } from './write-rules';

export interface ToolCallState {
  busy: boolean;
  result?: CallToolResult;
  error?: string;
  /** The arguments of the call that gave `result` (Next page re-uses them). */
  lastArgs?: Record<string, unknown>;
  /** Waiting for the person's confirmation (a tool that may change data); `page`: "Next page". */
  pending?: { args: Record<string, unknown>; page: boolean };
  /** What the status line says of the last answer ("Result received"…), for screen readers. */
  announcement?: string;
}

function announce(args: Record<string, unknown>, page: boolean): string {
  const offset = args.offset;
  return page && typeof offset === 'number'
    ? `Next page received, from offset ${offset}`
    : 'Result received';
}

/**
 * One tool outside a prepare/apply pair: read-only tools are called at once;
 * any other is sent only after an explicit confirmation of its arguments.
 */
export function useToolCall({ session, tool }: { session: McpSession; tool: Tool }) {
  const { record } = useConsoleServices();
  const [state, setState] = useState<ToolCallState>({ busy: false });
  const running = useRef(false);
  const readOnly = isReadOnly(tool);

  async function send(args: Record<string, unknown>, page: boolean) {
    if (running.current) return;
    running.current = true;
    setState((s) => ({ ...s, busy: true, error: undefined, announcement: undefined }));
    try {
      const result = await record('tool', tool.name, { name: tool.name, arguments: args }, () =>
        session.callTool(tool.name, args, { readOnly }),
      );
      setState({ busy: false, result, lastArgs: args, announcement: announce(args, page) });
    } catch (error) {
      setState((s) => ({
        ...s,
        busy: false,
        pending: undefined,
        // The error itself is an alert: announced already.
        error: describeFailure(error),
      }));
    } finally {
      running.current = false;
    }
  }

  function submit(args: Record<string, unknown>, page = false) {
    if (readOnly) void send(args, page);
    else setState((s) => ({ ...s, pending: { args, page } }));
  }

  return {
    state,
    submit: (args: Record<string, unknown>) => submit(args),
    confirm: () => {
      if (state.pending) void send(state.pending.args, state.pending.page);
    },
    cancel: () => {
      if (!running.current) setState((s) => ({ ...s, pending: undefined }));
    },
    /** The same tool and arguments, from the next offset. */
    nextPage: (nextOffset: number) => submit({ ...state.lastArgs, offset: nextOffset }, true),
  };
}

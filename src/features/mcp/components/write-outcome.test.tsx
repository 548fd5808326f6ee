// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ApplyStatusChangeData } from '@contract/mcp';
import type { WriteFlowState } from '../use-write-flow';
import { WriteOutcome } from './write-outcome';

afterEach(cleanup);

function applied(over: Partial<ApplyStatusChangeData>): ApplyStatusChangeData {
  return {
    applied: [10002],
    unchanged: [],
    completed: true,
    partial: false,
    verification: {
      tool: 'platform_get_campaigns',
      arguments: { cids: [10002, 10004] },
      expect: { status: 3, statusName: 'Paused' },
    },
    ...over,
  };
}

function renderOutcome(data: ApplyStatusChangeData) {
  const state: WriteFlowState = { phase: 'verifying', applied: data, dialogOpen: false };
  render(<WriteOutcome state={state} onRetry={() => {}} onPrepareAgain={() => {}} />);
}

describe('WriteOutcome', () => {
  it('says "Applied" only for a completed, whole change', () => {
    renderOutcome(applied({}));
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('completed: false is reported as not completed, never as a green "Applied"', () => {
    renderOutcome(applied({ completed: false }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not completed');
    expect(alert).toHaveTextContent('The server says the change is not completed');
    expect(screen.queryByText('Applied', { exact: true })).toBeNull();
  });

  it('partial is reported as partly applied', () => {
    renderOutcome(applied({ completed: false, partial: true }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Partly applied');
    expect(alert).toHaveTextContent('Only part of the change was made (partial)');
  });
});

describe('WriteOutcome of an answer that is no success', () => {
  function renderRefused(applyFailure: WriteFlowState['applyFailure']) {
    const prepared: string[] = [];
    const state: WriteFlowState = { phase: 'failed', applyFailure, dialogOpen: false };
    render(
      <WriteOutcome
        state={state}
        onRetry={() => {}}
        onPrepareAgain={() => prepared.push('again')}
      />,
    );
    return prepared;
  }

  it('a 4xx tool error says nothing was changed', () => {
    renderRefused({
      kind: 'refused',
      text: '',
      error: { status: 402, code: 'insufficient_balance', message: 'Balance too low' },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not enough balance (402)');
    expect(alert).toHaveTextContent('Nothing was changed.');
    expect(screen.queryByRole('button', { name: 'Reload state and prepare again' })).toBeNull();
  });

  it('a 5xx tool error, an internal JSON-RPC error or a bare text never claims nothing changed', () => {
    const failures: Array<WriteFlowState['applyFailure']> = [
      {
        kind: 'refused',
        text: '',
        error: { status: 500, code: 'internal_error', message: 'Database write failed' },
      },
      { kind: 'refused', text: 'Internal error', error: undefined, rpcCode: -32603 },
      // Older MCP SDKs answer a result that fails the tool's output schema so, after it ran.
      { kind: 'refused', text: 'Output validation error', error: undefined, rpcCode: -32602 },
      { kind: 'refused', text: 'Something broke', error: undefined },
    ];
    for (const failure of failures) {
      const prepared = renderRefused(failure);
      const alert = screen.getByRole('alert');
      expect(alert).not.toHaveTextContent('Nothing was changed');
      expect(alert).toHaveTextContent('some campaigns may have changed');
      screen.getByRole('button', { name: 'Reload state and prepare again' }).click();
      expect(prepared).toEqual(['again']);
      cleanup();
    }
    renderRefused({
      kind: 'refused',
      text: 'Error',
      error: { status: 500, code: 'internal_error', message: 'x' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The change failed on the server (500)');
  });

  it('a request the server could not take (no such method) says nothing was changed', () => {
    renderRefused({ kind: 'refused', text: 'Method not found', error: undefined, rpcCode: -32601 });
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed.');
  });
});

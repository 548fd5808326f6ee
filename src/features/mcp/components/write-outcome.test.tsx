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

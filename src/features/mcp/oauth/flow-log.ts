import { McpFlowError, type FlowStep, type StepEntry } from '../types';

/** What the step log shows for each step: one line a person reads. */
export const STEP_TITLES: Record<FlowStep, string> = {
  'protected-resource-metadata': 'Read protected-resource metadata',
  'authorization-server-metadata': 'Read authorization-server metadata',
  registration: 'Register the console as a public client',
  authorization: 'Ask for consent on the authorization page',
  'callback-checks': 'Check the answer: state, issuer, code',
  'token-exchange': 'Exchange the code (PKCE verifier, resource) for tokens',
  connected: 'Connected',
  refresh: 'Refresh the access token',
  disconnect: 'Disconnect',
};

export type StepLog = ReturnType<typeof createStepLog>;

/**
 * Logs every step as running, then done or failed, and keeps the entries so
 * the log written before the redirect can be saved and shown after it.
 */
export function createStepLog(log: (entry: StepEntry) => void) {
  const entries: StepEntry[] = [];
  const write = (step: FlowStep, status: StepEntry['status'], detail?: string) => {
    const entry: StepEntry = { step, status, title: STEP_TITLES[step], at: Date.now() };
    if (detail !== undefined) entry.detail = detail;
    entries.push(entry);
    log(entry);
  };

  /** The failure as McpFlowError of this step, logged. */
  const fail = (step: FlowStep, err: unknown): McpFlowError => {
    const failure =
      err instanceof McpFlowError
        ? err
        : new McpFlowError(step, err instanceof Error ? err.message : String(err));
    write(step, 'failed', failure.message);
    return failure;
  };

  return {
    entries,
    /** Shows entries written earlier (before the redirect) again, unchanged. */
    replay(earlier: StepEntry[]) {
      for (const entry of earlier) {
        entries.push(entry);
        log(entry);
      }
    },
    write,
    fail,
    /** Runs one step: running, then done with what `describe` says `work` learnt, or failed. */
    async run<T>(
      step: FlowStep,
      runningDetail: string | undefined,
      work: () => T | Promise<T>,
      describe: (value: T) => string,
    ): Promise<T> {
      write(step, 'running', runningDetail);
      try {
        const value = await work();
        write(step, 'done', describe(value));
        return value;
      } catch (err) {
        throw fail(step, err);
      }
    },
  };
}

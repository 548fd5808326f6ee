import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listServerScenarios,
  runServerScenarios,
  type ConformanceCheck,
  type ConformanceRun,
} from './conformance-cli';
import { startConformanceOrigin, type ConformanceOrigin } from './conformance-origin';
import { EXPECTED_RESULTS } from './expected-results';
import { ceiling } from '../../testing/ceiling';

/**
 * The official MCP conformance suite's server scenarios against our MCP
 * origin, through a real OAuth token: one test per scenario, so the totals
 * count them. What each is expected to give, and why, is in
 * expected-results.ts and docs/decisions/025-mcp-conformance.md.
 */
const expectedFailures = Object.entries(EXPECTED_RESULTS)
  .filter(([, result]) => result.expect === 'fail')
  .map(([name]) => name);

/** What the CLI counts as not passing. */
const notPassing = (check: ConformanceCheck) =>
  check.status === 'FAILURE' || check.status === 'WARNING';

const summary = (checks: ConformanceCheck[]) =>
  checks.map((c) => `${c.status} ${c.id}${c.errorMessage ? `: ${c.errorMessage}` : ''}`);

describe('MCP conformance suite (server scenarios)', () => {
  let origin: ConformanceOrigin | undefined;
  let run: ConformanceRun;

  beforeAll(async () => {
    origin = await startConformanceOrigin();
    run = await runServerScenarios({
      url: origin.url,
      bearer: origin.accessToken,
      expectedFailures,
      timeoutMs: 90_000,
    });
  }, ceiling(120_000));

  afterAll(async () => {
    await origin?.close();
  });

  it('names every scenario of the installed suite', async () => {
    expect((await listServerScenarios()).sort()).toEqual(Object.keys(EXPECTED_RESULTS).sort());
    expect([...run.checks.keys()].sort()).toEqual(Object.keys(EXPECTED_RESULTS).sort());
  });

  it('the CLI itself accepts the run against the baseline of expected failures', () => {
    expect(run.exitCode, run.output).toBe(0);
  });

  for (const [scenario, expected] of Object.entries(EXPECTED_RESULTS)) {
    if (expected.expect === 'pass') {
      it(`${scenario} passes`, () => {
        const checks = run.checks.get(scenario) ?? [];
        expect(summary(checks.filter(notPassing))).toEqual([]);
        expect(checks.some((c) => c.status === 'SUCCESS')).toBe(true);
      });
    } else {
      it(`${scenario} does not pass: ${expected.reason}`, () => {
        const failed = (run.checks.get(scenario) ?? []).filter(notPassing);
        expect(failed.length, `${scenario} now passes: mark it as passing`).toBeGreaterThan(0);
        for (const check of failed)
          expect(check.errorMessage ?? JSON.stringify(check.details)).toMatch(expected.failsWith);
      });
    }
  }
});

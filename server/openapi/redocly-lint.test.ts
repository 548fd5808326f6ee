import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';
import { ceiling } from '../testing/ceiling';

/**
 * A second, independent reader of GET /api/v1/openapi.json: the Redocly CLI's
 * recommended ruleset (what API portals and client generators are built on)
 * finds neither errors nor warnings in it.
 */
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('the OpenAPI document under @redocly/cli lint', () => {
  it(
    'is valid with no warnings',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'adpanel-openapi-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
      const run = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--format=json'],
        // No network here: no telemetry, no update check.
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    },
    ceiling(30_000),
  );
});

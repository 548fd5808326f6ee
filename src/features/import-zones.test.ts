import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import zones of eslint.config.js (eslint/import-zones.js), run through
// ESLint's Node API on code placed where it would live: each case is a file that
// does not exist, linted with the project's own configuration.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages about imports that linting `code` at `path` gives. */
async function importProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}
const imports = (...paths: string[]) =>
  paths.map((p, i) => `import * as m${i} from '${p}';\nexport { m${i} };`).join('\n');

const FEATURE = /A feature imports only src\/components, src\/lib, contract\//;
const SHARED = /src\/components and src\/lib import no feature/;
const SERVER = /src\/ must not import server\//;

describe('import zones', () => {
  it('reports a feature importing another feature, statically, re-exported or lazily', async () => {
    const at = 'src/features/campaigns/list/zone-case.tsx';
    expect(await importProblems(at, imports('../../reports/shared/csv'))).toEqual([
      expect.stringMatching(FEATURE),
    ]);
    expect(await importProblems(at, "export { csvText } from '../../reports/shared/csv';")).toEqual(
      [expect.stringMatching(FEATURE)],
    );
    expect(
      await importProblems(at, "export const load = () => import('../../mcp/types');"),
    ).toEqual([expect.stringMatching(FEATURE)]);
    // Deeper in a feature, and through src/ or the root: still another feature.
    expect(
      await importProblems(
        'src/features/campaigns/editor/form/zone-case.tsx',
        imports('../../../mcp/types', '../../../../features/reports/xml/columns'),
      ),
    ).toEqual([expect.stringMatching(FEATURE), expect.stringMatching(FEATURE)]);
    expect(
      await importProblems(
        'src/features/mcp/zone-case.ts',
        imports('../campaigns/list/campaign-columns'),
      ),
    ).toEqual([expect.stringMatching(FEATURE)]);
  });

  it('lets a feature import its own files, the shared layers and auth’s public files only', async () => {
    const at = 'src/features/campaigns/list/zone-case.tsx';
    expect(
      await importProblems(
        at,
        imports(
          './campaign-columns',
          '../shared/campaign-query',
          '../../campaigns/editor/model/registry',
          '../../../components/ui/button',
          '../../../lib/country-names',
          '../../../../contract/campaigns',
          '../../../router-context',
          '../../auth/member-key',
          '../../auth/use-credentials',
        ),
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        at,
        imports(
          '../../auth/guards',
          '../../auth/components/sign-in-form',
          '../../../routes/__root',
        ),
      ),
    ).toEqual([
      expect.stringMatching(FEATURE),
      expect.stringMatching(FEATURE),
      expect.stringMatching(FEATURE),
    ]);
  });

  it('keeps components/ and lib/ free of features, tests included', async () => {
    expect(
      await importProblems(
        'src/components/ui/zone-case.tsx',
        imports('../../features/auth/member-key'),
      ),
    ).toEqual([expect.stringMatching(SHARED)]);
    expect(
      await importProblems(
        'src/lib/zone-case.test.ts',
        imports('../features/campaigns/list/campaign-columns'),
      ),
    ).toEqual([expect.stringMatching(SHARED)]);
    expect(
      await importProblems(
        'src/lib/zone-case.ts',
        "export const f = () => import('@/features/mcp/types');",
      ),
    ).toEqual([expect.stringMatching(SHARED)]);
  });

  it('still keeps server/ out of src/, except in tests, which may also use src/testing', async () => {
    const source = imports('../../../../server/db/prng', '../../../testing/render');
    expect(await importProblems('src/features/campaigns/list/zone-case.tsx', source)).toEqual([
      expect.stringMatching(SERVER),
      expect.stringMatching(FEATURE),
    ]);
    expect(await importProblems('src/features/campaigns/list/zone-case.test.tsx', source)).toEqual(
      [],
    );
    expect(
      await importProblems('src/components/zone-case.tsx', imports('../../server/db/prng')),
    ).toEqual([expect.stringMatching(SERVER)]);
  });

  it('keeps the campaign sub-areas on their floors: down only, never sideways or up', async () => {
    const CAMPAIGN = expect.stringMatching(/A campaign sub-area imports only the floors below/);
    expect(
      await importProblems(
        'src/features/campaigns/list/zone-case.tsx',
        imports(
          '../bulk-status/status-plan',
          '../components/value-chips',
          '../write/apply-run',
          '../model/registry',
          '../api/campaign-queries',
        ),
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'src/features/campaigns/write/change-log/zone-case.ts',
        imports('../../model/form-model', '../record-change'),
      ),
    ).toEqual([]);
    // Page to page and dialog to dialog, at any depth, lazily too; and up, tests included.
    expect(
      await importProblems(
        'src/features/campaigns/editor/save/zone-case.ts',
        imports('../../activity/change-set-csv', '../../list/list-search'),
      ),
    ).toEqual([CAMPAIGN, CAMPAIGN]);
    expect(
      await importProblems(
        'src/features/campaigns/bulk-status/zone-case.tsx',
        "export const load = () => import('@/bulk-edit/components/bulk-edit-dialog');",
      ),
    ).toEqual([CAMPAIGN]);
    expect(
      await importProblems(
        'src/features/campaigns/model/zone-case.test.ts',
        imports('../write/plan-campaign', '../editor/save/save-dialog'),
      ),
    ).toEqual([CAMPAIGN, CAMPAIGN]);
  });
});

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
    .filter(
      (m) =>
        m.ruleId === 'no-restricted-imports' || m.ruleId === 'local/restricted-import-expressions',
    )
    .map((m) => m.message);
}
const imports = (...paths: string[]) =>
  paths.map((p, i) => `import * as m${i} from '${p}';\nexport { m${i} };`).join('\n');

const FEATURE = /A feature imports only src\/components, src\/lib, contract\//;
const SHARED = /src\/components and src\/lib import no feature/;
const SERVER = /src\/ must not import server\//;
const CLIMB = /Import through `@\/` \(src\/\) or `@contract\/` instead of climbing two folders/;
const CAMPAIGN = expect.stringMatching(/A campaign sub-area imports only the floors below/);

describe('import zones', () => {
  it('reports a feature importing another feature, statically, re-exported or lazily', async () => {
    const at = 'src/features/campaigns/list/zone-case.tsx';
    expect(await importProblems(at, imports('@/features/reports/shared/csv'))).toEqual([
      expect.stringMatching(FEATURE),
    ]);
    expect(
      await importProblems(at, "export { csvText } from '@/features/reports/shared/csv';"),
    ).toEqual([expect.stringMatching(FEATURE)]);
    expect(
      await importProblems(at, "export const load = () => import('@/features/mcp/types');"),
    ).toEqual([expect.stringMatching(FEATURE)]);
    // A feature's top file leaves it with one climb.
    expect(
      await importProblems(
        'src/features/mcp/zone-case.ts',
        imports('../campaigns/list/campaign-columns'),
      ),
    ).toEqual([expect.stringMatching(FEATURE)]);
  });

  it('reports a relative import that climbs two folders, lazily too', async () => {
    expect(
      await importProblems(
        'src/features/campaigns/editor/form/zone-case.tsx',
        imports('../../../mcp/types', '../../model/registry'),
      ),
    ).toEqual([expect.stringMatching(CLIMB), expect.stringMatching(CLIMB)]);
    expect(
      await importProblems(
        'src/components/ui/zone-case.tsx',
        "export const load = () => import('../../lib/country-names');",
      ),
    ).toEqual([expect.stringMatching(CLIMB)]);
  });

  it('lets a feature import its own files, the shared layers and auth’s public files only', async () => {
    const at = 'src/features/campaigns/list/zone-case.tsx';
    expect(
      await importProblems(
        at,
        imports(
          './campaign-columns',
          '../model/registry',
          '@/features/campaigns/model/registry',
          '@/components/ui/button',
          '@/lib/country-names',
          '@contract/campaigns',
          '@/router-context',
          '@/features/auth/member-key',
          '@/features/auth/use-credentials',
        ),
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        at,
        imports(
          '@/features/auth/guards',
          '@/features/auth/components/sign-in-form',
          '@/routes/__root',
          '@/testing/render',
        ),
      ),
    ).toEqual([
      expect.stringMatching(FEATURE),
      expect.stringMatching(FEATURE),
      expect.stringMatching(FEATURE),
      expect.stringMatching(FEATURE),
    ]);
  });

  it('keeps components/ and lib/ free of features, tests included', async () => {
    expect(
      await importProblems(
        'src/components/ui/zone-case.tsx',
        imports('@/features/auth/member-key'),
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
    const source = imports('../../../../server/db/prng', '@/testing/render');
    expect(await importProblems('src/features/campaigns/list/zone-case.tsx', source)).toEqual([
      expect.stringMatching(SERVER),
      expect.stringMatching(CLIMB),
      expect.stringMatching(FEATURE),
    ]);
    expect(await importProblems('src/features/campaigns/list/zone-case.test.tsx', source)).toEqual(
      [],
    );
    expect(
      await importProblems('src/components/zone-case.tsx', imports('../../server/db/prng')),
    ).toEqual([expect.stringMatching(SERVER), expect.stringMatching(CLIMB)]);
  });

  it('keeps the campaign sub-areas on their floors: down only, never sideways or up', async () => {
    expect(
      await importProblems(
        'src/features/campaigns/list/zone-case.tsx',
        imports(
          '../bulk-status/status-plan',
          '../components/value-chips',
          '@/features/campaigns/write/apply-run',
          '../model/registry',
          '../api/campaign-queries',
        ),
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'src/features/campaigns/write/change-log/zone-case.ts',
        imports('@/features/campaigns/model/form-model', '../record-change'),
      ),
    ).toEqual([]);
    // Page to page and dialog to dialog, at any depth, lazily too; and up, tests included.
    expect(
      await importProblems(
        'src/features/campaigns/editor/save/zone-case.ts',
        imports(
          '@/features/campaigns/activity/change-set-csv',
          '@/features/campaigns/list/list-search',
        ),
      ),
    ).toEqual([CAMPAIGN, CAMPAIGN]);
    expect(
      await importProblems(
        'src/features/campaigns/bulk-status/zone-case.tsx',
        "export const load = () => import('../bulk-edit/components/bulk-edit-dialog');",
      ),
    ).toEqual([CAMPAIGN]);
    expect(
      await importProblems(
        'src/features/campaigns/model/zone-case.test.ts',
        imports('../write/plan-campaign', '@/features/campaigns/editor/save/save-dialog'),
      ),
    ).toEqual([CAMPAIGN, CAMPAIGN]);
  });
});

// Import zones of the dashboard (bulletproof-react's feature boundaries) as plain
// globs of ESLint's no-restricted-imports. Imports across folders go through the
// `@/` (src/) and `@contract/` aliases, and a relative import climbs at most one
// folder, so where an import lands is written in it: a zone is one list of globs
// over `@/…` plus the one-folder escapes of a zone's top files (docs/decisions/027).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtinRules } from 'eslint/use-at-your-own-risk';

/**
 * The auth feature's public API: the only files of another feature a feature may
 * import. Each says at its top that it is public.
 */
export const AUTH_PUBLIC_API = [
  'member-identity', // memberIdentity: who a member token belongs to
  'member-key', // memberKeyOf: one member's key for per-member storage
  'use-credentials', // useCredentials: the signed-in credentials, live
  'use-sign-out', // useSignOut: what every "Sign out" runs
];

/**
 * The floors of the campaigns feature, lowest first (src/features/campaigns/README.md):
 * a sub-area imports only sub-areas of a lower floor, never one beside it. Every
 * folder of src/features/campaigns must stand on a floor, so a new one is placed
 * before it can import anything.
 */
export const CAMPAIGN_FLOORS = [
  ['api'], // the campaign queries
  ['model'], // the campaign domain: form model, codecs, equality, field registry
  ['write'], // plan → apply → verify → log, the one write path
  ['components'], // campaign UI more than one view renders
  ['bulk-edit', 'bulk-status'], // the dialogs a page hosts
  ['list', 'editor', 'activity'], // the pages the routes render
];

const FEATURES_DIR = fileURLToPath(new URL('../src/features/', import.meta.url));
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Feature names: the folders of src/features. */
export const featureNames = () => subfolders(FEATURES_DIR);

const CLIMB_MESSAGE =
  'Import through `@/` (src/) or `@contract/` instead of climbing two folders (eslint/import-zones.js).';
const FEATURE_MESSAGE =
  'A feature imports only src/components, src/lib, contract/, src/router-context and the ' +
  "auth feature's public files (eslint/import-zones.js): move what features share down to " +
  'components/ or lib/.';
const SHARED_MESSAGE =
  'src/components and src/lib import no feature: they sit below every feature.';
const CAMPAIGN_MESSAGE =
  'A campaign sub-area imports only the floors below its own: pages (list, editor, activity) → ' +
  'dialogs (bulk-edit, bulk-status) → components → write → model → api ' +
  '(src/features/campaigns/README.md): move what two of them share down.';

/** Two folders up or more; tests may still climb to server/ (they run the reference API). */
const climb = (test) => ({
  regex: test ? '^(?:\\.\\./){2,}(?!(?:\\.\\./)*server/)' : '^(?:\\.\\./){2}',
  message: CLIMB_MESSAGE,
});

/** What a file of `feature` may not import from src/: everything but its own and the shared layers. */
function featureGlobs(feature, test) {
  return {
    group: [
      '@/*',
      '!@/components',
      '!@/lib',
      '!@/router-context',
      ...(test ? ['!@/testing'] : []),
      '!@/features',
      '@/features/*',
      `!@/features/${feature}`,
      ...(feature === 'auth'
        ? []
        : [
            '!@/features/auth',
            '@/features/auth/*',
            ...AUTH_PUBLIC_API.map((name) => `!@/features/auth/${name}`),
          ]),
    ],
    message: FEATURE_MESSAGE,
  };
}

/** The campaign sub-areas on `area`'s floor and above it, but `area` itself. */
function campaignAbove(area) {
  const floor = CAMPAIGN_FLOORS.findIndex((areas) => areas.includes(area));
  return CAMPAIGN_FLOORS.slice(floor)
    .flat()
    .filter((name) => name !== area);
}

function campaignAreas() {
  const areas = subfolders(`${FEATURES_DIR}campaigns`);
  const unplaced = areas.filter((area) => !CAMPAIGN_FLOORS.flat().includes(area));
  if (unplaced.length > 0)
    throw new Error(
      `eslint/import-zones.js: put src/features/campaigns/${unplaced.join(', ')} on a floor of CAMPAIGN_FLOORS`,
    );
  return areas;
}

/**
 * Flat-config blocks of the zones. `base` is the src-wide pattern list (src/ never
 * imports server/) for non-test files: a file's last matching block sets the rule's
 * options, so every block repeats what applies to it. Tests may import server/ and
 * src/testing/. `import()` is held to the same patterns (local/restricted-import-expressions).
 */
export function importZones(base) {
  const blocks = [];
  /** One block for the sources at `files` and one for their tests. */
  const zone = (glob, patterns) => {
    const tests = glob.replace(/\.\{ts,tsx\}$/, '.test.{ts,tsx}');
    // src/testing/ is the tests' kit: it runs the reference API in-process.
    const ignores = ['src/testing/**'];
    blocks.push(
      {
        files: [glob],
        ignores: [...ignores, '**/*.test.ts', '**/*.test.tsx'],
        rules: rules([...base, climb(false), ...patterns(false)]),
      },
      { files: [tests], ignores, rules: rules([climb(true), ...patterns(true)]) },
    );
  };
  zone('src/**/*.{ts,tsx}', () => []);
  const noFeature = () => [{ group: ['**/features', '**/features/**'], message: SHARED_MESSAGE }];
  zone('src/components/**/*.{ts,tsx}', noFeature);
  zone('src/lib/**/*.{ts,tsx}', noFeature);
  const escape = (message, names) => ({ group: names.map((name) => `../${name}`), message });
  for (const feature of featureNames()) {
    zone(`src/features/${feature}/**/*.{ts,tsx}`, (test) => [featureGlobs(feature, test)]);
    // A feature's top files leave it with one climb.
    zone(`src/features/${feature}/*.{ts,tsx}`, (test) => [
      featureGlobs(feature, test),
      escape(FEATURE_MESSAGE, ['*']),
    ]);
  }
  for (const area of campaignAreas()) {
    const above = campaignAbove(area);
    const floors = {
      group: above.map((name) => `@/features/campaigns/${name}`),
      message: CAMPAIGN_MESSAGE,
    };
    zone(`src/features/campaigns/${area}/**/*.{ts,tsx}`, (test) => [
      featureGlobs('campaigns', test),
      floors,
    ]);
    // An area's top files reach a sibling area with one climb.
    zone(`src/features/campaigns/${area}/*.{ts,tsx}`, (test) => [
      featureGlobs('campaigns', test),
      floors,
      escape(CAMPAIGN_MESSAGE, above),
    ]);
  }
  return blocks;
}

function rules(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'local/restricted-import-expressions': ['error', { patterns }],
  };
}

/**
 * no-restricted-imports for `import('…')`: ESLint's rule checks import and export
 * declarations only, so this hands each literal import expression to that same rule
 * as a declaration without names, with the same options.
 */
const core = builtinRules.get('no-restricted-imports');
export const localRules = {
  rules: {
    'restricted-import-expressions': {
      meta: { ...core.meta, docs: { description: 'no-restricted-imports for import()' } },
      create(context) {
        const listeners = core.create(context);
        return {
          ImportExpression(node) {
            if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return;
            listeners.ImportDeclaration({ ...node, type: 'ImportDeclaration', specifiers: [] });
          },
        };
      },
    },
  },
};

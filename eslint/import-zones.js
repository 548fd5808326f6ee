// Import zones of the dashboard (bulletproof-react's feature boundaries), with
// ESLint's own no-restricted-imports: eslint-plugin-import is not a dependency.
// That rule matches the import string, not the file it resolves to, and imports
// here are relative, so a zone is one regex per folder depth of the importing
// file. The regexes are generated from the folders in src/features, which keeps
// a new feature or a deeper folder covered (docs/decisions/027).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

const FEATURES_DIR = fileURLToPath(new URL('../src/features/', import.meta.url));

function subfolders(dir) {
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
}

/** Feature names: the folders of src/features. */
export function featureNames() {
  return subfolders(FEATURES_DIR).map((entry) => entry.name);
}

/** How many folders deep the deepest file of a feature sits (1: its root folder). */
function depthOf(dir) {
  return 1 + Math.max(0, ...subfolders(dir).map((entry) => depthOf(`${dir}/${entry.name}`)));
}

const up = (levels) => `(?:\\.\\./){${levels}}(?!\\.\\./)`;
const file = (names) => `(?:${names.join('|')})(?:\\.tsx?)?$`;

/**
 * An import a file `depth` folders inside `feature` must not make: into another
 * feature (auth's public files aside), or above src/ anywhere but contract/ (and
 * server/, which the src-wide rule keeps for tests). What stays inside the feature
 * climbs fewer than `depth` levels and never matches.
 */
export function crossFeatureRegex(feature, depth, { test = false } = {}) {
  const inFeatures = `${feature}/|auth/${file(AUTH_PUBLIC_API)}`;
  const inSrc = [
    'components/',
    'lib/',
    `router-context${'(?:\\.ts)?$'}`,
    `features/(?:${inFeatures})`,
    ...(test ? ['testing/'] : []),
  ].join('|');
  return (
    `^(?:${up(depth)}(?!${inFeatures})` +
    `|${up(depth + 1)}(?!${inSrc})` +
    `|${up(depth + 2)}(?!contract/|server/)` +
    `|(?:\\.\\./){${depth + 3}})`
  );
}

const FEATURE_MESSAGE =
  'A feature imports only src/components, src/lib, contract/, src/router-context and the ' +
  "auth feature's public files (eslint/import-zones.js): move what features share down to " +
  'components/ or lib/.';
const SHARED_MESSAGE =
  'src/components and src/lib import no feature: they sit below every feature.';

/** The one pattern of the components and lib zone: any path through a features folder. */
export const NO_FEATURE_PATTERN = { regex: '(?:^|/)features(?:/|$)', message: SHARED_MESSAGE };

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

const CAMPAIGNS_DIR = `${FEATURES_DIR}campaigns`;

/**
 * An import a file `depth` folders inside the campaign sub-area `area` must not
 * make: into a sub-area on its own floor or a higher one.
 */
export function campaignSidewaysRegex(area, depth) {
  const floor = CAMPAIGN_FLOORS.findIndex((areas) => areas.includes(area));
  const above = CAMPAIGN_FLOORS.slice(floor)
    .flat()
    .filter((name) => name !== area);
  return `^${up(depth)}(?:${above.join('|')})(?:/|$)`;
}

const CAMPAIGN_MESSAGE =
  'A campaign sub-area imports only the floors below its own: pages (list, editor, activity) → ' +
  'dialogs (bulk-edit, bulk-status) → components → write → model → api ' +
  '(src/features/campaigns/README.md): move what two of them share down.';

function campaignAreas() {
  const areas = subfolders(CAMPAIGNS_DIR).map((entry) => entry.name);
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
 * options, so every zone repeats it. Tests may import server/ and src/testing/.
 * `import()` is matched too (no-restricted-syntax), as no-restricted-imports skips it.
 */
export function importZones(base) {
  const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
  const zone = (files, patterns, testPatterns = patterns) => [
    { files, ignores: TESTS, rules: rules([...base, ...[patterns].flat()]) },
    {
      files: files.map((f) => f.replace(/\.\{ts,tsx\}$/, '.test.{ts,tsx}')),
      rules: rules([testPatterns].flat()),
    },
  ];
  const blocks = [
    ...zone(['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'], NO_FEATURE_PATTERN),
  ];
  for (const feature of featureNames()) {
    const deepest = depthOf(`${FEATURES_DIR}${feature}`);
    for (let depth = 1; depth <= deepest; depth++) {
      const glob = `src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
      blocks.push(
        ...zone(
          [glob],
          { regex: crossFeatureRegex(feature, depth), message: FEATURE_MESSAGE },
          { regex: crossFeatureRegex(feature, depth, { test: true }), message: FEATURE_MESSAGE },
        ),
      );
    }
  }
  // Later blocks win: these repeat the feature zone and add the campaign floors.
  for (const area of campaignAreas()) {
    const deepest = depthOf(`${CAMPAIGNS_DIR}/${area}`);
    for (let depth = 1; depth <= deepest; depth++) {
      const glob = `src/features/campaigns/${area}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
      const sideways = { regex: campaignSidewaysRegex(area, depth), message: CAMPAIGN_MESSAGE };
      blocks.push(
        ...zone(
          [glob],
          [
            { regex: crossFeatureRegex('campaigns', depth + 1), message: FEATURE_MESSAGE },
            sideways,
          ],
          [
            {
              regex: crossFeatureRegex('campaigns', depth + 1, { test: true }),
              message: FEATURE_MESSAGE,
            },
            sideways,
          ],
        ),
      );
    }
  }
  return blocks;
}

function rules(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns
        .filter((p) => p.regex)
        .map((p) => ({
          selector: `ImportExpression[source.value=/${p.regex.replaceAll('/', '\\/')}/]`,
          message: p.message,
        })),
    ],
  };
}

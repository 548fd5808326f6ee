// Writes src/components/ui/tailwind-merge-config.ts: tailwind-merge's default
// configuration cut down to the class groups the dashboard's sources use, and in
// each group to the values they use (validators and arbitrary values stay), so cn()
// resolves conflicts exactly as twMerge does for our classes at a fraction of
// its weight (docs/decisions/055-tailwind-merge-subset-and-chromium-flags.md). Run after adding
// classes of a new kind: `npx tsx scripts/gen-tailwind-merge-config.ts`;
// src/components/ui/cn.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';
import { classTokens } from '../src/testing/class-tokens';

const root = fileURLToPath(new URL('..', import.meta.url));
const full = getDefaultConfig();
const stripVariants = (token: string) =>
  token.replace(/^(?:[a-z0-9@*-]+(?:-\[[^\]\s]+\])?:)*!?/, '');

/** Our class names that tailwind-merge knows (a known class given twice is kept once). */
export function knownTokens() {
  return classTokens(root).filter((token) => twMerge(`${token} ${token}`) === token);
}

function groupsUsed(tokens: string[]): string[] {
  const bases = [...new Set(tokens.map(stripVariants))];
  return Object.keys(full.classGroups).filter((group) => {
    const only = createTailwindMerge(() => ({
      ...full,
      cacheSize: 0,
      classGroups: { [group]: full.classGroups[group] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    return bases.some((base) => only(`${base} ${base}`) === base);
  });
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, fn]) => [fn, name]),
);
const themeKeys = new Set<string>();
function source(value: unknown): string {
  if (typeof value === 'function') {
    const fn = value as ((theme: object) => string[]) & { isThemeGetter?: boolean };
    if (fn.isThemeGetter) {
      const [key = ''] = fn(new Proxy({}, { get: (_, k) => [String(k)] }));
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`A function in the default config is not a validator: ${value}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map(source).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${source(v)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

type Definition = unknown;
const isThemeGetter = (value: unknown): value is ((theme: object) => unknown[]) & object =>
  typeof value === 'function' && 'isThemeGetter' in value && Boolean(value.isThemeGetter);

/**
 * A group's definitions with only the named values our classes use: a string is
 * the class `prefix-value` (`prefix` for ""), an object adds its key to the prefix,
 * a theme scale is written out in place (its named values pruned the same way),
 * a validator stays as it is (it matches values, not names).
 */
function prune(definitions: readonly Definition[], prefix: string, usedClasses: Set<string>) {
  const join = (part: string) => (part === '' ? prefix : prefix ? `${prefix}-${part}` : part);
  const kept: Definition[] = [];
  for (const definition of definitions) {
    if (typeof definition === 'string') {
      if (usedClasses.has(join(definition))) kept.push(definition);
    } else if (isThemeGetter(definition)) {
      kept.push(...prune(definition(full.theme), prefix, usedClasses));
    } else if (typeof definition === 'function') {
      kept.push(definition);
    } else if (definition && typeof definition === 'object') {
      const entries = Object.entries(definition)
        .map(
          ([key, values]) => [key, prune(values as Definition[], join(key), usedClasses)] as const,
        )
        .filter(([, values]) => values.length > 0);
      if (entries.length > 0) kept.push(Object.fromEntries(entries));
    }
  }
  return kept;
}

const tokens = knownTokens();
// The class as tailwind-merge looks it up: no variants, no `!`, no leading `-`, no `/…` modifier.
const usedClasses = new Set(
  tokens.flatMap((token) => {
    const base = stripVariants(token).replace(/^-/, '');
    return [base, base.replace(/\/[^/]*$/, '')];
  }),
);
const used = groupsUsed(tokens);
const keep = new Set(used);
const pick = (record: Record<string, readonly string[]>) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([group]) => keep.has(group))
      .map(([group, others]) => [group, others.filter((other) => keep.has(other))])
      .filter(([, others]) => others.length > 0),
  );
const classGroups = source(
  Object.fromEntries(used.map((g) => [g, prune(full.classGroups[g] ?? [], '', usedClasses)])),
);
const conflicts = source(pick(full.conflictingClassGroups));
const modifierConflicts = source(pick(full.conflictingClassGroupModifiers));
// Every scale was written out in its groups.
if (themeKeys.size > 0) throw new Error(`theme scales left: ${[...themeKeys].join(', ')}`);

const text = `// Generated by scripts/gen-tailwind-merge-config.ts from tailwind-merge's default
// configuration: only the ${used.length} class groups (of ${Object.keys(full.classGroups).length}) that src/ uses, each with
// the values src/ uses. Do not edit; regenerate. cn.test.ts checks that it merges
// every pair of our classes as twMerge does.
import { createTailwindMerge, validators as v } from 'tailwind-merge';

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: ${classGroups},
  conflictingClassGroups: ${conflicts},
  conflictingClassGroupModifiers: ${modifierConflicts},
  orderSensitiveModifiers: ${source(full.orderSensitiveModifiers)},
  postfixLookupClassGroups: ${source(full.postfixLookupClassGroups.filter((g) => keep.has(g)))},
}));
`;
writeFileSync(new URL('../src/components/ui/tailwind-merge-config.ts', import.meta.url), text);
console.log(`tailwind-merge-config.ts: ${used.length} class groups`);

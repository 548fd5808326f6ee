// The Tailwind class names written in the dashboard's sources: every word of every
// string literal in src/ (tests and test helpers left out) that reads like a class.
// Shared by the generator of cn()'s merge configuration and by its test.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    // The generated merge configuration lists class names it knows, not ones we use.
    if (entry.name === 'tailwind-merge-config.ts') return [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Variants (`dark:`, `sm:`, `aria-[…]:`), an optional `!` and `-`, then a utility:
// letters and dashes with numbers, fractions, opacities or one arbitrary `[…]` value.
const CLASS =
  /^(?:[a-z0-9@*-]+(?:-\[[^\]\s]+\])?:)*!?-?[a-z][a-z0-9-]*(?:\[[^\]\s]+\])?(?:\/[a-z0-9.[\]]+)?$/;

/** Sorted, without duplicates. */
export function classTokens(root: string): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of (match[2] ?? '').split(/\s+/)) if (CLASS.test(word)) tokens.add(word);
    }
  }
  return [...tokens].sort();
}

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { classTokens } from '@/testing/class-tokens';
import { cn } from './cn';
import { mergeClasses } from './tailwind-merge-config';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('cn', () => {
  it('keeps the later of two conflicting utilities, per group and per variant', () => {
    expect(cn('min-h-10 px-4 py-2 text-sm', 'min-h-8 px-3 py-1')).toBe('text-sm min-h-8 px-3 py-1');
    expect(cn('w-full', 'w-32')).toBe('w-32');
    expect(cn('bg-white dark:bg-slate-900', 'bg-slate-100 dark:bg-slate-800')).toBe(
      'bg-slate-100 dark:bg-slate-800',
    );
    // Another variant or another property is no conflict.
    expect(cn('bg-white', 'dark:bg-slate-800 hover:bg-slate-100')).toBe(
      'bg-white dark:bg-slate-800 hover:bg-slate-100',
    );
    expect(cn('px-3', 'pr-8')).toBe('px-3 pr-8');
    expect(cn('border border-slate-400', 'border-red-600')).toBe('border border-red-600');
    expect(cn('text-sm text-slate-900', 'text-red-700')).toBe('text-sm text-red-700');
  });

  it('takes conditional classes: falsy parts drop out, objects and arrays join', () => {
    const error = false;
    expect(cn('text-xs', error && 'text-red-700', undefined, null, '')).toBe('text-xs');
    expect(cn('text-xs', !error && 'text-slate-600')).toBe('text-xs text-slate-600');
    expect(cn({ 'opacity-50': true, hidden: false }, ['rounded', ['p-2']])).toBe(
      'opacity-50 rounded p-2',
    );
    // A condition that adds a conflicting class overrides the base.
    expect(cn('border-slate-400', { 'border-red-600': true })).toBe('border-red-600');
  });

  it('leaves classes it does not know alone', () => {
    expect(cn('custom-thing', 'p-2', 'another-thing')).toBe('custom-thing p-2 another-thing');
  });

  // The configuration is tailwind-merge's default cut to our class groups
  // (scripts/gen-tailwind-merge-config.ts). Every pair of the classes written in
  // src/ must merge exactly as the full configuration merges it; a class of a
  // kind new to the sources fails here until the configuration is generated again.
  it('merges every pair of the classes in src/ as the full tailwind-merge does', () => {
    const known = classTokens(root).filter((token) => twMerge(`${token} ${token}`) === token);
    expect(known.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const a of known) {
      for (const b of known) {
        const pair = `${a} ${b}`;
        if (mergeClasses(pair) !== twMerge(pair)) differences.push(pair);
        if (differences.length > 20) break;
      }
    }
    expect(
      differences,
      'run `npx tsx scripts/gen-tailwind-merge-config.ts` after adding classes of a new kind',
    ).toEqual([]);
  });
});

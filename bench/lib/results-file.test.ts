import { describe, expect, it } from 'vitest';
import { mergeSections, splitSections } from './results-file';

const FILE = `# Benchmarks

Intro.

## Reference API at scale

old api numbers

## Mixed load

old mixed numbers
`;

describe('results.md sections', () => {
  it('splits the header from the ## sections', () => {
    const { header, sections } = splitSections(FILE);
    expect(header).toBe('# Benchmarks\n\nIntro.');
    expect(sections.map((s) => s.title)).toEqual(['Reference API at scale', 'Mixed load']);
    expect(sections[1]?.markdown).toBe('## Mixed load\n\nold mixed numbers');
  });

  it('replaces a re-measured section in place and keeps the others', () => {
    const { sections } = splitSections(FILE);
    const merged = mergeSections(sections, [
      { title: 'Reference API at scale', markdown: '## Reference API at scale\n\nnew' },
      { title: 'Lighthouse', markdown: '## Lighthouse\n\nfirst' },
    ]);
    expect(merged.map((s) => s.markdown)).toEqual([
      '## Reference API at scale\n\nnew',
      '## Mixed load\n\nold mixed numbers',
      '## Lighthouse\n\nfirst',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { addWeights, bytesByPackage, decodeMappings, packageOf } from './package-weights';

describe('package weights from source maps', () => {
  it('decodes segments: generated column and source index, relative across segments and lines', () => {
    expect(decodeMappings('AAAA,GCAA;ADAA;;K')).toEqual([
      [
        { column: 0, source: 0 },
        { column: 3, source: 1 },
      ],
      [{ column: 0, source: 0 }],
      [],
      [{ column: 5, source: undefined }],
    ]);
  });

  it('names the package after the last node_modules/, or the app folder', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('/r/node_modules/@tanstack/react-router/dist/esm/link.js')).toBe(
      '@tanstack/react-router',
    );
    expect(packageOf('/r/node_modules/a/node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(packageOf('../../src/features/campaigns/list/campaign-table.tsx')).toBe(
      'src/features/campaigns',
    );
    expect(packageOf('../../src/components/ui/button.tsx')).toBe('src/components');
    expect(packageOf('../../src/main.tsx')).toBe('src (root files)');
    expect(packageOf('../../contract/campaigns.ts')).toBe('contract');
    expect(packageOf('\u0000rolldown/runtime.js')).toBe('(other)');
  });

  it('charges every byte of the output to one package, newlines and unmapped stretches included', () => {
    const code = 'aaabbb\ncc\nzz';
    const bytes = bytesByPackage(code, {
      sources: ['../node_modules/react-dom/index.js', '../src/features/reports/x.ts'],
      mappings: 'AAAA,GCAA;ADAA',
    });
    expect(Object.fromEntries(bytes)).toEqual({
      'react-dom': 3 + 3, // "aaa", then "cc\n"
      'src/features/reports': 4, // "bbb\n"
      '(unmapped)': 2, // "zz": no segment on the last line
    });
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code));
  });

  it('shares a file’s gzip size by raw bytes, summing across files', () => {
    const into = new Map<string, { raw: number; gzip: number }>();
    addWeights(
      into,
      new Map([
        ['react-dom', 300],
        ['zod', 100],
      ]),
      200,
    );
    addWeights(into, new Map([['zod', 50]]), 30);
    expect(Object.fromEntries(into)).toEqual({
      'react-dom': { raw: 300, gzip: 150 },
      zod: { raw: 150, gzip: 80 },
    });
  });
});

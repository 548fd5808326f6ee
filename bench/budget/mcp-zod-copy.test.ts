import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { mcpZodCopy } from '../../vite.config';

// Decision 060: the MCP console's zod is a copy of its own (the npm alias zod-for-mcp),
// so classic zod's schema kinds stay out of the zod core every other page loads.
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/mcp-zod/', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as never;

interface Chunk {
  type: string;
  moduleIds: string[];
}

/** A production build of one fixture entry with only the plugin under test. */
async function buildFixture(entry: string): Promise<Chunk[]> {
  const output = await build({
    configFile: false,
    root: fixture,
    logLevel: 'silent',
    plugins: [mcpZodCopy],
    build: { write: false, rolldownOptions: { input: `${fixture}${entry}` } },
  });
  return (Array.isArray(output) ? output : [output]).flatMap(
    (result) => (result as { output: Chunk[] }).output,
  );
}

const zodFiles = (chunks: Chunk[], entryModule: string, pkg: string) =>
  chunks
    .filter(
      (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith(entryModule)),
    )
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => id.includes(`/node_modules/${pkg}/`));

describe('the MCP console’s copy of zod', () => {
  it('is the same zod release as the dashboard’s', () => {
    const { dependencies } = readJson('package.json') as { dependencies: Record<string, string> };
    expect(dependencies['zod-for-mcp']).toBe(`npm:zod@${dependencies.zod}`);
    const installed = (name: string) =>
      (readJson(`node_modules/${name}/package.json`) as { version: string }).version;
    expect(installed('zod-for-mcp')).toBe(installed('zod'));
  });

  it('serves MCP code, while the dashboard’s zod/mini stays on the dashboard’s zod', async () => {
    const chunks = await buildFixture('entry.ts');
    const mcp = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith('tool-schema.ts')));
    const campaigns = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith('row-schema.ts')));
    expect(mcp.length).toBeGreaterThan(0);
    expect(campaigns.length).toBeGreaterThan(0);
    expect(zodFiles(chunks, 'tool-schema.ts', 'zod-for-mcp').length).toBeGreaterThan(0);
    expect(zodFiles(chunks, 'tool-schema.ts', 'zod')).toEqual([]);
    // The dashboard's module is on the dashboard's zod, and no classic zod is built at all.
    expect(zodFiles(chunks, 'row-schema.ts', 'zod').length).toBeGreaterThan(0);
    expect(zodFiles(chunks, 'row-schema.ts', 'zod-for-mcp')).toEqual([]);
    const all = chunks.flatMap((c) => c.moduleIds);
    expect(all.some((id) => id.includes('/node_modules/zod/v4/mini/'))).toBe(true);
    expect(all.filter((id) => id.includes('/node_modules/zod/v4/classic/'))).toEqual([]);
  });

  it('refuses classic zod in dashboard code, naming the file', async () => {
    await expect(buildFixture('entry-classic.ts')).rejects.toThrow(
      /classic-schema\.ts imports classic "zod": use zod\/mini outside the MCP console/,
    );
  });
});

import type { UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

// Issue 17 item 10: a production build emits no source maps unless asked.
const resolve = viteConfig as (env: { command: 'build'; mode: string }) => UserConfig;
const sourcemapOfBuild = () => resolve({ command: 'build', mode: 'production' }).build?.sourcemap;

const before = process.env.SOURCEMAP;
afterEach(() => {
  if (before === undefined) delete process.env.SOURCEMAP;
  else process.env.SOURCEMAP = before;
});

describe('vite.config.ts source maps', () => {
  it('emits none by default', () => {
    delete process.env.SOURCEMAP;
    expect(sourcemapOfBuild()).toBe(false);
  });

  it('emits them with SOURCEMAP=true', () => {
    process.env.SOURCEMAP = 'true';
    expect(sourcemapOfBuild()).toBe(true);
  });
});

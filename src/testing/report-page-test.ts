import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { createTestApp, type TestApp } from './reference-api';

/**
 * A report page test's lifecycle: the reference API in-process once per file, and
 * per test a clean localStorage (a report reopens on a key's last view) and US
 * number formats, undone after with any spies. Call at the top of the file.
 */
export function reportPageTest(): { readonly server: TestApp } {
  const ctx = {} as { server: TestApp };
  beforeAll(async () => {
    ctx.server = await createTestApp();
  });
  beforeEach(() => {
    localStorage.clear();
    setFormatLocale('en-US');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setFormatLocale(undefined);
    cleanup();
  });
  return ctx;
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { NOT_A_VALID_HOST } from '../session/http-refusal';
import { OriginStatusPanel } from './origin-status-panel';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
  vi.stubGlobal('fetch', t.mcpFetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  if (t.db.open) t.db.close();
});

describe('the origin status panel', () => {
  it('explains a 421 before connecting: not a valid MCP host, not "down"', async () => {
    await renderWithApp(<OriginStatusPanel origin="http://127.0.0.1:8788" />);
    const panel = screen.getByRole('region', { name: 'Origin status' });
    expect(await within(panel).findByText(NOT_A_VALID_HOST, { exact: false })).toBeVisible();
    expect(within(panel).queryByText(/down/)).toBeNull();
  });

  it('shows health and readiness of a customer MCP origin', async () => {
    await renderWithApp(<OriginStatusPanel origin={t.mcpOrigins.acme} />);
    const panel = screen.getByRole('region', { name: 'Origin status' });
    expect(await within(panel).findByText('ok (the server answers)')).toBeVisible();
    expect(within(panel).queryByText(NOT_A_VALID_HOST, { exact: false })).toBeNull();
  });

  it('tells an answer that is not 2xx from no answer at all', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }));
    await renderWithApp(<OriginStatusPanel origin="http://mcp.example" />);
    const panel = screen.getByRole('region', { name: 'Origin status' });
    expect(await within(panel).findByText('down (HTTP 500)')).toBeVisible();
  });
});

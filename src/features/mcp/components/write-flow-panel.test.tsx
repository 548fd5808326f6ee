// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { screen, waitFor, within } from '@testing-library/react';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { connect } from '../../../../server/mcp/oauth/testing/oauth-test-client';
import { renderWithApp } from '@/testing/render';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { testConsoleServices } from '@/testing/mcp-console-fakes';
import { ConsoleContext } from '../console-context';
import { openMcpSession, type McpSession } from '../session/mcp-session';
import type { McpConnection } from '../types';
import { WriteFlowPanel } from './write-flow-panel';

/** A JSON-RPC error answer to the request `id`: the server refused the call. */
const jsonRpcError = (id: unknown, code: number, message: string) =>
  Promise.resolve(
    new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const PREPARE = 'platform_prepare_campaign_status_change';
const APPLY = 'platform_apply_campaign_status_change';

interface SentCall {
  name: string;
  arguments: Record<string, unknown>;
}

let t: TestApp;
let session: McpSession;
let calls: SentCall[];
/** Replaces the answer of the next tools/call of this tool (a failure to inject). */
let failNext: { tool: string; answer: (id: unknown) => Promise<Response> } | undefined;

async function openSession(): Promise<McpSession> {
  const origin = t.mcpOrigins.acme;
  const target = { origin, fetch: t.mcpFetch };
  const { clientId, tokens } = await connect(target, { scope: 'platform:read platform:write' });
  const connection: McpConnection = {
    origin,
    resource: `${origin}/mcp`,
    mode: 'oauth',
    scopes: ['platform:read', 'platform:write'],
    clientId,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + tokens.expires_in * 1000,
    authorizationServer: {
      issuer: origin,
      tokenEndpoint: `${origin}/oauth/token`,
      revocationEndpoint: `${origin}/oauth/revoke`,
    },
  };
  // The real origin in-process; only tools/call bodies are looked at (and one failure injected).
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const message = body as { id?: unknown; method?: string; params?: SentCall } | undefined;
    if (message?.method === 'tools/call' && message.params) {
      calls.push(message.params);
      if (failNext?.tool === message.params.name) {
        const { answer } = failNext;
        failNext = undefined;
        return answer(message.id);
      }
    }
    return t.mcpFetch(input, init);
  };
  return openMcpSession({ connection, fetch, onConnectionChange: () => {} });
}

beforeEach(async () => {
  t = await createTestApp();
  calls = [];
  failNext = undefined;
  session = await openSession();
});

afterEach(async () => {
  await session.close();
});

function activeCampaigns(n: number): { cid: number; name: string }[] {
  return t.db
    .prepare('SELECT cid, name FROM campaigns WHERE uid = 1001 AND status = 1 ORDER BY cid LIMIT ?')
    .all(n) as { cid: number; name: string }[];
}

function statusOf(cid: number): number {
  const row = t.db.prepare('SELECT status FROM campaigns WHERE cid = ?').get(cid) as {
    status: number;
  };
  return row.status;
}

/** A status change through the REST API, as another tab of the dashboard would make it. */
async function restSetStatus(cids: number[], status: number) {
  const res = await t.fetch('http://api.test/api/v1/login/campaigns/update-status', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.tokens.demo}` },
    body: JSON.stringify({ ids: cids, status }),
  });
  expect(res.status).toBe(200);
}

async function renderPanel() {
  const tools = await session.listTools();
  const prepare = tools.find((tool) => tool.name === PREPARE) as Tool;
  const services = testConsoleServices({ session });
  const result = await renderWithApp(
    <ConsoleContext value={services}>
      <WriteFlowPanel session={session} prepareTool={prepare} applyTool={APPLY} />
    </ConsoleContext>,
    { context: { queryClient: services.queryClient } },
  );
  return { ...result, history: services.history, services };
}

async function prepare(
  user: Awaited<ReturnType<typeof renderWithApp>>['user'],
  args: { cids: number[]; status: string },
) {
  const jsonToggle = screen.queryByRole('button', { name: 'Edit as JSON' });
  if (jsonToggle) await user.click(jsonToggle);
  const editor = screen.getByLabelText('Arguments (JSON)');
  await user.clear(editor);
  // user.type would read { and [ as key descriptors; paste sends the text as is.
  await user.click(editor);
  await user.paste(JSON.stringify(args));
  await user.click(screen.getByRole('button', { name: 'Prepare change' }));
}

const applyCalls = () => calls.filter((call) => call.name === APPLY);

describe('WriteFlowPanel (prepare → diff → Confirm → apply → verification)', () => {
  it('applies exactly the prepared change with the unchanged fingerprint and a key, then verifies it', async () => {
    const { user, history } = await renderPanel();
    const [a, b] = activeCampaigns(2);
    if (!a || !b) throw new Error('the seed has fewer than two Active campaigns');
    await prepare(user, { cids: [a.cid, b.cid], status: 'paused' });

    const table = await screen.findByRole('table', { name: 'The exact change' });
    expect(within(table).getByRole('row', { name: new RegExp(`${a.cid}`) })).toHaveTextContent(
      'Active → Paused',
    );
    // Announced, not only drawn: a status line says what arrived.
    expect(screen.getByText('2 changes prepared')).toHaveAttribute('role', 'status');
    const prepared = calls.find((call) => call.name === PREPARE);
    expect(prepared?.arguments).toEqual({ cids: [a.cid, b.cid], status: 'paused' });
    expect(applyCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply change…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this change?' });
    expect(dialog).toHaveAccessibleDescription(
      `Pause 2 campaigns: ${a.cid} ${a.name} (Active → Paused), ${b.cid} ${b.name} (Active → Paused).`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Verified: every campaign is now Paused')).toBeInTheDocument();
    expect(statusOf(a.cid)).toBe(3);
    expect(statusOf(b.cid)).toBe(3);

    // The approval went back exactly as prepare gave it; the key follows the contract's rule.
    const prepareAnswer = history.getSnapshot().find((entry) => entry.name === PREPARE)
      ?.response as {
      structuredContent: { data: { approval: { fingerprint: string } } };
    };
    const [apply] = applyCalls();
    expect(applyCalls()).toHaveLength(1);
    expect(apply?.arguments).toEqual({
      cids: [a.cid, b.cid],
      status: 'paused',
      approval: prepareAnswer.structuredContent.data.approval.fingerprint,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/),
    });
    // The verification read named by the apply result ran after it.
    expect(calls.at(-1)).toEqual({
      name: 'platform_get_campaigns',
      arguments: { cids: [a.cid, b.cid] },
    });
  });

  it('Cancel sends nothing', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(applyCalls()).toHaveLength(0);
    expect(statusOf(a.cid)).toBe(1);
  });

  it('a 409 leads to "Reload state and prepare again", which prepares the same request anew', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    // Someone else changes the campaign between prepare and apply.
    await restSetStatus([a.cid], 2);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('(409)');
    expect(alert).toHaveTextContent('state_changed');
    expect(alert).toHaveTextContent('Nothing was changed.');
    expect(statusOf(a.cid)).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Reload state and prepare again' }));
    const table = await screen.findByRole('table', { name: 'The exact change' });
    await waitFor(() => expect(table).toHaveTextContent('Suspended → Paused'));
    const prepares = calls.filter((call) => call.name === PREPARE);
    expect(prepares).toHaveLength(2);
    expect(prepares[1]?.arguments).toEqual(prepares[0]?.arguments);
    expect(applyCalls()).toHaveLength(1);
  });

  it('after no answer, "Try again" resends the same intent with the same key; nothing is retried on its own', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    failNext = { tool: APPLY, answer: () => Promise.reject(new TypeError('Failed to fetch')) };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('No answer to the change');
    expect(applyCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Verified: every campaign is now Paused')).toBeInTheDocument();
    const [first, second] = applyCalls();
    expect(applyCalls()).toHaveLength(2);
    expect(second?.arguments.idempotencyKey).toBe(first?.arguments.idempotencyKey);
    expect(second?.arguments.approval).toBe(first?.arguments.approval);
  });

  it('a 429 on apply is never retried on its own: the wait is shown, then "Try again" keeps the key', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    failNext = {
      tool: APPLY,
      answer: async () =>
        new Response(JSON.stringify({ error: 'rate_limited', error_description: 'Slow down' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        }),
    };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests: waiting 1 s');
    expect(applyCalls()).toHaveLength(1);
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
    expect(applyCalls()).toHaveLength(1);
    await user.click(retry);

    expect(await screen.findByText('Verified: every campaign is now Paused')).toBeInTheDocument();
    const [first, second] = applyCalls();
    expect(second?.arguments.idempotencyKey).toBe(first?.arguments.idempotencyKey);
  });

  it('says "Nothing to change" when every campaign already has the status, and offers no apply', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'active' });
    expect(await screen.findByText('Nothing to change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply change…' })).toBeNull();
  });

  it('a JSON-RPC error on apply is an answer: the key is settled, no "Try again", and no claim that nothing changed', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    failNext = {
      tool: APPLY,
      answer: (id) => jsonRpcError(id, ErrorCode.InvalidParams, 'approval is not a string'),
    };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The change failed');
    expect(alert).toHaveTextContent('approval is not a string');
    // Invalid params may come after a tool ran (older SDKs' output check): not proof of nothing.
    expect(alert).toHaveTextContent('some campaigns may have changed');
    expect(alert).not.toHaveTextContent('Nothing was changed.');
    expect(alert).not.toHaveTextContent('No answer');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(statusOf(a.cid)).toBe(1);

    // Settled: the same change prepared and confirmed again is a new intent, with a new key.
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Verified: every campaign is now Paused')).toBeInTheDocument();
    const [first, second] = applyCalls();
    expect(second?.arguments.idempotencyKey).not.toBe(first?.arguments.idempotencyKey);
  });

  it('a request timeout (raised by the client) stays "no answer", retried with the same key', async () => {
    const { user } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    failNext = {
      tool: APPLY,
      answer: () => Promise.reject(new McpError(ErrorCode.RequestTimeout, 'Request timed out')),
    };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No answer to the change');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Verified: every campaign is now Paused')).toBeInTheDocument();
    const [first, second] = applyCalls();
    expect(second?.arguments.idempotencyKey).toBe(first?.arguments.idempotencyKey);
  });

  it('a 503 on apply is the flow\'s own "Try again" (same key), not the page\'s alert', async () => {
    const { user, services } = await renderPanel();
    const [a] = activeCampaigns(1);
    if (!a) throw new Error('no Active campaign');
    await prepare(user, { cids: [a.cid], status: 'paused' });
    await user.click(await screen.findByRole('button', { name: 'Apply change…' }));
    failNext = {
      tool: APPLY,
      answer: async () =>
        new Response(JSON.stringify({ error: 'unavailable', error_description: 'not ready' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        }),
    };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('HTTP 503');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(services.problems.get().problem).toBeUndefined();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Verified: every campaign is now Paused')).toBeInTheDocument();
    const [first, second] = applyCalls();
    expect(second?.arguments.idempotencyKey).toBe(first?.arguments.idempotencyKey);
  });
});

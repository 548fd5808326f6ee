// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderWithApp } from '@/testing/render';
import { memorySource } from '@/testing/mcp-console-fakes';
import {
  foreignConnection,
  foreignServer,
  type ForeignAnswers,
} from '@/testing/foreign-mcp-server';
import { createConsoleServices } from '../console-services';
import { openMcpSession, type McpSession } from '../session/mcp-session';
import { McpConsole } from './mcp-console';

const opened: McpSession[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const session of opened.splice(0)) await session.close();
});

/** The console connected to a server nobody here wrote, answering as `answers` say. */
async function renderConsole(answers: ForeignAnswers) {
  const fetch = foreignServer(answers);
  // The origin status reads /health and /ready with the global fetch.
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services = createConsoleServices({
    connections: memorySource(foreignConnection),
    queryClient,
    open: async (connection, onConnectionChange) => {
      const session = await openMcpSession({ connection, fetch, onConnectionChange });
      opened.push(session);
      return session;
    },
    revoke: async () => {},
  });
  return renderWithApp(<McpConsole services={services} />, {
    config: { mcpOrigin: foreignConnection.origin },
    context: { queryClient },
  });
}

const empty = { result: { resources: [], prompts: [] } };

describe('lists a foreign server would not give', () => {
  it('a tools/list answered by a JSON-RPC error says the tools could not be listed, not that there are none', async () => {
    await renderConsole({
      'tools/list': () => ({ error: { code: -32603, message: 'Tool index unavailable' } }),
      'resources/list': () => empty,
      'prompts/list': () => empty,
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Tools' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The tools could not be listed');
    expect(alert).toHaveTextContent('Tool index unavailable');
    expect(within(panel).queryByText('This connection may see no tools.')).toBeNull();
  });

  it('one tool the SDK cannot read does not hide the others: each readable tool is listed and can be opened', async () => {
    const { user } = await renderConsole({
      'tools/list': () => ({
        result: {
          tools: [
            { name: 'search', inputSchema: { type: 'object' } },
            // No "type": many servers leave it out of an object schema.
            { name: 'lookup', inputSchema: { properties: { query: { type: 'string' } } } },
            // An $id no URL can be made of: the SDK's output validator throws on it.
            {
              name: 'report',
              inputSchema: { type: 'object' },
              outputSchema: { type: 'object', $id: 'http://[bad' },
            },
            { name: 42 },
          ],
        },
      }),
      'resources/list': () => empty,
      'prompts/list': () => empty,
    });
    const list = await screen.findByRole('list', { name: 'Tools' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['searchchanges data', 'lookupchanges data', 'reportchanges data']);
    await user.click(within(list).getByRole('button', { name: /^lookup/ }));
    expect(await screen.findByRole('textbox', { name: 'query' })).toBeInTheDocument();
  });

  it('a tool listed twice is shown once, as first given, and opens its form', async () => {
    const tool = (description: string) => ({
      name: 'lookup',
      description,
      inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
    });
    const { user } = await renderConsole({
      'tools/list': () => ({
        result: { tools: [tool('First.'), tool('Second.'), { ...tool('Other.'), name: 'other' }] },
      }),
      'resources/list': () => empty,
      'prompts/list': () => empty,
    });
    const list = await screen.findByRole('list', { name: 'Tools' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'lookupchanges dataFirst.',
      'otherchanges dataOther.',
    ]);
    await user.click(buttons[0]!);
    expect(await screen.findByRole('textbox', { name: 'query' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it("a resources list the SDK refuses says the resources could not be listed, without its check's dump", async () => {
    await renderConsole({
      'tools/list': () => ({ result: { tools: [] } }),
      'resources/list': () => ({ result: { resources: [{ uri: 1 }] } }),
      'prompts/list': () => empty,
    });
    const alerts = await screen.findAllByText(/could not be listed/);
    const alert = alerts[0]!.closest('[role="alert"]')!;
    expect(alert).toHaveTextContent("The server's answer is not a valid MCP message.");
    expect(alert).not.toHaveTextContent('invalid_type');
  });
});

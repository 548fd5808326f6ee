// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { renderWithApp } from '@/testing/render';
import { testConsoleServices } from '@/testing/mcp-console-fakes';
import { ConsoleContext } from '../console-context';
import type { McpSession } from '../session/mcp-session';
import { ToolCallPanel } from './tool-call-panel';

// A server nobody here wrote may annotate nothing: such a tool may change data.
const tool: Tool = {
  name: 'toggle-thing',
  inputSchema: { type: 'object', properties: { on: { type: 'boolean' } } },
};

function fakeSession(sent: { name: string; args: Record<string, unknown>; readOnly?: boolean }[]) {
  const result: CallToolResult = { content: [{ type: 'text', text: 'toggled' }] };
  return {
    serverInfo: { name: 'fake', version: '1' },
    listTools: async () => [tool],
    listResources: async () => [],
    listPrompts: async () => [],
    callTool: async (name, args, options) => {
      sent.push({ name, args, readOnly: options?.readOnly });
      return result;
    },
    readResource: async () => ({ contents: [] }),
    getPrompt: async () => ({ messages: [] }),
    close: async () => {},
  } satisfies McpSession;
}

async function renderPanel(session: McpSession, shown: Tool = tool) {
  const services = testConsoleServices({ session });
  return renderWithApp(
    <ConsoleContext value={services}>
      <ToolCallPanel session={session} tool={shown} />
    </ConsoleContext>,
    { context: { queryClient: services.queryClient } },
  );
}

describe('ToolCallPanel for a tool that does not say it is read-only', () => {
  it('asks first; Cancel sends nothing, Confirm sends the shown arguments once', async () => {
    const sent: { name: string; args: Record<string, unknown>; readOnly?: boolean }[] = [];
    const { user } = await renderPanel(fakeSession(sent));
    await user.click(screen.getByRole('button', { name: 'Call tool' }));

    let dialog = await screen.findByRole('dialog', { name: 'Call toggle-thing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    dialog = await screen.findByRole('dialog', { name: 'Call toggle-thing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('toggled')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'toggle-thing', readOnly: false });
  });
});

// A read-only list tool: the status line announces each answer, "Next page" keeps focus.
const listTool: Tool = {
  name: 'list-things',
  annotations: { readOnlyHint: true },
  inputSchema: { type: 'object', properties: { offset: { type: 'integer' } } },
};

function pagedSession(offsets: number[]): McpSession {
  const page = (offset: number): CallToolResult => {
    const complete = offset >= 5;
    const data = {
      things: [offset],
      sourcePagination: {
        complete,
        total: 7,
        offset,
        limit: 5,
        returned: complete ? 2 : 5,
        nextOffset: complete ? null : offset + 5,
      },
    };
    return {
      content: [{ type: 'text', text: `things from ${offset}` }],
      structuredContent: { status: 'success', data },
    };
  };
  return {
    ...fakeSession([]),
    callTool: async (_name, args) => {
      const offset = typeof args.offset === 'number' ? args.offset : 0;
      offsets.push(offset);
      return page(offset);
    },
  };
}

describe('ToolCallPanel results for screen readers', () => {
  it('announces a result and the next page; "Next page" keeps focus on the last page', async () => {
    const offsets: number[] = [];
    const { user } = await renderPanel(pagedSession(offsets), listTool);
    const status = screen
      .getAllByRole('status')
      .find((element) => element.classList.contains('sr-only'));
    if (!status) throw new Error('no status line');
    expect(status).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    await waitFor(() => expect(status).toHaveTextContent('Result received'));
    expect(screen.getByText('things from 0')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await waitFor(() => expect(status).toHaveTextContent('Next page received, from offset 5'));
    expect(offsets).toEqual([0, 5]);
    // The last page: unavailable, but still holding focus (not dropped to the body).
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });
});

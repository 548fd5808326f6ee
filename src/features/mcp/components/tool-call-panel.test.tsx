// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { renderWithApp } from '../../../testing/render';
import { ConsoleContext, type ConsoleServices } from '../console-context';
import { createConsoleController } from '../console-controller';
import type { ConsoleSession } from '../console-session';
import { createHistoryStore } from '../schema-form/history-store';
import { createIntentKeys } from '../session/idempotency';
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
  } satisfies ConsoleSession;
}

async function renderPanel(session: ConsoleSession) {
  const history = createHistoryStore();
  const services: ConsoleServices = {
    history,
    intentKeys: createIntentKeys(),
    controller: createConsoleController({
      connections: { get: () => null, set: () => {}, subscribe: () => () => {} },
      open: async () => session,
      history,
    }),
  };
  return renderWithApp(
    <ConsoleContext value={services}>
      <ToolCallPanel session={session} tool={tool} />
    </ConsoleContext>,
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

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { renderWithApp } from '@/testing/render';
import { testConsoleServices } from '@/testing/mcp-console-fakes';
import { ConsoleContext } from '../console-context';
import type { McpSession } from '../session/mcp-session';
import { ToolsPanel } from './tools-panel';

const objectOf = (...names: string[]) => ({
  type: 'object' as const,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
});

// A prepare/apply pair of a server nobody here wrote: not a status change.
const tools: Tool[] = [
  {
    name: 'docs_prepare_upload',
    annotations: { readOnlyHint: true },
    inputSchema: objectOf('file'),
  },
  { name: 'docs_apply_upload', inputSchema: objectOf('file', 'approval') },
  {
    name: 'platform_prepare_campaign_status_change',
    annotations: { readOnlyHint: true },
    inputSchema: objectOf('cids', 'status'),
  },
  {
    name: 'platform_apply_campaign_status_change',
    inputSchema: objectOf('cids', 'status', 'approval', 'idempotencyKey'),
  },
];

function fakeSession(sent: { name: string; args: Record<string, unknown> }[]): McpSession {
  const result: CallToolResult = { content: [{ type: 'text', text: 'uploaded' }] };
  return {
    serverInfo: { name: 'fake', version: '1' },
    listTools: async () => tools,
    listResources: async () => [],
    listPrompts: async () => [],
    callTool: async (name, args) => {
      sent.push({ name, args });
      return result;
    },
    readResource: async () => ({ contents: [] }),
    getPrompt: async () => ({ messages: [] }),
    close: async () => {},
  };
}

async function renderPanel(session: McpSession) {
  const services = testConsoleServices({ session });
  return renderWithApp(
    <ConsoleContext value={services}>
      <ToolsPanel session={session} tools={tools} />
    </ConsoleContext>,
    { context: { queryClient: services.queryClient } },
  );
}

const pick = (name: string) =>
  within(screen.getByRole('list', { name: 'Tools' })).getByRole('button', {
    name: (accessibleName) => accessibleName.startsWith(name),
  });

describe('ToolsPanel and prepare/apply pairs', () => {
  it('a pair the console cannot read is two ordinary tools: the apply half is sent after the generic confirmation', async () => {
    const sent: { name: string; args: Record<string, unknown> }[] = [];
    const { user } = await renderPanel(fakeSession(sent));

    await user.click(pick('docs_apply_upload'));
    const detail = screen.getByRole('region', { name: 'Tool docs_apply_upload' });
    expect(detail).not.toHaveTextContent('Prepare a change');
    // The form loads as the tools are listed.
    await user.click(await within(detail).findByRole('button', { name: 'Call tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call docs_apply_upload?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('uploaded')).toBeInTheDocument();
    expect(sent.map((call) => call.name)).toEqual(['docs_apply_upload']);
  });

  it('the status-change pair keeps the write flow', async () => {
    const { user } = await renderPanel(fakeSession([]));
    await user.click(pick('platform_apply_campaign_status_change'));
    expect(
      screen.getByRole('button', {
        name: 'Prepare a change with platform_prepare_campaign_status_change',
      }),
    ).toBeInTheDocument();
    await user.click(pick('platform_prepare_campaign_status_change'));
    expect(await screen.findByRole('button', { name: 'Prepare change' })).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { renderWithApp } from '@/testing/render';
import { testConsoleServices } from '@/testing/mcp-console-fakes';
import {
  foreignConnection,
  foreignServer,
  type ForeignAnswers,
} from '@/testing/foreign-mcp-server';
import { ConsoleContext } from '../console-context';
import { openMcpSession, type McpSession } from '../session/mcp-session';
import { ToolCallPanel } from './tool-call-panel';

// A tool of a server nobody here wrote: it declares an output schema, then answers otherwise.
const tool = {
  name: 'send_invoice',
  inputSchema: { type: 'object' },
  outputSchema: {
    type: 'object',
    properties: { invoiceId: { type: 'number' } },
    required: ['invoiceId'],
  },
} satisfies Tool;

let session: McpSession | undefined;
afterEach(async () => {
  await session?.close();
});

async function renderTool(
  structuredContent: unknown,
  content: unknown[] = [{ type: 'text', text: 'Invoice INV-7 sent' }],
  answer: ForeignAnswers['tools/call'] = () => ({ result: { content, structuredContent } }),
) {
  const fetch = foreignServer({
    'tools/list': () => ({ result: { tools: [tool] } }),
    'tools/call': answer,
  });
  session = await openMcpSession({ connection: foreignConnection, fetch, onConnectionChange() {} });
  await session.listTools();
  const services = testConsoleServices({ session });
  const view = await renderWithApp(
    <ConsoleContext value={services}>
      <ToolCallPanel session={session} tool={tool} />
    </ConsoleContext>,
    { context: { queryClient: services.queryClient } },
  );
  await view.user.click(screen.getByRole('button', { name: 'Call tool' }));
  const dialog = await screen.findByRole('dialog', { name: 'Call send_invoice?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return view;
}

describe('a tool result that does not match the tool’s output schema', () => {
  it('is shown as the answer it is, with the mismatch named, not as a failed call', async () => {
    await renderTool({ invoiceId: 'INV-7' });
    const result = await screen.findByRole('region', { name: 'Tool result' });
    expect(within(result).getByText('The tool call succeeded.')).toBeInTheDocument();
    expect(within(result).getByText('Invoice INV-7 sent')).toBeInTheDocument();
    expect(screen.queryByText('send_invoice failed')).toBeNull();
    const note = await screen.findByText(/does not match the tool’s output schema/);
    expect(note.closest('[role="status"]')).toHaveTextContent('/invoiceId');
  });

  it('says so when structured content is missing', async () => {
    await renderTool(undefined);
    expect(await screen.findByText('Invoice INV-7 sent')).toBeInTheDocument();
    expect(
      screen.getByText(/gave no structured content/).closest('[role="status"]'),
    ).not.toBeNull();
  });
});

describe('a tool result with content items the SDK’s schema refuses', () => {
  it('is shown item by item, not as a failed call', async () => {
    await renderTool({ invoiceId: 7 }, [
      { type: 'text', text: 'Invoice INV-7 sent' },
      // No data, and a type no registry knows.
      { type: 'image', mimeType: 'image/x-scan' },
      // No name.
      { type: 'resource_link', uri: 'https://billing.example/inv/7' },
      { type: 'audio', mimeType: 42, data: 'AAAA' },
      null,
    ]);
    const result = await screen.findByRole('region', { name: 'Tool result' });
    expect(within(result).getByText('The tool call succeeded.')).toBeInTheDocument();
    const items = within(within(result).getByRole('region', { name: 'Result content' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'TextInvoice INV-7 sent',
      'Imageimage/x-scan',
      'Resource linkhttps://billing.example/inv/7',
      'Audio42, 3 B',
      'Unrecognized contentnull',
    ]);
    expect(screen.queryByText('send_invoice failed')).toBeNull();
  });
});

describe('an error answer that is no JSON-RPC error', () => {
  it('says the answer is no valid MCP message, not the check that refused it', async () => {
    await renderTool(undefined, [], () => ({ error: { code: 'E42', message: 5 } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('send_invoice failed');
    expect(alert).toHaveTextContent("The server's answer is not a valid MCP message.");
    expect(alert).not.toHaveTextContent('invalid_union');
  });
});

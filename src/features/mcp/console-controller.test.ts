import { describe, expect, it, vi } from 'vitest';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { createConsoleController } from './console-controller';
import type { ConsoleSession } from './console-session';
import { createHistoryStore } from './schema-form/history-store';
import { McpHttpFailure, type McpConnection } from './types';
import { memorySource } from '../../testing/mcp-console-fakes';

const connection: McpConnection = {
  origin: 'http://mcp.test',
  resource: 'http://mcp.test/mcp',
  mode: 'none',
  scopes: [],
};

const source = memorySource;

const tool: Tool = { name: 'echo', inputSchema: { type: 'object' } };

/** A session whose lists answer what `lists` says next (a 503, say). */
function fakeSession(lists: { next?: () => Promise<never> }) {
  const session = {
    serverInfo: { name: 'fake', version: '1' },
    listTools: vi.fn(() => (lists.next ? lists.next() : Promise.resolve([tool]))),
    listResources: () => (lists.next ? lists.next() : Promise.resolve([])),
    listPrompts: () => (lists.next ? lists.next() : Promise.resolve([])),
    callTool: vi.fn(async () => ({ content: [] })),
    readResource: async () => ({ contents: [] }),
    getPrompt: async () => ({ messages: [] }),
    close: vi.fn(async () => {}),
  } satisfies ConsoleSession;
  return session;
}

function setup(open: () => Promise<ConsoleSession>) {
  const connections = source(connection);
  const openSpy = vi.fn(open);
  const controller = createConsoleController({
    connections,
    history: createHistoryStore(),
    open: openSpy,
  });
  const detach = controller.attach();
  return { controller, connections, open: openSpy, detach };
}

const unavailable = () =>
  new McpHttpFailure(503, 'unavailable', 'The MCP endpoint is not ready', {
    description: 'storage not ready',
  });
const rateLimited = () =>
  new McpHttpFailure(429, 'rate', 'Too many requests', { retryAfterSeconds: 2 });

describe('console controller: "Try again"', () => {
  it('after a 503 with the session open, reads the lists again in the same session (nothing leaks, nothing is reopened)', async () => {
    const lists: { next?: () => Promise<never> } = {};
    const session = fakeSession(lists);
    const { controller, open } = setup(async () => session);
    await vi.waitFor(() => expect(controller.getSnapshot().tools).toEqual([tool]));

    lists.next = () => Promise.reject(unavailable());
    await controller.refreshLists();
    expect(controller.getSnapshot().problem?.kind).toBe('unavailable');

    lists.next = undefined;
    controller.retry();
    expect(controller.getSnapshot().problem).toBeUndefined();
    await vi.waitFor(() => expect(session.listTools).toHaveBeenCalledTimes(3));
    expect(open).toHaveBeenCalledTimes(1);
    expect(session.close).not.toHaveBeenCalled();
    expect(controller.getSnapshot().session).toBe(session);
    expect(controller.getSnapshot().phase).toBe('open');
  });

  it('after a failed open, opens a new session for the same connection', async () => {
    const session = fakeSession({});
    let fail = true;
    const { controller, open } = setup(async () => {
      if (fail) throw unavailable();
      return session;
    });
    await vi.waitFor(() => expect(controller.getSnapshot().phase).toBe('failed'));
    fail = false;
    controller.retry();
    await vi.waitFor(() => expect(controller.getSnapshot().phase).toBe('open'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().session).toBe(session);
  });
});

describe('console controller: refusals', () => {
  it('each refusal is a new problem, so a second 429 starts a fresh wait', async () => {
    const session = fakeSession({});
    const { controller } = setup(async () => session);
    await vi.waitFor(() => expect(controller.getSnapshot().phase).toBe('open'));
    const before = controller.getSnapshot().problemCount;

    const call = () =>
      controller.record('tool', 'echo', {}, () => Promise.reject(rateLimited())).catch(() => {});
    await call();
    const first = controller.getSnapshot();
    expect(first.problem?.kind).toBe('rate');
    expect(first.problemCount).toBe(before + 1);

    await call();
    const second = controller.getSnapshot();
    expect(second.problem).not.toBe(first.problem);
    expect(second.problemCount).toBe(before + 2);
  });

  it('a refusal the caller shows itself does not reach the page', async () => {
    const session = fakeSession({});
    const { controller } = setup(async () => session);
    await vi.waitFor(() => expect(controller.getSnapshot().phase).toBe('open'));
    await controller
      .record('tool', 'echo', {}, () => Promise.reject(unavailable()), { handled: () => true })
      .catch(() => {});
    expect(controller.getSnapshot().problem).toBeUndefined();
  });
});

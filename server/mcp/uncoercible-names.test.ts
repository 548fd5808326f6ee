import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/**
 * A name or URI that is a JSON object whose toString/valueOf are not functions
 * cannot be converted to a string: String() of it throws. The step-up check
 * once did exactly that on whatever the client sent, before any schema, so
 * these messages were logged 500s. Whatever the shape, the answer is the
 * client's mistake (4xx, a JSON-RPC error or 202), never a 500.
 */
const MESSAGES = {
  'tools/call notification': {
    jsonrpc: '2.0',
    method: 'tools/call',
    params: { name: { toString: null } },
  },
  'tools/call without jsonrpc': { id: 1, method: 'tools/call', params: { name: { toString: 1 } } },
  'tools/call request': {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: { toString: null } },
  },
  'resources/read with jsonrpc 1.0': {
    jsonrpc: '1.0',
    id: 1,
    method: 'resources/read',
    params: { uri: { toString: null } },
  },
  'prompts/get notification': {
    jsonrpc: '2.0',
    method: 'prompts/get',
    params: { name: { valueOf: null, toString: null } },
  },
};

describe('POST /mcp with a name or URI that String() cannot convert', () => {
  it('answers each without a 500 and logs no error', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ mcp: { allowDirectJwt: true }, log: (l) => lines.push(l) });
    for (const [name, message] of Object.entries(MESSAGES)) {
      const res = await t.mcpFetch(`${t.mcpOrigins.acme}/mcp`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${t.tokens.demo}`,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(message),
      });
      const text = await res.text();
      expect(res.status, `${name}: ${text}`).toBeLessThan(500);
    }
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
  });
});

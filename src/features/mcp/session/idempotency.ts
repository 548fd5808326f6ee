import { isJsonObject } from '../results/json-text';

/**
 * The contract's rule for writes: one idempotency key per intent, reused only
 * when retrying that same intent. An intent is what the user confirmed: tool
 * name, arguments (without the key itself) and approval. Compared by a stable
 * JSON text, so key order does not make two equal intents differ.
 */

const KEY_FIELD = 'idempotencyKey';

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function withoutKey(value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const { [KEY_FIELD]: _key, ...rest } = value;
  return rest;
}

/** The intent's identity: the key never takes part, at the top or in `arguments`. */
export function intentOf(intent: unknown): string {
  const outer = withoutKey(intent);
  if (isJsonObject(outer) && 'arguments' in outer)
    return stableJson({ ...outer, arguments: withoutKey(outer.arguments) });
  return stableJson(outer);
}

export interface IntentKeys {
  /** The key of this intent: the same one until the intent is settled. */
  keyFor(intent: unknown): string;
  /** After a definitive answer (success, or a refusal a retry cannot change): the next equal intent is a new one. */
  settle(intent: unknown): void;
  /** Forgets every open intent (another member signed in). */
  clear(): void;
}

export function createIntentKeys(): IntentKeys {
  const open = new Map<string, string>();
  return {
    keyFor(intent) {
      const id = intentOf(intent);
      // 16 to 128 characters of [A-Za-z0-9_-] (contract/mcp.ts IdempotencyKeySchema).
      const key = open.get(id) ?? `adpanel-${crypto.randomUUID()}`;
      open.set(id, key);
      return key;
    },
    settle(intent) {
      open.delete(intentOf(intent));
    },
    clear: () => open.clear(),
  };
}

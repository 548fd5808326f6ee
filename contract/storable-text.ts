import type { FieldErrors } from './common';

/**
 * The one rule for every string a client hands the reference API, wherever it
 * sits (docs/decisions/033-reference-api-limits.md): it is well-formed UTF-16,
 * with no lone surrogate. `JSON.stringify` writes a lone half as `\ud83d`,
 * which strict JSON readers refuse, and SQLite's UTF-8 columns turn it into
 * U+FFFD, so a kept one reads back differently in different places. Refused,
 * never repaired: changing what someone sent is not this service's to do.
 *
 * Used by the campaign rules (`ruleStorableText`: the PUT body and the
 * editor, unknown keys and nested values included) and by the MCP tools'
 * argument check (`server/mcp/tools/define-tool.ts`).
 */

// A UTF-16 half without its partner (half of an emoji cut in two).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_TEXT_MESSAGE =
  'Contains a broken character that cannot be stored (half of an emoji: a lone UTF-16 surrogate)';
export const BROKEN_KEY_MESSAGE =
  'Has a field name with a broken character that cannot be stored (half of an emoji: a lone UTF-16 surrogate)';

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * Client text quoted back in an error message ("Unknown tool: …"), never
 * anything stored: each lone half becomes U+FFFD, so the refusal itself is
 * strict JSON.
 */
export function quotable(text: string): string {
  return text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** Paths reported at most: one is enough to find the value, and the answer stays small. */
export const MAX_BROKEN_PATHS = 20;

// A path as a chain to its parent: a step costs O(1) however deep the value nests.
type PathStep = { key: string; parent: PathStep } | undefined;

function pathText(step: PathStep): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.length ? keys.reverse().join('.') : '_';
}

/**
 * Every string of `value` with a lone surrogate, as field errors keyed by
 * path: keys and array indexes joined with dots, as zod issue paths are
 * (`website`, `x_meta.nested.key`, `shedule.0.x`; `_` for `value` itself).
 * A broken *key* is reported on the object holding it (its own name would put
 * the broken character into the error body), and what is under it is not
 * walked. Iterative and linear in the size of `value`, so no nesting can
 * overflow the stack or cost more than reading it; stops at MAX_BROKEN_PATHS.
 * {} when all is well.
 */
export function brokenTextErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  let paths = 0;
  const add = (step: PathStep, message: string) => {
    const path = pathText(step);
    const list = errors[path];
    if (!list) {
      errors[path] = [message];
      paths += 1;
    } else if (!list.includes(message)) list.push(message);
  };
  // Children go on in reverse, so the errors come out in document order.
  const stack: [unknown, PathStep][] = [[value, undefined]];
  while (stack.length > 0 && paths < MAX_BROKEN_PATHS) {
    const [node, step] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasLoneSurrogate(node)) add(step, BROKEN_TEXT_MESSAGE);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const children: [unknown, PathStep][] = [];
    for (const [key, child] of Object.entries(node)) {
      if (hasLoneSurrogate(key)) add(step, BROKEN_KEY_MESSAGE);
      else children.push([child, { key, parent: step }]);
    }
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return errors;
}

/**
 * JSON for people: pretty, and never throwing on what a server or a user
 * handed us (cycles, BigInt, undefined).
 */
export function toJsonText(value: unknown, indent = 2): string {
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(
      value,
      (_key, v: unknown) => {
        if (typeof v === 'bigint') return v.toString();
        if (typeof v === 'object' && v !== null) {
          if (seen.has(v)) return '[Circular]';
          seen.add(v);
        }
        return v;
      },
      indent,
    );
    return text ?? String(value);
  } catch {
    // A structure nested past the stack (JSON.parse takes deeper than stringify gives
    // back): "[object Object]" would read like the server's answer.
    return typeof value === 'object' && value !== null
      ? '(nested too deeply to be shown as text)'
      : String(value);
  }
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

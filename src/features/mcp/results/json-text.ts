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
    return String(value);
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

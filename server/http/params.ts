import type { FieldErrors } from '../../contract/common';

/**
 * Query-string readers that collect field errors instead of throwing at the
 * first one, so a 422 names every bad parameter at once. An empty value counts
 * as absent: forms often send "?status=".
 */
export class ParamReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly get: (name: string) => string | undefined) {}

  fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }

  text(name: string): string | undefined {
    const value = this.get(name);
    return value === undefined || value.trim() === '' ? undefined : value;
  }

  int(name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const raw = this.text(name);
    if (raw === undefined) return undefined;
    const trimmed = raw.trim();
    if (!/^-?\d+$/.test(trimmed)) return this.fail(name, `${name} must be a whole number`);
    const n = Number(trimmed);
    if (n < min || n > max) {
      const range =
        max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
      return this.fail(name, `${name} must be ${range}`);
    }
    return n;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const raw = this.text(name);
    if (raw === undefined) return undefined;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    return this.fail(name, `${name} must be one of: ${allowed.join(', ')}`);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An RFC 3339 date-time as the value of <input type="datetime-local">, in the
 * browser's time zone (the input has none); undefined when it is not one.
 */
export function isoToLocalInput(iso: string): string | undefined {
  if (!RFC3339.test(iso)) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  const ms = d.getMilliseconds();
  const base =
    `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return ms ? `${base}.${pad(ms, 3)}` : base;
}

/** The local date and time of the input as an RFC 3339 instant in UTC; undefined when unreadable. */
export function localInputToIso(local: string): string | undefined {
  if (!LOCAL.test(local)) return undefined;
  // A date-time without an offset is read in local time (ECMAScript Date.parse).
  const d = new Date(local);
  if (Number.isNaN(d.getTime())) return undefined;
  return d.toISOString().replace('.000Z', 'Z');
}

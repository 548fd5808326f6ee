/**
 * Redirect URIs of public clients (contract: "exact registered HTTPS URI;
 * HTTP only for localhost/loopback"). They are compared as strings, exactly:
 * no normalisation and no loopback port leniency, so what the user consents
 * to is what the code is sent to.
 */

/** Why a redirect URI cannot be registered, or null when it can. */
export function redirectUriProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${raw} is not an absolute URL`;
  }
  // A URI is ASCII (RFC 3986), other characters travel percent-encoded; the text is
  // sent back as written in a Location header, which cannot carry anything else.
  if (!/^[\x21-\x7e]+$/.test(raw))
    return `${JSON.stringify(raw)} has a space, a control or a non-ASCII character: percent-encode it`;
  // Checked on the raw text: new URL() drops an empty fragment ("…/cb#").
  if (raw.includes('#')) return `${raw} has a fragment`;
  if (url.username || url.password) return `${raw} carries credentials`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:')
    return isLoopbackHost(url.hostname)
      ? null
      : `${raw} uses http: on a host that is not loopback: use https:`;
  return `${raw} uses ${url.protocol} (only https:, or http: on loopback, are allowed)`;
}

/** localhost, *.localhost, 127.0.0.0/8 and [::1] (RFC 8252 §7.3, RFC 6761 §6.3). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * The registered URI with our parameters appended. Its own query is kept
 * byte for byte (RFC 6749 §3.1.2: it "MUST be retained when adding
 * additional query parameters"); fragments were refused at registration.
 */
export function redirectTo(registered: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null) query.set(name, value);
  const separator = !registered.includes('?') ? '?' : /[?&]$/.test(registered) ? '' : '&';
  return `${registered}${separator}${query.toString()}`;
}

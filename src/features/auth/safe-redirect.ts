const PLACEHOLDER_ORIGIN = 'http://adpanel.invalid';

/**
 * Accepts only a path of this app ("/campaigns?page=2"), so the sign-in page
 * cannot be turned into an open redirect ("//evil.example", "https://…",
 * "javascript:…"). The sign-in page itself is refused to avoid a loop.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/sign-in/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * A small OAuth client for tests of the MCP origin: every step over HTTP, with
 * any fetch (the in-process `mcpFetch` of createTestApp, or the real fetch
 * against a running server). No test framework inside: steps throw Errors.
 */
export interface OAuthTarget {
  /** The customer MCP origin, e.g. http://localhost:8788. */
  origin: string;
  fetch: typeof fetch;
}

export const TEST_REDIRECT_URI = 'http://127.0.0.1:33418/callback';

export function resourceOf(target: OAuthTarget): string {
  return `${target.origin}/mcp`;
}

/** A PKCE verifier (43 base64url characters) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function registerClient(
  target: OAuthTarget,
  metadata: Record<string, unknown> = {},
): Promise<{ clientId: string; redirectUri: string; body: Record<string, unknown> }> {
  const res = await target.fetch(`${target.origin}/oauth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Test client',
      redirect_uris: [TEST_REDIRECT_URI],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...metadata,
    }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 201)
    throw new Error(`registration refused: ${res.status} ${JSON.stringify(body)}`);
  const uris = body.redirect_uris as string[];
  return { clientId: String(body.client_id), redirectUri: uris[0] ?? '', body };
}

export interface AuthorizeParams {
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  /** Space-separated; omitted means the server's default (platform:read). */
  scope?: string;
  state?: string;
  /** Defaults to origin + /mcp; null leaves it out. */
  resource?: string | null;
  /** Replaces or removes (null) any parameter, for tests of refusals. */
  extra?: Record<string, string | null>;
}

export function authorizeUrl(target: OAuthTarget, params: AuthorizeParams): string {
  const query: Record<string, string | null | undefined> = {
    response_type: 'code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
    scope: params.scope,
    state: params.state,
    resource: params.resource === undefined ? resourceOf(target) : params.resource,
    ...params.extra,
  };
  const url = new URL(`${target.origin}/oauth/authorize`);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) url.searchParams.set(name, value);
  return url.toString();
}

/** The attributes of every <input> of a page, whatever their order and layout. */
export function inputsOf(html: string): Record<string, string>[] {
  return [...html.matchAll(/<input\b([^>]*)>/g)].map(([, attributes = '']) => {
    const found: Record<string, string> = {};
    for (const [, name = '', , value = ''] of attributes.matchAll(/([\w-]+)(="([^"]*)")?/g))
      found[name] = value;
    return found;
  });
}

/** The hidden fields of the consent form, read from its HTML. */
export function consentFormFields(html: string): { requestId: string; csrf: string } {
  const field = (name: string) => {
    const value = inputsOf(html).find((input) => input.name === name)?.value;
    if (!value) throw new Error(`the consent page has no ${name} field`);
    return value;
  };
  return { requestId: field('request_id'), csrf: field('csrf') };
}

export async function openConsent(
  target: OAuthTarget,
  url: string,
): Promise<{ status: number; html: string; requestId: string; csrf: string }> {
  const res = await target.fetch(url, { redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`no consent page: ${res.status} ${html.slice(0, 300)}`);
  return { status: res.status, html, ...consentFormFields(html) };
}

export interface ConsentAnswer {
  requestId: string;
  csrf: string;
  decision: 'allow' | 'deny';
  /** Demo mode's member picker. */
  memberUid?: number;
  /** A member access token pasted into the page. */
  memberToken?: string;
}

export function submitConsent(target: OAuthTarget, answer: ConsentAnswer): Promise<Response> {
  const form = new URLSearchParams({
    request_id: answer.requestId,
    csrf: answer.csrf,
    decision: answer.decision,
  });
  if (answer.memberUid !== undefined) form.set('member', String(answer.memberUid));
  if (answer.memberToken !== undefined) form.set('member_token', answer.memberToken);
  return target.fetch(`${target.origin}/oauth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** Authorization request, consent (Allow), and the parameters of the redirect back. */
export async function authorizeAndGetCode(
  target: OAuthTarget,
  options: Omit<AuthorizeParams, 'codeChallenge'> & {
    memberUid?: number;
    memberToken?: string;
    pkce?: { verifier: string; challenge: string };
  },
): Promise<{ code: string; verifier: string; redirect: URL }> {
  const pkce = options.pkce ?? pkcePair();
  const page = await openConsent(
    target,
    authorizeUrl(target, { ...options, codeChallenge: pkce.challenge }),
  );
  const res = await submitConsent(target, {
    ...page,
    decision: 'allow',
    memberUid: options.memberToken === undefined ? (options.memberUid ?? 1001) : undefined,
    memberToken: options.memberToken,
  });
  const location = res.headers.get('Location');
  if (res.status !== 303 || !location)
    throw new Error(`consent did not redirect: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const redirect = new URL(location);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return { code, verifier: pkce.verifier, redirect };
}

/** POST /oauth/token with the given form parameters. */
export function tokenRequest(
  target: OAuthTarget,
  params: Record<string, string>,
): Promise<Response> {
  return target.fetch(`${target.origin}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

async function tokensOf(res: Response): Promise<TokenSet> {
  const body = (await res.json()) as TokenSet;
  if (res.status !== 200)
    throw new Error(`token request refused: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Registration, consent and code exchange: a connected client and its first tokens. */
export async function connect(
  target: OAuthTarget,
  options: { scope?: string; memberUid?: number; memberToken?: string } = {},
): Promise<{ clientId: string; redirectUri: string; tokens: TokenSet }> {
  const { clientId, redirectUri } = await registerClient(target);
  const { code, verifier } = await authorizeAndGetCode(target, {
    clientId,
    redirectUri,
    state: 'test-state',
    ...options,
  });
  const res = await tokenRequest(target, {
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    resource: resourceOf(target),
  });
  return { clientId, redirectUri, tokens: await tokensOf(res) };
}

export async function refreshTokens(
  target: OAuthTarget,
  params: { clientId: string; refreshToken: string; scope?: string },
): Promise<TokenSet> {
  const form: Record<string, string> = {
    grant_type: 'refresh_token',
    client_id: params.clientId,
    refresh_token: params.refreshToken,
    resource: resourceOf(target),
  };
  if (params.scope) form.scope = params.scope;
  return tokensOf(await tokenRequest(target, form));
}

/** POST /mcp with a bearer token and a JSON-RPC ping. */
export function callMcp(target: OAuthTarget, accessToken: string | null, path = '/mcp') {
  return target.fetch(`${target.origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(accessToken === null ? {} : { Authorization: `Bearer ${accessToken}` }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  });
}

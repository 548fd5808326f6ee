import * as oauth from 'oauth4webapi';
import { PROTECTED_RESOURCE_METADATA_PATH, parseScopes } from '@contract/mcp';
import { parseRetryAfterSeconds } from '@/lib/api/retry';
import { isJsonObject } from '../results/json-text';
import { NOT_A_VALID_HOST } from '../session/http-refusal';
import {
  McpFlowError,
  McpHttpFailure,
  type FlowStep,
  type McpConnection,
  type McpTokens,
  type ServerSaid,
} from '../types';
import type { AuthorizationServerInfo, PendingConnect } from './pending-connect';

/**
 * The OAuth steps of the contract's flow on oauth4webapi, which checks what
 * the SDK's auth() leaves out (decision 019): the resource and issuer of the
 * metadata, state and iss (RFC 9207) at the callback, PKCE and the token
 * answers. What the contract asks beyond the RFCs is checked here: the
 * authorization server and all its endpoints on the verified MCP origin,
 * S256 offered, the exact issuer and resource strings. Loaded on first use
 * (Connect, a refresh, a revocation), so it is not in /mcp's first view.
 */

export const CLIENT_NAME = 'adpanel MCP console';

export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

// A refresh that hangs would hold every call of the session: give up after this.
const TOKEN_REQUEST_TIMEOUT_MS = 15_000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const failAt = (step: FlowStep) => (message: string, said?: ServerSaid) =>
  new McpFlowError(step, message, said);

/** fetch, with "could not reach <url>" instead of a bare "Failed to fetch". */
export function reach(fetchFn: FetchFn): FetchFn {
  return (url, init) =>
    fetchFn(url, init).catch((err: unknown) => {
      if (init?.signal?.aborted) throw err;
      // A browser reports a CORS refusal and a dead server the same way.
      throw new Error(
        `could not reach ${url} (${messageOf(err)}): is the origin up and does it allow this page?`,
      );
    });
}

/** oauth4webapi's request options: our fetch, and plain http only where the configuration says so. */
function options(target: string, fetchFn: FetchFn) {
  const send = reach(fetchFn);
  return {
    [oauth.customFetch]: (url: string, init: RequestInit) => send(url, init),
    [oauth.allowInsecureRequests]: new URL(target).protocol === 'http:',
  };
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => undefined);
  return isJsonObject(body) ? body : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

async function bodySaid(res: Response): Promise<ServerSaid> {
  const { error, error_description: description } = await readJson(res);
  return { status: res.status, error: text(error), description: text(description) };
}

/** The server's part of a failure oauth4webapi reports (an OAuth error body, a status). */
function saidOf(err: unknown): ServerSaid | undefined {
  if (err instanceof oauth.ResponseBodyError)
    return { status: err.status, error: err.error, description: err.error_description };
  if (err instanceof oauth.AuthorizationResponseError)
    return { error: err.error, description: err.error_description };
  if (err instanceof oauth.WWWAuthenticateChallengeError) return { status: err.status };
  if (err instanceof oauth.OperationProcessingError && err.cause instanceof Response)
    return { status: err.cause.status };
  return undefined;
}

/** oauth4webapi's report of a refusal as the step's failure, saying what the server said. */
const refusedAt =
  (step: FlowStep, what: string) =>
  (err: unknown): never => {
    const said = saidOf(err);
    if (!said) throw err;
    throw new McpFlowError(step, `${what}: ${describeServer(said)}`, said);
  };

/** "invalid_grant: The refresh token was already used (HTTP 400)". */
export function describeServer(said: ServerSaid): string {
  const words = [said.error, said.description].filter(Boolean).join(': ');
  const status = said.status === undefined ? '' : `HTTP ${said.status}`;
  if (!words) return status || 'no answer';
  return status ? `${words} (${status})` : words;
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

const originOf = (url: string) => parseUrl(url)?.origin;

export type ProtectedResourceAnswer =
  { kind: 'found'; authorizationServer: string } | { kind: 'absent'; url: string };

/** RFC 9728 for origin + /mcp; `absent` on 404, which may mean "no authorization needed". */
export async function readProtectedResource(
  origin: string,
  resource: string,
  fetchFn: FetchFn,
): Promise<ProtectedResourceAnswer> {
  const fail = failAt('protected-resource-metadata');
  const url = `${origin}${PROTECTED_RESOURCE_METADATA_PATH}`;
  const res = await oauth.resourceDiscoveryRequest(new URL(resource), options(resource, fetchFn));
  if (res.status === 404) return { kind: 'absent', url };
  // The first request to the origin: 421 means it is not an MCP host of this account.
  if (res.status === 421) throw fail(NOT_A_VALID_HOST, await bodySaid(res));
  if (!res.ok) {
    const said = await bodySaid(res);
    throw fail(`${url} answered ${describeServer(said)}`, said);
  }
  // Exactly the string asked for (the library compares normalised URLs), and named as such.
  const named = text((await readJson(res)).resource);
  if (named !== undefined && named !== resource)
    throw fail(
      `the metadata names the resource ${named}, not ${resource}: refusing to send tokens there`,
    );
  const metadata = await oauth
    .processResourceDiscoveryResponse(new URL(resource), res)
    .catch((err: unknown) => {
      throw fail(`${url} is not protected-resource metadata: ${messageOf(err)}`);
    });
  const authorizationServer =
    'authorization_servers' in metadata ? metadata.authorization_servers?.[0] : undefined;
  if (!authorizationServer)
    throw fail(`${url} is not protected-resource metadata: authorization_servers is empty`);
  const expected = originOf(origin);
  if (expected === undefined || originOf(authorizationServer) !== expected)
    throw fail(
      `the metadata names the authorization server ${authorizationServer}, which is not on the MCP origin ${expected ?? origin}: refusing to send the member there`,
    );
  return { kind: 'found', authorizationServer };
}

const ENDPOINTS = [
  'authorization_endpoint',
  'token_endpoint',
  'registration_endpoint',
  'revocation_endpoint',
] as const;

/** RFC 8414 metadata of `issuerUrl`, which must be on `mcpOrigin`, as must every endpoint it names. */
export async function readAuthorizationServer(
  issuerUrl: string,
  mcpOrigin: string,
  fetchFn: FetchFn,
): Promise<AuthorizationServerInfo> {
  const fail = failAt('authorization-server-metadata');
  const issuer = parseUrl(issuerUrl);
  if (!issuer) throw fail(`the authorization server "${issuerUrl}" is not a URL`);
  let asked = issuerUrl;
  const http = options(issuerUrl, (url, init) => {
    asked = url;
    return fetchFn(url, init);
  });
  const res = await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oauth2' });
  if (!res.ok) {
    const said = await bodySaid(res);
    throw fail(`${asked} answered ${describeServer(said)}`, said);
  }
  // RFC 8414 §3.3, to the letter: otherwise one server could speak for another.
  const named = text((await readJson(res)).issuer);
  if (named !== undefined && named !== issuerUrl)
    throw fail(`the metadata names the issuer ${named}, not ${issuerUrl}`);
  const as = await oauth.processDiscoveryResponse(issuer, res).catch((err: unknown) => {
    throw fail(`${asked} is not authorization-server metadata: ${messageOf(err)}`);
  });
  const expected = originOf(mcpOrigin);
  if (expected === undefined || originOf(as.issuer) !== expected)
    throw fail(
      `the issuer ${as.issuer} is not on the MCP origin ${expected ?? mcpOrigin}: refusing to use this authorization server`,
    );
  for (const field of ENDPOINTS) {
    const endpoint = as[field];
    if (endpoint !== undefined && originOf(endpoint) !== expected)
      throw fail(
        `the ${field} ${endpoint} is not on the issuer's origin ${expected}: refusing to use it`,
      );
  }
  if (!as.authorization_endpoint || !as.token_endpoint)
    throw fail(`${asked} names no authorization_endpoint or no token_endpoint`);
  const methods = as.code_challenge_methods_supported;
  if (!methods?.includes('S256'))
    throw fail(
      `the authorization server does not offer PKCE S256 (code_challenge_methods_supported: ${methods ? methods.join(', ') || 'empty' : 'missing'})`,
    );
  return {
    issuer: as.issuer,
    authorizationEndpoint: as.authorization_endpoint,
    tokenEndpoint: as.token_endpoint,
    registrationEndpoint: as.registration_endpoint,
    revocationEndpoint: as.revocation_endpoint,
    issParameterSupported: as.authorization_response_iss_parameter_supported === true,
  };
}

/** RFC 7591 registration as the contract's public client: no secret, exactly one redirect URI. */
export async function registerPublicClient(opts: {
  server: AuthorizationServerInfo;
  redirectUri: string;
  fetch: FetchFn;
}): Promise<{ clientId: string }> {
  const fail = failAt('registration');
  const endpoint = opts.server.registrationEndpoint;
  if (!endpoint)
    throw fail(
      'the authorization server offers no dynamic registration (registration_endpoint is missing)',
    );
  const as = { issuer: opts.server.issuer, registration_endpoint: endpoint };
  const client = await oauth
    .dynamicClientRegistrationRequest(
      as,
      {
        client_name: CLIENT_NAME,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
      options(endpoint, opts.fetch),
    )
    .then((res) => oauth.processDynamicClientRegistrationResponse(res))
    .catch(refusedAt('registration', 'registration was refused'));
  const uris = Array.isArray(client.redirect_uris) ? client.redirect_uris.map(String) : undefined;
  // A server that registered another URI would send the code elsewhere.
  if (uris && !uris.includes(opts.redirectUri))
    throw fail(`the server registered ${uris.join(', ')} instead of ${opts.redirectUri}`);
  return { clientId: client.client_id };
}

/** Code + PKCE S256 (only), a fresh state, the resource (RFC 8707) and the scopes. */
export async function buildAuthorizationRequest(opts: {
  server: AuthorizationServerInfo;
  clientId: string;
  redirectUri: string;
  resource: string;
  scopes: readonly string[];
}): Promise<{ url: string; state: string; verifier: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(opts.server.authorizationEndpoint);
  const query: Record<string, string> = {
    response_type: 'code',
    client_id: opts.clientId,
    redirect_uri: opts.redirectUri,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource: opts.resource,
    scope: opts.scopes.join(' '),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { url: url.toString(), state, verifier };
}

const asOf = (server: {
  issuer: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
  issParameterSupported?: boolean;
}): oauth.AuthorizationServer => ({
  issuer: server.issuer,
  token_endpoint: server.tokenEndpoint,
  revocation_endpoint: server.revocationEndpoint,
  authorization_response_iss_parameter_supported: server.issParameterSupported,
});

const withoutQuery = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * The authorization page's answer, checked before anything acts on it: our
 * redirect URI, then (oauth4webapi) the issuer when promised or named at all,
 * our state, and only then an error or the code.
 */
export function checkCallback(callbackUrl: string, pending: PendingConnect) {
  const fail = failAt('callback-checks');
  const url = parseUrl(callbackUrl);
  if (!url) throw fail('the callback address is not a URL');
  if (withoutQuery(url) !== withoutQuery(new URL(pending.redirectUri)))
    throw fail(`the answer came to ${withoutQuery(url)}, not to ${pending.redirectUri}`);
  const server = pending.authorizationServer;
  const iss = url.searchParams.get('iss');
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(
      asOf(server),
      { client_id: pending.clientId },
      url,
      pending.state,
    );
  } catch (err) {
    if (err instanceof oauth.AuthorizationResponseError) {
      const said = { error: err.error, description: err.error_description };
      const message =
        err.error === 'access_denied'
          ? `consent was refused (${describeServer(said)})`
          : `the authorization server answered ${describeServer(said)}`;
      throw fail(message, said);
    }
    const problem = messageOf(err);
    if (problem.includes('"state"'))
      throw fail('state does not match — this answer was not for this console');
    if (problem.includes('"iss"'))
      throw fail(
        iss === null
          ? `the answer does not name its issuer (iss), although ${server.issuer} promised to: refusing it`
          : `the answer comes from the issuer ${iss}, not ${server.issuer}`,
      );
    throw fail(problem);
  }
  const code = params.get('code');
  if (!code) throw fail('the answer carries neither a code nor an error');
  const issDetail = iss === null ? 'no iss (not promised)' : `iss is ${server.issuer}`;
  return { params, code, detail: `state matches; ${issDetail}; authorization code received` };
}

function tokensOf(answer: oauth.TokenEndpointResponse): McpTokens {
  const tokens: McpTokens = { accessToken: answer.access_token };
  if (answer.refresh_token) tokens.refreshToken = answer.refresh_token;
  if (answer.expires_in !== undefined) tokens.expiresAt = Date.now() + answer.expires_in * 1000;
  if (answer.scope !== undefined) tokens.scopes = parseScopes(answer.scope).scopes;
  return tokens;
}

const tokenOptions = (endpoint: string, fetchFn: FetchFn, resource: string) => ({
  ...options(endpoint, fetchFn),
  additionalParameters: { resource },
  signal: AbortSignal.timeout(TOKEN_REQUEST_TIMEOUT_MS),
});

/** The code, the PKCE verifier, the exact redirect URI and the same resource (contract). */
export async function exchangeCode(
  pending: PendingConnect,
  params: URLSearchParams,
  fetchFn: FetchFn,
): Promise<McpTokens> {
  const as = asOf(pending.authorizationServer);
  const client = { client_id: pending.clientId };
  const answer = await oauth
    .authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      pending.redirectUri,
      pending.verifier,
      tokenOptions(pending.authorizationServer.tokenEndpoint, fetchFn, pending.resource),
    )
    .then((res) => oauth.processAuthorizationCodeResponse(as, client, res))
    .catch(refusedAt('token-exchange', 'the token endpoint refused the code'));
  return tokensOf(answer);
}

/**
 * grant_type=refresh_token. A refusal becomes McpHttpFailure: a 4xx OAuth
 * error means the token is spent or the grant revoked ("reconnect"); 429 and
 * 503 are temporary.
 */
export async function refreshTokens(
  connection: McpConnection,
  refreshToken: string,
  fetchFn: FetchFn,
): Promise<McpTokens> {
  const server = connection.authorizationServer;
  if (!server || !connection.clientId)
    throw new McpHttpFailure(401, 'reconnect', 'This connection cannot be refreshed: reconnect');
  const as = asOf(server);
  const client = { client_id: connection.clientId };
  try {
    const res = await oauth.refreshTokenGrantRequest(
      as,
      client,
      oauth.None(),
      refreshToken,
      tokenOptions(server.tokenEndpoint, fetchFn, connection.resource),
    );
    return tokensOf(await oauth.processRefreshTokenResponse(as, client, res));
  } catch (err) {
    const said = saidOf(err);
    if (!said) throw err;
    const status = said.status ?? 0;
    const [kind, message]: [McpHttpFailure['kind'], string] =
      status === 429
        ? ['rate', 'The token endpoint asks to slow down']
        : status === 503
          ? ['unavailable', 'The authorization server is not ready']
          : status >= 400 && status < 500
            ? ['reconnect', `The refresh was refused (${describeServer(said)}): reconnect`]
            : ['other', `The refresh failed: ${describeServer(said)}`];
    const res = err instanceof oauth.ResponseBodyError ? err.response : undefined;
    const retryAfter = status === 429 ? res?.headers.get('Retry-After') : undefined;
    throw new McpHttpFailure(status, kind, message, {
      error: said.error,
      description: said.description,
      retryAfterSeconds: parseRetryAfterSeconds(retryAfter),
    });
  }
}

/**
 * RFC 7009 revocation of the refresh token, which ends the whole grant on the
 * reference server. Best effort: the caller forgets the tokens anyway.
 */
export async function revokeGrant(connection: McpConnection, fetchFn: FetchFn): Promise<void> {
  const server = connection.authorizationServer;
  if (!connection.refreshToken || !server?.revocationEndpoint || !connection.clientId) return;
  await oauth
    .revocationRequest(
      asOf(server),
      { client_id: connection.clientId },
      oauth.None(),
      connection.refreshToken,
      {
        ...options(server.revocationEndpoint, fetchFn),
        additionalParameters: { token_type_hint: 'refresh_token' },
      },
    )
    .then((res) => res.body?.cancel())
    .catch(() => {});
}

import { MCP_PATH, type McpScope } from '@contract/mcp';
import {
  FLOW_STEPS,
  McpFlowError,
  McpHttpFailure,
  withRequiredScope,
  type McpConnection,
  type StepEntry,
} from '../types';
import { createStepLog } from './flow-log';
import { openMcpSession } from '../session/mcp-session';
import { withTokens } from '../session/token-keeper';
import {
  buildAuthorizationRequest,
  checkCallback,
  exchangeCode,
  readAuthorizationServer,
  readProtectedResource,
  reach,
  registerPublicClient,
  type FetchFn,
} from './oauth-client';
import { savePendingConnect, takePendingConnect, type PendingConnect } from './pending-connect';
import { withoutTrailingSlashes } from '@/lib/trim-end';

/**
 * The contract's connection flow (interface.md "Authentication"), each step
 * logged by name: PRM -> AS metadata -> registration -> authorization
 * (redirect away) ... (back) callback checks -> code exchange -> connected.
 * The page loads this module when it is needed (Connect, the callback).
 */

/**
 * Without protected-resource metadata an MCP server may simply need no
 * authorization (server-everything, for one): a session opened without a
 * token tells, and is ended at once. Throws at the PRM step when the endpoint
 * refuses it, as nothing else can work.
 */
async function requireNoAuthorization(
  resource: string,
  prmUrl: string,
  fetchFn: FetchFn,
): Promise<void> {
  const send = reach(fetchFn);
  try {
    const session = await openMcpSession({
      connection: { origin: new URL(resource).origin, resource, mode: 'none', scopes: [] },
      fetch: (url, init) => send(String(url), init),
      onConnectionChange: () => {},
    });
    await session.close();
  } catch (err) {
    // The transport's refusals carry the HTTP status (ours as status, the SDK's as code).
    const status = err instanceof McpHttpFailure ? err.status : (err as { code?: unknown }).code;
    if (typeof status !== 'number' || status < 400) throw err;
    throw new McpFlowError(
      'protected-resource-metadata',
      `${prmUrl} answered 404 and ${resource} refused a request without a token (HTTP ${status}): no way to authorize`,
      { status },
    );
  }
}

/** Every step between the metadata and "connected". */
const NOT_NEEDED_WITHOUT_AUTHORIZATION = FLOW_STEPS.slice(1, -1);

const browserFetch: FetchFn = (url, init) => globalThis.fetch(url, init);

export async function startConnect(opts: {
  origin: string;
  scopes: McpScope[];
  redirectUri: string;
  fetch?: FetchFn;
  log: (entry: StepEntry) => void;
  /** Reconnect: the grant to revoke once the new connection is stored (pending-connect.ts). */
  replaces?: PendingConnect['replaces'];
}): Promise<{ kind: 'redirect'; url: string } | { kind: 'connected'; connection: McpConnection }> {
  const fetchFn = opts.fetch ?? browserFetch;
  const origin = withoutTrailingSlashes(opts.origin);
  const resource = `${origin}${MCP_PATH}`;
  const scopes = withRequiredScope(opts.scopes);
  const flow = createStepLog(opts.log);

  const prm = await flow.run(
    'protected-resource-metadata',
    resource,
    async () => {
      const answer = await readProtectedResource(origin, resource, fetchFn);
      if (answer.kind === 'absent') await requireNoAuthorization(resource, answer.url, fetchFn);
      return answer;
    },
    (answer) =>
      answer.kind === 'found'
        ? `resource ${resource}; authorization server ${answer.authorizationServer}`
        : `none (404); ${resource} answered initialize without a token: this server requires no authorization`,
  );
  if (prm.kind === 'absent') {
    for (const step of NOT_NEEDED_WITHOUT_AUTHORIZATION)
      flow.write(step, 'skipped', 'not needed: the server requires no authorization');
    flow.write('connected', 'done', `${resource} without authorization`);
    return { kind: 'connected', connection: { origin, resource, mode: 'none', scopes: [] } };
  }

  const server = await flow.run(
    'authorization-server-metadata',
    prm.authorizationServer,
    () => readAuthorizationServer(prm.authorizationServer, origin, fetchFn),
    (info) =>
      `issuer ${info.issuer}; authorize ${info.authorizationEndpoint}; token ${info.tokenEndpoint}; PKCE S256; ${info.issParameterSupported ? 'promises iss in answers' : 'no iss promised'}`,
  );

  const { clientId } = await flow.run(
    'registration',
    server.registrationEndpoint,
    () => registerPublicClient({ server, redirectUri: opts.redirectUri, fetch: fetchFn }),
    (client) =>
      `client id ${client.clientId} (public, no secret); redirect URI ${opts.redirectUri}`,
  );

  const request = await buildAuthorizationRequest({
    server,
    clientId,
    redirectUri: opts.redirectUri,
    resource,
    scopes,
  });
  flow.write('authorization', 'running', `${server.authorizationEndpoint} for ${scopes.join(' ')}`);
  try {
    savePendingConnect({
      origin,
      resource,
      state: request.state,
      verifier: request.verifier,
      clientId,
      redirectUri: opts.redirectUri,
      scopes,
      authorizationServer: server,
      log: flow.entries,
      createdAt: Date.now(),
      replaces: opts.replaces,
    });
  } catch (err) {
    throw flow.fail('authorization', err);
  }
  return { kind: 'redirect', url: request.url };
}

/** The new connection, and the grant it replaces when the Reconnect carried one across the trip. */
export async function finishConnect(opts: {
  callbackUrl: string;
  fetch?: FetchFn;
  log: (entry: StepEntry) => void;
}): Promise<{ connection: McpConnection; replaces?: McpConnection }> {
  const fetchFn = opts.fetch ?? browserFetch;
  const flow = createStepLog(opts.log);
  const pending = takePendingConnect();
  if (!pending)
    throw flow.fail(
      'callback-checks',
      new McpFlowError('callback-checks', 'no connection is waiting: press Connect to start again'),
    );
  flow.replay(pending.log);
  flow.write('authorization', 'done', `back at ${pending.redirectUri}`);

  const { params } = await flow.run(
    'callback-checks',
    undefined,
    () => checkCallback(opts.callbackUrl, pending),
    (checked) => checked.detail,
  );
  const server = pending.authorizationServer;
  const tokens = await flow.run(
    'token-exchange',
    server.tokenEndpoint,
    () => exchangeCode(pending, params, fetchFn),
    (t) => {
      const granted = t.scopes
        ? t.scopes.join(' ')
        : `${pending.scopes.join(' ')} (the answer names no scope: as requested)`;
      const lifetime = t.expiresAt
        ? `expires in ${Math.round((t.expiresAt - Date.now()) / 1000)} s`
        : 'no expiry given';
      const refresh = t.refreshToken ? 'refresh token received' : 'no refresh token';
      return `granted ${granted}; access token ${lifetime}; ${refresh}`;
    },
  );

  const { origin, resource, scopes, clientId } = pending;
  const { issuer, tokenEndpoint, revocationEndpoint } = server;
  const authorizationServer = { issuer, tokenEndpoint, revocationEndpoint };
  const connection = withTokens(
    { origin, resource, mode: 'oauth', scopes, clientId, authorizationServer },
    tokens,
  );
  flow.write('connected', 'done', `${connection.resource} with ${connection.scopes.join(' ')}`);
  return { connection, replaces: pending.replaces };
}

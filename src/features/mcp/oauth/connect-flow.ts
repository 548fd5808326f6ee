import { MCP_PATH, MCP_SCOPES, type McpScope } from '../../../../contract/mcp';
import { McpFlowError, type FlowStep, type McpConnection, type StepEntry } from '../types';
import { buildAuthorizationRequest } from './authorization-request';
import { checkCallback } from './callback-checks';
import { exchangeCode } from './code-exchange';
import {
  readAuthorizationServer,
  readProtectedResource,
  type ProtectedResourceAnswer,
} from './discovery';
import { createStepLog } from './flow-log';
import { requireNoAuthorization } from './no-auth-probe';
import { peekPendingConnect, savePendingConnect, takePendingConnect } from './pending-connect';
import { registerPublicClient } from './registration';

/**
 * The contract's connection flow (interface.md "Authentication"), run by the
 * console with plain fetch so that every check is ours (FINDINGS §1-2):
 * PRM -> AS metadata -> registration -> authorization (redirect away) ...
 * (back) callback checks -> code exchange -> connected.
 */

// The page imports the whole flow from here; revocation lives in its own file.
export { disconnect } from './revocation';

/** platform:read is always asked for; the rest in catalogue order, once each. */
export function scopesToRequest(chosen: readonly McpScope[]): McpScope[] {
  return MCP_SCOPES.filter((s) => s === 'platform:read' || chosen.includes(s));
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

const NOT_NEEDED_WITHOUT_AUTHORIZATION: FlowStep[] = [
  'authorization-server-metadata',
  'registration',
  'authorization',
  'callback-checks',
  'token-exchange',
];

export async function startConnect(opts: {
  origin: string;
  scopes: McpScope[];
  redirectUri: string;
  fetch?: typeof fetch;
  log: (entry: StepEntry) => void;
}): Promise<{ kind: 'redirect'; url: string } | { kind: 'connected'; connection: McpConnection }> {
  const fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const origin = withoutTrailingSlash(opts.origin);
  const resource = `${origin}${MCP_PATH}`;
  const scopes = scopesToRequest(opts.scopes);
  const flow = createStepLog(opts.log);

  const prm = await flow.run<ProtectedResourceAnswer>(
    'protected-resource-metadata',
    resource,
    async () => {
      const answer = await readProtectedResource(origin, resource, fetchFn);
      if (answer.kind === 'found')
        return {
          value: answer,
          detail: `resource ${resource}; authorization server ${answer.authorizationServer}`,
        };
      await requireNoAuthorization(resource, answer.url, fetchFn);
      return {
        value: answer,
        detail: `none (404); ${resource} answered initialize without a token: this server requires no authorization`,
      };
    },
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
    async () => {
      const info = await readAuthorizationServer(prm.authorizationServer, origin, fetchFn);
      const iss = info.issParameterSupported ? 'promises iss in answers' : 'no iss promised';
      return {
        value: info,
        detail: `issuer ${info.issuer}; authorize ${info.authorizationEndpoint}; token ${info.tokenEndpoint}; PKCE S256; ${iss}`,
      };
    },
  );

  const { clientId } = await flow.run('registration', server.registrationEndpoint, async () => {
    const client = await registerPublicClient({
      registrationEndpoint: server.registrationEndpoint,
      redirectUri: opts.redirectUri,
      fetch: fetchFn,
    });
    return {
      value: client,
      detail: `client id ${client.clientId} (public, no secret); redirect URI ${opts.redirectUri}`,
    };
  });

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
    });
  } catch (err) {
    throw flow.fail('authorization', err);
  }
  return { kind: 'redirect', url: request.url };
}

export async function finishConnect(opts: {
  callbackUrl: string;
  fetch?: typeof fetch;
  log: (entry: StepEntry) => void;
}): Promise<McpConnection> {
  const fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const flow = createStepLog(opts.log);
  const pending = takePendingConnect();
  if (!pending)
    throw flow.fail(
      'callback-checks',
      new McpFlowError('callback-checks', 'no connection is waiting: press Connect to start again'),
    );
  flow.replay(pending.log);
  flow.write('authorization', 'done', `back at ${pending.redirectUri}`);

  const { code } = await flow.run('callback-checks', undefined, async () => {
    const checked = checkCallback(opts.callbackUrl, pending);
    return { value: checked, detail: checked.detail };
  });
  const server = pending.authorizationServer;
  const tokens = await flow.run('token-exchange', server.tokenEndpoint, () =>
    exchangeCode(pending, code, fetchFn),
  );

  const connection: McpConnection = {
    origin: pending.origin,
    resource: pending.resource,
    mode: 'oauth',
    scopes: tokens.scopes ?? pending.scopes,
    clientId: pending.clientId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    authorizationServer: {
      issuer: server.issuer,
      tokenEndpoint: server.tokenEndpoint,
      revocationEndpoint: server.revocationEndpoint,
    },
  };
  flow.write('connected', 'done', `${connection.resource} with ${connection.scopes.join(' ')}`);
  return connection;
}

/** The log saved before the redirect, for a page that reloads mid-flow. */
export function readPendingLog(): StepEntry[] {
  return peekPendingConnect()?.log ?? [];
}

export function hasPendingConnect(): boolean {
  return peekPendingConnect() !== null;
}

/**
 * ALLOW_DIRECT_JWT deployments: the member token as bearer (not recommended:
 * it is no integration key). It grants what the member UI can do.
 */
export function connectDirect(origin: string, memberToken: string): McpConnection {
  const base = withoutTrailingSlash(origin);
  return {
    origin: base,
    resource: `${base}${MCP_PATH}`,
    mode: 'direct',
    scopes: ['platform:read', 'platform:write'],
    accessToken: memberToken,
  };
}

import {
  InvalidRequestError,
  InvalidScopeError,
  InvalidTargetError,
  OAuthError,
  UnsupportedResponseTypeError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { DEFAULT_MCP_SCOPE, parseScopes, type McpScope } from '@contract/mcp';
import type { CustomerOrigin } from '../mcp-env';
import type { ClientsRepository, RegisteredClient } from './clients.repository';
import type { PendingAuthorization } from './consent-requests.repository';
import { param } from './form-params';
import { isS256Challenge } from './token-crypto';
import { redirectUriProblem } from './redirect-uri';

/**
 * What GET /oauth/authorize does with a request. An error goes back to the
 * client only when the request named its redirect_uri and that URI matched the
 * client's registration exactly; every other error is shown on a page of this
 * origin. Redirecting to an unverified URI, or to the registered one on a
 * request that did not name it, would make us an open redirector
 * (RFC 6749 §4.1.2.1, RFC 9700 §4.11.2).
 */
export type AuthorizeCheck =
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; redirectUri: string; state: string | null; error: OAuthError }
  | { kind: 'consent'; client: RegisteredClient; request: PendingAuthorization };

interface ChosenRedirect {
  uri: string;
  /** The request named this URI and it matched the registration. */
  validated: boolean;
}

/** Exactly one registered URI by string equality; omitted only when one is registered. */
function chooseRedirectUri(given: string[], registered: string[]): ChosenRedirect | null {
  if (given.length > 1) return null;
  // What registration refuses today is never redirected to, even if stored before.
  const usable = (uri: string | undefined) =>
    uri !== undefined && redirectUriProblem(uri) === null ? uri : undefined;
  const [uri] = given;
  if (uri === undefined || uri === '') {
    // Left out only when exactly one is registered (RFC 6749 §3.1.2.3).
    const only = registered.length === 1 ? usable(registered[0]) : undefined;
    return only === undefined ? null : { uri: only, validated: false };
  }
  return registered.includes(uri) && usable(uri) ? { uri, validated: true } : null;
}

function requestedScopes(text: string | undefined): McpScope[] {
  const { scopes, unknown } = parseScopes(text);
  if (unknown.length > 0) throw new InvalidScopeError(`Unknown scope: ${unknown.join(' ')}`);
  return scopes.length > 0 ? scopes : [DEFAULT_MCP_SCOPE];
}

function checkParameters(
  query: URLSearchParams,
  customer: CustomerOrigin,
  clientId: string,
  redirectUri: string,
): PendingAuthorization {
  const state = param(query, 'state') ?? null;
  const responseType = param(query, 'response_type');
  if (responseType === undefined) throw new InvalidRequestError('response_type is required');
  if (responseType !== 'code')
    throw new UnsupportedResponseTypeError('Only response_type=code is supported');
  const responseMode = param(query, 'response_mode');
  if (responseMode !== undefined && responseMode !== 'query')
    throw new InvalidRequestError('Only response_mode=query is supported');

  const codeChallenge = param(query, 'code_challenge');
  if (codeChallenge === undefined)
    throw new InvalidRequestError('code_challenge is required (PKCE with S256)');
  if (param(query, 'code_challenge_method') !== 'S256')
    throw new InvalidRequestError('code_challenge_method must be S256');
  if (!isS256Challenge(codeChallenge))
    throw new InvalidRequestError('code_challenge is not an S256 challenge');

  const resources = query.getAll('resource');
  if (resources.length !== 1 || resources[0] !== customer.resource)
    throw new InvalidTargetError(`resource must be ${customer.resource}`);

  const scopes = requestedScopes(param(query, 'scope'));
  return { clientId, redirectUri, state, codeChallenge, resource: customer.resource, scopes };
}

export function checkAuthorizeRequest(
  query: URLSearchParams,
  customer: CustomerOrigin,
  clients: ClientsRepository,
): AuthorizeCheck {
  const clientIds = query.getAll('client_id');
  const client =
    clientIds.length === 1 && clientIds[0]
      ? clients.find(clientIds[0], customer.origin)
      : undefined;
  if (!client)
    return {
      kind: 'page',
      message:
        'The app that sent you here is not registered with this server (unknown client_id). Start the connection again from the app.',
    };
  const redirect = chooseRedirectUri(query.getAll('redirect_uri'), client.metadata.redirect_uris);
  if (!redirect)
    return {
      kind: 'page',
      message:
        'The app asked to send you back to an address it did not register (redirect_uri). For your safety you are not sent there.',
    };
  try {
    return {
      kind: 'consent',
      client,
      request: checkParameters(query, customer, client.clientId, redirect.uri),
    };
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    // Left out, the URI is the registration's choice, not one this request proved.
    if (!redirect.validated)
      return { kind: 'page', message: `The app's request is not valid: ${error.message}.` };
    return { kind: 'redirect', redirectUri: redirect.uri, state: query.get('state'), error };
  }
}

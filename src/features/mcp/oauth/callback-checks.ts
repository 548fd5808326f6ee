import { McpFlowError } from '../types';
import { describeServer } from './oauth-http';
import type { PendingConnect } from './pending-connect';

const STEP = 'callback-checks';

function withoutQuery(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * The answer of the authorization page, checked before anything acts on it
 * (the SDK checks neither state nor iss, FINDINGS §1): it must come back to
 * our redirect URI, carry our state, and name our issuer (RFC 9207) when the
 * server promised to or when it names one at all. Only then is an error read
 * or a code taken.
 */
export function checkCallback(
  callbackUrl: string,
  pending: PendingConnect,
): { code: string; detail: string } {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw new McpFlowError(STEP, 'the callback address is not a URL');
  }
  const params = url.searchParams;
  if (withoutQuery(url) !== withoutQuery(new URL(pending.redirectUri)))
    throw new McpFlowError(
      STEP,
      `the answer came to ${withoutQuery(url)}, not to ${pending.redirectUri}`,
    );

  if (params.get('state') !== pending.state)
    throw new McpFlowError(STEP, 'state does not match — this answer was not for this console');

  const issuer = pending.authorizationServer.issuer;
  const iss = params.get('iss');
  if (iss === null && pending.authorizationServer.issParameterSupported)
    throw new McpFlowError(
      STEP,
      `the answer does not name its issuer (iss), although ${issuer} promised to: refusing it`,
    );
  if (iss !== null && iss !== issuer)
    throw new McpFlowError(STEP, `the answer comes from the issuer ${iss}, not ${issuer}`);

  const error = params.get('error');
  if (error !== null) {
    const said = { error, description: params.get('error_description') ?? undefined };
    const message =
      error === 'access_denied'
        ? `consent was refused (${describeServer(said)})`
        : `the authorization server answered ${describeServer(said)}`;
    throw new McpFlowError(STEP, message, said);
  }
  const code = params.get('code');
  if (!code) throw new McpFlowError(STEP, 'the answer carries neither a code nor an error');

  const issDetail = iss === null ? 'no iss (not promised)' : `iss is ${issuer}`;
  return { code, detail: `state matches; ${issDetail}; authorization code received` };
}

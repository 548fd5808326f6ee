import {
  AccessDeniedError,
  type OAuthError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { Context } from 'hono';
import type { McpAppEnv } from '../mcp-env';
import { checkAuthorizeRequest } from './authorize-request';
import type { RegisteredClient } from './clients.repository';
import type { ConsentRequest } from './consent-requests.repository';
import { consentPage, type ConsentView } from './consent-page';
import { readForm } from './form-params';
import { errorPage } from './html-page';
import { signInMember } from './member-sign-in';
import type { OAuthContext } from './oauth-context';
import { redirectTo } from './redirect-uri';
import { randomSecret, sameSecret, sha256Hex } from './token-crypto';

const CONSENT_TTL_SECONDS = 10 * 60;
const CODE_TTL_SECONDS = 60;

const EXPIRED_REQUEST =
  'This sign-in request has expired or was already answered. Start the connection again from the app.';

/**
 * 302 answers the GET; after the consent POST, which may carry a member token,
 * 303 makes every user agent follow with a GET, never re-posting the form to
 * the client (RFC 9700 §4.12).
 */
function redirect(location: string, status: 302 | 303 = 302): Response {
  return new Response(null, {
    status,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

/** RFC 6749 §4.1.2.1 plus RFC 9207's iss, so the client knows which server answered. */
function errorRedirect(
  redirectUri: string,
  iss: string,
  state: string | null,
  error: OAuthError,
  status: 302 | 303 = 302,
) {
  return redirect(
    redirectTo(redirectUri, {
      error: error.errorCode,
      error_description: error.message,
      state,
      iss,
    }),
    status,
  );
}

function viewOf(
  ctx: OAuthContext,
  request: ConsentRequest,
  client: RegisteredClient,
  extra: Pick<ConsentView, 'error' | 'selectedUid'> = {},
): ConsentView {
  return {
    requestId: request.id,
    csrf: request.csrf,
    clientName: client.metadata.client_name || client.clientId,
    redirectUri: request.redirectUri,
    tenantName: ctx.tenants.name(request.tenant),
    scopes: request.scopes,
    demoMembers: ctx.env.demo ? ctx.tenants.members(request.tenant) : null,
    ...extra,
  };
}

/** GET /oauth/authorize: validate, keep the request server-side, show the consent page. */
export function authorizePageHandler(ctx: OAuthContext) {
  return (c: Context<McpAppEnv>): Response => {
    const customer = c.var.customer;
    const check = checkAuthorizeRequest(new URL(c.req.url).searchParams, customer, ctx.clients);
    if (check.kind === 'page') return errorPage(check.message);
    if (check.kind === 'redirect')
      return errorRedirect(check.redirectUri, customer.origin, check.state, check.error);
    const now = ctx.now();
    const request: ConsentRequest = {
      ...check.request,
      id: randomSecret(),
      tenant: customer.tenant,
      csrf: randomSecret(),
      expiresAt: now + CONSENT_TTL_SECONDS,
    };
    ctx.consentRequests.create(request, now);
    return consentPage(viewOf(ctx, request, check.client));
  };
}

/**
 * POST /oauth/authorize: the member's answer. Deny goes back with
 * access_denied; Allow signs the member in, then creates the grant and its
 * one-time code. Either way the pending request is consumed.
 */
export function authorizeDecisionHandler(ctx: OAuthContext) {
  return async (c: Context<McpAppEnv>): Promise<Response> => {
    const customer = c.var.customer;
    const form = await readForm(c).catch(() => new URLSearchParams());
    const now = ctx.now();
    const request = ctx.consentRequests.find(form.get('request_id') ?? '');
    if (!request || request.tenant !== customer.tenant || request.expiresAt <= now)
      return errorPage(EXPIRED_REQUEST);
    if (!sameSecret(form.get('csrf') ?? '', request.csrf))
      return errorPage('This answer did not come from the sign-in page. Start again from the app.');
    const client = ctx.clients.find(request.clientId, customer.origin);
    if (!client) return errorPage(EXPIRED_REQUEST);

    const decision = form.get('decision');
    if (decision === 'deny') {
      if (!ctx.consentRequests.remove(request.id)) return errorPage(EXPIRED_REQUEST);
      const denied = new AccessDeniedError('The member denied access');
      return errorRedirect(request.redirectUri, customer.origin, request.state, denied, 303);
    }
    if (decision !== 'allow') return errorPage('Answer with Allow or Deny.');

    const signIn = await signInMember(ctx, form, customer.tenant);
    if (!signIn.ok) {
      const picked = Number(form.get('member'));
      const view = viewOf(ctx, request, client, { error: signIn.message, selectedUid: picked });
      return consentPage(view, 400);
    }
    const code = randomSecret();
    const issued = ctx.grants.atomically(() => {
      if (!ctx.consentRequests.remove(request.id)) return false;
      const grantId = randomSecret(16);
      ctx.grants.purgeExpired(now);
      ctx.grants.createGrant(
        {
          id: grantId,
          tenant: customer.tenant,
          uid: signIn.member.uid,
          clientId: client.clientId,
          resource: request.resource,
          scopes: request.scopes,
        },
        now,
      );
      ctx.grants.addCode({
        sha256: sha256Hex(code),
        grantId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        expiresAt: now + CODE_TTL_SECONDS,
      });
      return true;
    });
    if (!issued) return errorPage(EXPIRED_REQUEST);
    return redirect(
      redirectTo(request.redirectUri, { code, state: request.state, iss: customer.origin }),
      303,
    );
  };
}

import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { callMcp, consentFormFields, submitConsent } from './testing/oauth-test-client';

/**
 * A strict, independent OAuth client (oauth4webapi) walks the contract's flow
 * against the in-process origin: resource and server discovery, registration,
 * PKCE, consent, the iss-checked redirect, code exchange, refresh and
 * revocation. Any deviation from the RFCs makes it throw.
 */
describe('oauth4webapi as a client of the MCP origin', () => {
  it('completes discovery, registration, authorization, code exchange, refresh and revocation', async () => {
    const t = await createTestApp();
    const origin = t.mcpOrigins.acme;
    const http = { [oauth.customFetch]: t.mcpFetch, [oauth.allowInsecureRequests]: true };
    const resourceUrl = new URL(`${origin}/mcp`);

    const rs = await oauth.processResourceDiscoveryResponse(
      resourceUrl,
      await oauth.resourceDiscoveryRequest(resourceUrl, http),
    );
    const issuer = new URL(rs.authorization_servers?.[0] ?? '');
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oauth2' }),
    );
    expect(as.issuer).toBe(origin);

    const redirectUri = 'http://127.0.0.1:33418/callback';
    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        {
          redirect_uris: [redirectUri],
          client_name: 'oauth4webapi',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
        http,
      ),
    );
    const client: oauth.Client = { client_id: registered.client_id };
    expect(registered.client_secret).toBeUndefined();

    const verifier = oauth.generateRandomCodeVerifier();
    const challenge = await oauth.calculatePKCECodeChallenge(verifier);
    const state = oauth.generateRandomState();
    const authorizationUrl = new URL(as.authorization_endpoint ?? '');
    for (const [name, value] of Object.entries({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'platform:read platform:write',
      state,
      resource: resourceUrl.href,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }))
      authorizationUrl.searchParams.set(name, value);

    // The member's part, over HTTP as a browser would: open the page, pick a member, Allow.
    const page = await t.mcpFetch(authorizationUrl.href);
    expect(page.status).toBe(200);
    const answer = await submitConsent(
      { origin, fetch: t.mcpFetch },
      { ...consentFormFields(await page.text()), decision: 'allow', memberUid: 1001 },
    );
    const callback = new URL(answer.headers.get('Location') ?? '');
    const params = oauth.validateAuthResponse(as, client, callback, state);
    // The iss check is real: the same answer claiming another issuer is rejected.
    const forged = new URL(callback);
    forged.searchParams.set('iss', t.mcpOrigins.globex);
    expect(() => oauth.validateAuthResponse(as, client, forged, state)).toThrow(/iss/);

    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.None(),
        params,
        redirectUri,
        verifier,
        { ...http, additionalParameters: { resource: resourceUrl.href } },
      ),
    );
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('platform:read platform:write');
    expect((await callMcp({ origin, fetch: t.mcpFetch }, tokens.access_token)).status).toBe(200);

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token ?? '', {
        ...http,
        additionalParameters: { resource: resourceUrl.href },
      }),
    );
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, oauth.None(), refreshed.refresh_token ?? '', http),
    );
    expect((await callMcp({ origin, fetch: t.mcpFetch }, refreshed.access_token)).status).toBe(401);
  });

  it('sees a refusal as an authorization response error carrying state and iss', async () => {
    const t = await createTestApp();
    const origin = t.mcpOrigins.globex;
    const http = { [oauth.customFetch]: t.mcpFetch, [oauth.allowInsecureRequests]: true };
    const as = await oauth.processDiscoveryResponse(
      new URL(origin),
      await oauth.discoveryRequest(new URL(origin), { ...http, algorithm: 'oauth2' }),
    );
    const redirectUri = 'http://localhost:9/cb';
    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(as, { redirect_uris: [redirectUri] }, http),
    );
    const client: oauth.Client = { client_id: registered.client_id };
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      state,
      resource: `${t.mcpOrigins.acme}/mcp`,
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
    }).toString();
    const res = await t.mcpFetch(url.href);
    const callback = new URL(res.headers.get('Location') ?? '');
    expect(() => oauth.validateAuthResponse(as, client, callback, state)).toThrow(
      expect.objectContaining({ error: 'invalid_target' }),
    );
  });
});

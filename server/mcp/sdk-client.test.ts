import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  auth,
  UnauthorizedError,
  type OAuthClientProvider,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListCampaignsDataSchema, WhoamiDataSchema } from '@contract/mcp';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openConsent, submitConsent, type OAuthTarget } from './oauth/testing/oauth-test-client';

/**
 * The official MCP SDK client, with its own auth() flow, against the MCP
 * origin: nobody here wrote the client. Only the browser is replaced — the
 * provider "opens" the authorization URL by completing the consent page over
 * HTTP as a demo member, then hands the code back the way a callback would.
 */
class HeadlessOAuthProvider implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1:33418/callback';
  private client?: OAuthClientInformationMixed;
  private stored?: OAuthTokens;
  private verifier = '';
  private sentState = '';
  /** The code of the last completed consent, with the callback's parameters checked. */
  code?: string;
  readonly issued: OAuthTokens[] = [];

  constructor(
    private readonly target: OAuthTarget,
    private readonly memberUid: number,
    /** clientMetadata.scope, which the SDK uses only when nothing else names a scope. */
    private readonly metadataScope?: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      ...(this.metadataScope && { scope: this.metadataScope }),
      client_name: 'SDK headless test client',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    this.sentState = randomBytes(16).toString('base64url');
    return this.sentState;
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.stored;
  }
  saveTokens(tokens: OAuthTokens) {
    this.stored = tokens;
    this.issued.push(tokens);
  }
  /** Called by auth() when the server refuses a refresh token or the client: forget them. */
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    if (scope === 'all' || scope === 'tokens') this.stored = undefined;
    if (scope === 'all' || scope === 'client') this.client = undefined;
    if (scope === 'all' || scope === 'verifier') this.verifier = '';
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  async redirectToAuthorization(url: URL) {
    const page = await openConsent(this.target, url.toString());
    const answer = await submitConsent(this.target, {
      ...page,
      decision: 'allow',
      memberUid: this.memberUid,
    });
    const back = new URL(answer.headers.get('Location') ?? '');
    // What a careful client checks before using the code (the SDK does not).
    if (back.origin + back.pathname !== this.redirectUrl) throw new Error(`redirected to ${back}`);
    if (back.searchParams.get('state') !== this.sentState) throw new Error('state mismatch');
    if (back.searchParams.get('iss') !== this.target.origin) throw new Error('iss mismatch');
    this.code = back.searchParams.get('code') ?? undefined;
  }
}

let t: TestApp;
let provider: HeadlessOAuthProvider;
let mcpUrl: URL;
beforeEach(async () => {
  t = await createTestApp();
  provider = new HeadlessOAuthProvider({ origin: t.mcpOrigins.acme, fetch: t.mcpFetch }, 1001);
  mcpUrl = new URL(`${t.mcpOrigins.acme}/mcp`);
});

function transport() {
  return new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider, fetch: t.mcpFetch });
}

/** The SDK's documented flow: connect → UnauthorizedError → finishAuth(code) → connect again. */
async function connectWithSdkAuth(): Promise<Client> {
  const first = transport();
  await expect(new Client({ name: 'sdk-test', version: '1' }).connect(first)).rejects.toThrow(
    UnauthorizedError,
  );
  expect(provider.code).toBeTruthy();
  await first.finishAuth(provider.code ?? '');
  const client = new Client({ name: 'sdk-test', version: '1' });
  await client.connect(transport());
  return client;
}

async function whoami(client: Client) {
  const result = await client.callTool({ name: 'platform_whoami', arguments: {} });
  expect(result.isError).toBeFalsy();
  return WhoamiDataSchema.parse((result.structuredContent as { data: unknown }).data);
}

describe('the official MCP SDK client with its own auth() flow', () => {
  it('discovers, registers, authorizes with PKCE and the resource, and calls platform_whoami', async () => {
    const client = await connectWithSdkAuth();
    const me = await whoami(client);
    expect(me).toMatchObject({
      tenant: { id: 'acme' },
      identity: { type: 'member', uid: 1001, authMethod: 'oauth' },
      // The 401 challenge suggests the least privilege, and the SDK asks for exactly that.
      scopes: ['platform:read'],
    });
    expect(me.counts.tools.available).toBeLessThan(me.counts.tools.catalog);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'platform_get_campaigns',
      'platform_list_campaigns',
      'platform_whoami',
    ]);
    await client.close();
  });

  it('pages through platform_list_campaigns by following nextOffset until complete', async () => {
    const client = await connectWithSdkAuth();
    const seen = new Set<number>();
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const result = await client.callTool({
        name: 'platform_list_campaigns',
        arguments: { status: 'all', orderBy: 'd_revenue', order: 'desc', offset, limit: 100 },
      });
      const data = ListCampaignsDataSchema.parse(
        (result.structuredContent as { data: unknown }).data,
      );
      for (const row of data.campaigns) seen.add(Number(row.cid));
      expect(data.sourcePagination.complete).toBe(data.sourcePagination.nextOffset === null);
      offset = data.sourcePagination.nextOffset;
      pages += 1;
    }
    const { n } = t.db.prepare('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001').get() as {
      n: number;
    };
    expect(seen.size).toBe(n);
    expect(pages).toBe(Math.ceil(n / 100));
    await client.close();
  });

  it('refreshes an expired access token by itself (rotation) and keeps working', async () => {
    const client = await connectWithSdkAuth();
    await whoami(client);
    const before = provider.tokens();
    // Age every access token: the next call gets 401 and the SDK uses its refresh token.
    t.db.prepare("UPDATE oauth_tokens SET expires_at = 0 WHERE kind = 'access'").run();

    const me = await whoami(client);

    expect(me.identity.uid).toBe(1001);
    const after = provider.tokens();
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect(provider.issued).toHaveLength(2);
    // Still working afterwards, and the list tools still answer.
    const list = await client.callTool({
      name: 'platform_list_campaigns',
      arguments: { limit: 5 },
    });
    expect(list.isError).toBeFalsy();
    await client.close();
  });

  it('gets 401 again when its grant is revoked, and cannot refresh its way back in', async () => {
    const client = await connectWithSdkAuth();
    await whoami(client);
    t.db.prepare('UPDATE oauth_grants SET revoked_at = 1').run();
    provider.code = undefined;
    // The SDK tries the (revoked) refresh token, gets invalid_grant, forgets its tokens and
    // starts a new authorization: the user is asked again.
    await expect(client.callTool({ name: 'platform_whoami', arguments: {} })).rejects.toThrow(
      UnauthorizedError,
    );
    expect(provider.code).toBeTruthy();
    expect(provider.tokens()).toBeUndefined();
  });
});

/** What the SDK client rejects with: McpError, whose message the client builds from the wire's. */
async function rejection(call: Promise<unknown>): Promise<McpError> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

describe('protocol errors as an SDK client sees them (issue 22 item 8)', () => {
  it('carry "MCP error <code>:" once: the client adds it, the server does not send it', async () => {
    const client = await connectWithSdkAuth();
    const tool = await rejection(client.callTool({ name: 'platform_nope', arguments: {} }));
    expect(tool.message).toBe('MCP error -32602: Unknown tool: platform_nope');
    expect(tool).toMatchObject({ code: -32602, data: { status: 404 } });

    const resource = await rejection(client.readResource({ uri: 'adpanel://account/secrets' }));
    expect(resource.message).toBe(
      'MCP error -32002: Resource not found: adpanel://account/secrets',
    );

    const prompt = await rejection(
      client.getPrompt({ name: 'review_campaigns', arguments: { status: 'everything' } }),
    );
    expect(prompt.message).toBe('MCP error -32602: Invalid arguments for prompt review_campaigns');
    expect(prompt.data).toMatchObject({ status: 400, fields: { status: [expect.any(String)] } });
    await client.close();
  });
});

describe("write access for an SDK client (the README's recipe)", () => {
  it("clientMetadata.scope does not widen the grant: the 401 challenge's scope wins", async () => {
    provider = new HeadlessOAuthProvider(
      { origin: t.mcpOrigins.acme, fetch: t.mcpFetch },
      1001,
      'platform:read platform:write',
    );
    const client = await connectWithSdkAuth();
    expect((await whoami(client)).scopes).toEqual(['platform:read']);
    await client.close();
  });

  it('a fresh auth() with both scopes, then connect, gets the write tools', async () => {
    const reader = await connectWithSdkAuth();
    const scope = 'platform:read platform:write';
    const options = { serverUrl: mcpUrl, scope, fetchFn: t.mcpFetch };
    // With a refresh token at hand, auth() refreshes: the grant keeps its read-only scope.
    expect(await auth(provider, options)).toBe('AUTHORIZED');
    expect((await whoami(reader)).scopes).toEqual(['platform:read']);
    await reader.close();

    // Without tokens it starts a new authorization for exactly the scope given.
    provider.invalidateCredentials('tokens');
    provider.code = undefined;
    expect(await auth(provider, options)).toBe('REDIRECT');
    expect(await auth(provider, { ...options, authorizationCode: provider.code ?? '' })).toBe(
      'AUTHORIZED',
    );
    const writer = new Client({ name: 'sdk-test', version: '1' });
    await writer.connect(transport());
    expect((await whoami(writer)).scopes).toEqual(['platform:read', 'platform:write']);
    const { tools } = await writer.listTools();
    expect(tools.map((tool) => tool.name)).toContain('platform_apply_campaign_status_change');
    await writer.close();
  });
});

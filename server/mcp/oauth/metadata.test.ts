import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { describe, expect, it } from 'vitest';
import { MCP_SCOPES } from '@contract/mcp';
import { createTestApp } from '../../testing/test-app';

describe('OAuth discovery metadata', () => {
  it('describes the protected resource of each customer origin (RFC 9728), without credentials', async () => {
    const t = await createTestApp();
    for (const [origin, tenantName] of [
      [t.mcpOrigins.acme, 'Acme Ads'],
      [t.mcpOrigins.globex, 'Globex Media'],
    ] as const) {
      const res = await t.mcpFetch(`${origin}/.well-known/oauth-protected-resource/mcp`);
      expect(res.status).toBe(200);
      const metadata = OAuthProtectedResourceMetadataSchema.parse(await res.json());
      expect(metadata).toEqual({
        resource: `${origin}/mcp`,
        authorization_servers: [origin],
        scopes_supported: [...MCP_SCOPES],
        bearer_methods_supported: ['header'],
        resource_name: expect.stringContaining(tenantName),
      });
    }
  });

  it('names the origin as issuer and builds every endpoint from it (RFC 8414)', async () => {
    const t = await createTestApp();
    for (const origin of [t.mcpOrigins.acme, t.mcpOrigins.globex]) {
      const res = await t.mcpFetch(`${origin}/.well-known/oauth-authorization-server`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
      const metadata = OAuthMetadataSchema.parse(await res.json());
      expect(metadata).toEqual({
        issuer: origin,
        authorization_endpoint: `${origin}/oauth/authorize`,
        token_endpoint: `${origin}/oauth/token`,
        registration_endpoint: `${origin}/oauth/register`,
        revocation_endpoint: `${origin}/oauth/revoke`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        revocation_endpoint_auth_methods_supported: ['none'],
        scopes_supported: [...MCP_SCOPES],
        authorization_response_iss_parameter_supported: true,
      });
    }
  });
});

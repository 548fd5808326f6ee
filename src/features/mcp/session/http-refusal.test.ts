import { describe, expect, it } from 'vitest';
import { bearerChallenge, missingScope } from './http-refusal';

describe('the Bearer challenge of a 403', () => {
  it('reads quoted and bare auth-params', () => {
    const header =
      'Bearer error="insufficient_scope", scope="platform:read platform:write", resource_metadata="http://localhost:8788/.well-known/oauth-protected-resource/mcp", error_description="This needs the platform:write scope"';
    expect(bearerChallenge(header)).toEqual({
      error: 'insufficient_scope',
      scope: 'platform:read platform:write',
      resource_metadata: 'http://localhost:8788/.well-known/oauth-protected-resource/mcp',
      error_description: 'This needs the platform:write scope',
    });
    expect(bearerChallenge('Bearer error=invalid_token')).toEqual({ error: 'invalid_token' });
    expect(bearerChallenge('Basic realm="x"')).toEqual({});
    expect(bearerChallenge(null)).toEqual({});
  });

  it('reads a long run of letters without "=" once (a hostile header must not hang the tab)', () => {
    expect(bearerChallenge(`Bearer ${'a'.repeat(200_000)} error=invalid_token`)).toEqual({
      error: 'invalid_token',
    });
    // A name starts where a word does: "x-error=…" is not "error=…".
    expect(bearerChallenge('Bearer x-error=a, error=b')).toEqual({ 'x-error': 'a', error: 'b' });
  });

  it('names the first scope of the hint the connection lacks, counting what its scopes include', () => {
    expect(missingScope('platform:read platform:write', ['platform:read'])).toBe('platform:write');
    expect(missingScope('platform:read platform:write', ['platform:upload'])).toBeUndefined();
    expect(missingScope('platform:write platform:upload', ['platform:write'])).toBe(
      'platform:upload',
    );
    expect(missingScope(undefined, ['platform:read'])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveScopes, parseScopes } from './mcp';

describe('MCP scopes', () => {
  it('reads a scope parameter into known scopes and names the unknown words', () => {
    expect(parseScopes(' platform:write  platform:read platform:write admin ')).toEqual({
      scopes: ['platform:read', 'platform:write'],
      unknown: ['admin'],
    });
    expect(parseScopes(undefined)).toEqual({ scopes: [], unknown: [] });
  });

  it('lets a broader scope include the narrower ones: upload ⊃ write ⊃ read', () => {
    expect(effectiveScopes(['platform:write'])).toEqual(['platform:read', 'platform:write']);
    expect(effectiveScopes(['platform:upload'])).toEqual([
      'platform:read',
      'platform:write',
      'platform:upload',
    ]);
    expect(effectiveScopes(['offline_access'])).toEqual(['offline_access']);
    expect(effectiveScopes(['platform:read'])).toEqual(['platform:read']);
  });
});

import { describe, expect, it } from 'vitest';
import { McpFlowError } from '../types';
import { checkCallback } from './oauth-client';
import type { PendingConnect } from './pending-connect';

const ISSUER = 'http://localhost:8788';
const REDIRECT = 'http://localhost:5173/mcp/callback';

function pending(issParameterSupported: boolean): PendingConnect {
  return {
    origin: ISSUER,
    resource: `${ISSUER}/mcp`,
    state: 'the-state-we-sent-with-enough-entropy-000000',
    verifier: 'v'.repeat(43),
    clientId: 'client-1',
    redirectUri: REDIRECT,
    scopes: ['platform:read'],
    authorizationServer: {
      issuer: ISSUER,
      authorizationEndpoint: `${ISSUER}/oauth/authorize`,
      tokenEndpoint: `${ISSUER}/oauth/token`,
      issParameterSupported,
    },
    log: [],
    createdAt: Date.now(),
  };
}

function callback(params: Record<string, string>, base = REDIRECT): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

const good = { code: 'c0de', state: pending(true).state, iss: ISSUER };

function failure(run: () => unknown): McpFlowError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(McpFlowError);
    expect((err as McpFlowError).step).toBe('callback-checks');
    return err as McpFlowError;
  }
  throw new Error('expected a refusal');
}

describe('checkCallback', () => {
  it('takes the code when state and iss match', () => {
    expect(checkCallback(callback(good), pending(true)).code).toBe('c0de');
  });

  it('refuses another state, and a missing one', () => {
    const { state: _state, ...withoutState } = good;
    for (const params of [{ ...good, state: 'other' }, withoutState])
      expect(failure(() => checkCallback(callback(params), pending(true))).message).toBe(
        'state does not match — this answer was not for this console',
      );
  });

  it('checks state before it reads an error: a foreign error is not shown as ours', () => {
    const params = { state: 'other', error: 'access_denied', iss: ISSUER };
    expect(failure(() => checkCallback(callback(params), pending(true))).server).toBeUndefined();
  });

  it('requires iss when the server promised it', () => {
    const { iss: _iss, ...withoutIss } = good;
    expect(failure(() => checkCallback(callback(withoutIss), pending(true))).message).toMatch(
      /does not name its issuer/,
    );
    expect(checkCallback(callback(withoutIss), pending(false)).code).toBe('c0de');
  });

  it('refuses another iss even when none was promised', () => {
    const params = { ...good, iss: 'https://attacker.example' };
    for (const promised of [true, false])
      expect(failure(() => checkCallback(callback(params), pending(promised))).message).toMatch(
        /attacker\.example/,
      );
  });

  it('names the error of the authorization server', () => {
    const params = {
      state: good.state,
      iss: ISSUER,
      error: 'access_denied',
      error_description: 'No',
    };
    const error = failure(() => checkCallback(callback(params), pending(true)));
    expect(error.server).toEqual({ error: 'access_denied', description: 'No' });
    expect(error.message).toMatch(/access_denied: No/);
  });

  it('refuses an answer that arrives at another address, or without a code', () => {
    expect(
      failure(() => checkCallback(callback(good, 'http://localhost:5173/elsewhere'), pending(true)))
        .message,
    ).toMatch(/came to/);
    const { code: _code, ...withoutCode } = good;
    expect(failure(() => checkCallback(callback(withoutCode), pending(true))).message).toMatch(
      /neither a code nor an error/,
    );
  });
});

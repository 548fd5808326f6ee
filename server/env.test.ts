import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, readEnv } from './env';

// Issue 17 item 9: demo mode and the public development secret stay on loopback.
const OWN_SECRET = 'a-secret-of-our-own-that-is-long-enough-0123456789';

describe('readEnv: what may start where', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2'])(
    'starts the demo with the development secret on loopback %s',
    (HOST) => {
      const env = readEnv({ HOST });
      expect(env).toMatchObject({ host: HOST, demo: true, usesDevSecret: true });
    },
  );

  it('starts the demo on loopback when HOST is not set', () => {
    expect(readEnv({}).host).toBe('127.0.0.1');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'adpanel.example'])(
    'refuses demo mode on %s, even with a secret of its own',
    (HOST) => {
      expect(() => readEnv({ HOST, JWT_SECRET: OWN_SECRET })).toThrow(
        /reachable from other machines, but DEMO is on.*ALLOW_INSECURE_DEMO=true/,
      );
    },
  );

  it('refuses the development secret off loopback, set or defaulted', () => {
    expect(() => readEnv({ HOST: '0.0.0.0', DEMO: 'true' })).toThrow(
      /DEMO is on .* and JWT_SECRET is the public development secret/,
    );
    expect(() => readEnv({ HOST: '0.0.0.0', DEMO: 'false', JWT_SECRET: DEV_JWT_SECRET })).toThrow(
      /JWT_SECRET must be set when DEMO is off/,
    );
  });

  it('refuses DEMO=false without a secret anywhere, as the start did before', () => {
    expect(() => readEnv({ DEMO: 'false' })).toThrow(/JWT_SECRET must be set when DEMO is off/);
  });

  it('starts the production settings off loopback', () => {
    const env = readEnv({ HOST: '0.0.0.0', DEMO: 'false', JWT_SECRET: OWN_SECRET });
    expect(env).toMatchObject({ host: '0.0.0.0', demo: false, usesDevSecret: false });
    expect(env.jwtSecret).toBe(OWN_SECRET);
  });

  it('starts the demo off loopback only when forced with ALLOW_INSECURE_DEMO=true', () => {
    const env = readEnv({ HOST: '0.0.0.0', ALLOW_INSECURE_DEMO: 'true' });
    expect(env).toMatchObject({ host: '0.0.0.0', demo: true, usesDevSecret: true });
    expect(() => readEnv({ HOST: '0.0.0.0', ALLOW_INSECURE_DEMO: 'false' })).toThrow();
  });
});

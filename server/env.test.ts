import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, readEnv } from './env';

// Issue 17 item 9: demo mode and the public development secret stay on loopback.
const OWN_SECRET = 'a-secret-of-our-own-that-is-long-enough-0123456789';

describe('readEnv: what may start where', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2', '[::1]', 'LOCALHOST', '0:0:0:0:0:0:0:1'])(
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

// Issue 22 item 4: loopback is decided by parsing the address, and production
// secrets have a least length.
describe('readEnv: loopback is an address, not a prefix', () => {
  it.each([
    '127.evil.example',
    '127.0.0.1.nip.io',
    'localhost.evil.example',
    '127.1',
    '::2',
    '::',
    '[::]',
    '128.0.0.1',
  ])('treats HOST=%s as reachable from other machines', (HOST) => {
    expect(() => readEnv({ HOST })).toThrow(
      new RegExp(`HOST=${HOST.replace(/[.[\]]/g, '\\$&')} is reachable from other machines`),
    );
  });

  it.each(['127.255.255.254', '::ffff:127.0.0.1', '[0:0:0:0:0:0:0:1]'])(
    'treats HOST=%s as loopback',
    (HOST) => {
      expect(readEnv({ HOST }).host).toBe(HOST);
    },
  );
});

describe('readEnv: JWT_SECRET of at least 32 bytes with DEMO off', () => {
  it.each([
    ['x', 1],
    ['a'.repeat(31), 31],
    ['  short-secret-with-spaces  ', 24],
  ])('refuses JWT_SECRET=%j off loopback, naming the setting and its length', (secret, bytes) => {
    expect(() => readEnv({ HOST: '0.0.0.0', DEMO: 'false', JWT_SECRET: secret })).toThrow(
      `JWT_SECRET must be at least 32 bytes when DEMO is off (it is ${bytes})`,
    );
  });

  it('refuses it on loopback too: a proxy in front makes loopback production', () => {
    expect(() => readEnv({ HOST: '127.0.0.1', DEMO: 'false', JWT_SECRET: 'x' })).toThrow(
      /JWT_SECRET must be at least 32 bytes/,
    );
  });

  it('accepts 32 bytes, however many characters they are', () => {
    expect(readEnv({ DEMO: 'false', JWT_SECRET: 'a'.repeat(32) }).jwtSecret).toHaveLength(32);
    // 16 two-byte characters are 32 bytes; 31 ASCII characters are not.
    expect(readEnv({ DEMO: 'false', JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
    expect(() => readEnv({ DEMO: 'false', JWT_SECRET: 'é'.repeat(15) + 'a' })).toThrow(
      /\(it is 31\)/,
    );
  });

  it('leaves demo mode alone: its refusals are about HOST and the public secret', () => {
    expect(readEnv({ JWT_SECRET: 'x' })).toMatchObject({ demo: true, jwtSecret: 'x' });
  });
});

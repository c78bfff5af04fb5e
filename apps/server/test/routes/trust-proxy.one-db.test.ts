import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CODES } from '@app/contract/auth';
import { parseEnv } from '../../src/config/env.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const PROXY = '10.50.0.1';
const signup = (t: TestApp, n: number, remoteAddress: string, forwardedFor?: string) =>
  t.request({
    method: 'POST',
    url: '/api/authentication/signup',
    payload: {
      email: `proxy${n}-${remoteAddress}-${forwardedFor ?? 'direct'}@example.com`.replace(/[^a-z0-9@.-]/g, '-'),
      password: 'Proxy-Passw0rd',
      username: `Proxy ${n}`,
    },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** Sign-ups are throttled per client address (20 an hour); which address that is depends on TRUST_PROXY. */
describe('TRUST_PROXY', () => {
  describe('off (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ seed: false });
    });
    afterAll(async () => {
      await t.close();
    });

    it('X-Forwarded-For is ignored: a client cannot dodge the throttle by inventing addresses', async () => {
      for (let i = 1; i <= 20; i += 1) expect((await signup(t, i, '10.51.0.1', `192.0.2.${i}`)).statusCode).toBe(200);
      const blocked = await signup(t, 21, '10.51.0.1', '192.0.2.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: AUTH_CODES.throttled });
    });
  });

  describe('a list of proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ seed: false, env: { TRUST_PROXY: `${PROXY}, 10.60.0.0/16` } });
    });
    afterAll(async () => {
      await t.close();
    });

    it("behind the proxy, each client is counted by its own address: one client's lock-out does not lock out the others", async () => {
      for (let i = 1; i <= 20; i += 1) expect((await signup(t, i, PROXY, '198.51.100.7')).statusCode).toBe(200);
      expect((await signup(t, 21, PROXY, '198.51.100.7')).statusCode).toBe(429);
      // Another client through the same proxy, and one through a proxy of the trusted range.
      expect((await signup(t, 22, PROXY, '198.51.100.8')).statusCode).toBe(200);
      expect((await signup(t, 23, '10.60.3.4', '198.51.100.9')).statusCode).toBe(200);
    });

    it('a request that did not come through a trusted proxy is counted by its socket address, whatever it claims', async () => {
      for (let i = 1; i <= 20; i += 1)
        expect((await signup(t, 100 + i, '203.0.113.5', `198.51.100.${i}`)).statusCode).toBe(200);
      expect((await signup(t, 121, '203.0.113.5', '198.51.100.200')).statusCode).toBe(429);
    });
  });

  describe('a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('takes the address the trusted proxy saw: what a client writes to the left of it is ignored', async () => {
      for (let i = 1; i <= 20; i += 1)
        expect((await signup(t, i, PROXY, `192.0.2.${i}, 198.51.100.50`)).statusCode).toBe(200);
      expect((await signup(t, 21, PROXY, '192.0.2.99, 198.51.100.50')).statusCode).toBe(429);
      expect((await signup(t, 22, PROXY, '192.0.2.1, 198.51.100.51')).statusCode).toBe(200);
    });
  });

  it('parses off, a hop count and a list, and refuses anything else naming the variable', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be off, a hop count/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { refreshTokens } from '../../src/db/schema/index.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createAccessTokens } from '../../src/services/auth/access-tokens.ts';
import { createAccountsService } from '../../src/services/auth/accounts-service.ts';
import { hashPassword, verifyPassword } from '../../src/services/auth/passwords.ts';
import {
  isFamilyActive,
  issueRefreshToken,
  revokeAllSessions,
  rotateRefreshToken,
} from '../../src/services/auth/sessions.ts';
import { randomToken, sha256 } from '../../src/services/auth/secrets.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const key = new TextEncoder().encode(SECRET);
const claims = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  role: 'staff' as const,
  familyId: 'c1e0a6a4-1b7e-4a39-a0c8-6b6d4a1f2e33',
};

describe('access tokens', () => {
  const tokens = createAccessTokens(SECRET);
  const forge = (alg = 'HS256', exp: string | number = '5m', payload: Record<string, unknown> = {}) =>
    new SignJWT({ role: claims.role, sid: claims.familyId, typ: 'access', ...payload })
      .setProtectedHeader({ alg })
      .setSubject(claims.userId)
      .setIssuer('matchday-console')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);

  it('round-trips its own tokens, signed HS256 and short-lived', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses alg none, another algorithm, another secret, an expired token, and garbage (null, never a throw)', async () => {
    expect(await tokens.verify(await forge())).toEqual(claims); // control
    const unsecured = new UnsecuredJWT({ role: 'staff', sid: claims.familyId, typ: 'access' })
      .setSubject(claims.userId)
      .setIssuer('matchday-console')
      .setExpirationTime('5m')
      .encode();
    expect(await tokens.verify(unsecured)).toBeNull();
    expect(await tokens.verify(await forge('HS384'))).toBeNull();
    expect(await tokens.verify(await forge('HS512'))).toBeNull();
    expect(
      await createAccessTokens('another-secret-that-is-long-enough-0123456').verify(await tokens.sign(claims)),
    ).toBeNull();
    expect(await tokens.verify(await forge('HS256', Math.floor(Date.now() / 1000) - 1))).toBeNull();
    expect(await tokens.verify(await forge('HS256', '5m', { typ: 'refresh' }))).toBeNull();
    expect(await tokens.verify(await forge('HS256', '5m', { role: 'root' }))).toBeNull();
    expect(await tokens.verify(await forge('HS256', '5m', { sid: 42 }))).toBeNull();
    for (const garbage of ['', 'abc', 'a.b.c', '....', `${'x'.repeat(10_000)}.y.z`])
      expect(await tokens.verify(garbage)).toBeNull();
  });
});

describe('passwords', () => {
  it('argon2id, m=19456 KiB, t=2, p=1, salted: the same password hashes differently', async () => {
    const a = await hashPassword('Same-Passw0rd');
    const b = await hashPassword('Same-Passw0rd');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Same-Passw0rd')).toBe(true);
    expect(await verifyPassword(b, 'Same-Passw0rd')).toBe(true);
    expect(await verifyPassword(a, 'same-Passw0rd')).toBe(false);
  });

  it('handles non-ASCII passwords and a broken stored hash (false, not a throw)', async () => {
    const hash = await hashPassword('Pässwörd-ñ-1🙂');
    expect(await verifyPassword(hash, 'Pässwörd-ñ-1🙂')).toBe(true);
    expect(await verifyPassword(hash, 'Passwort-n-1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });
});

describe('secrets', () => {
  it('random tokens are 256-bit URL-safe and distinct; sha256 is hex', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('refresh token sessions', () => {
  let database: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const accounts = createAccountsService(database.db, createAccessTokens(SECRET), {
      consoleUrl: 'http://console.test',
    });
    userId = (
      await accounts.createUser({
        email: 'unit@example.com',
        password: 'Unit-Passw0rd',
        role: 'staff',
        nickname: 'Unit',
      })
    ).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores only the hash; rotation keeps the family and spends the token', async () => {
    const { token, familyId } = await issueRefreshToken(database.db, userId);
    const [row] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({ userId, familyId, usedAt: null, revokedAt: null });
    const rotated = await rotateRefreshToken(database.db, token);
    expect(rotated).toMatchObject({ ok: true, userId, familyId });
    expect(rotated.ok && rotated.token).not.toBe(token);
    const [spent] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expect(spent!.usedAt).not.toBeNull();
    expect(await isFamilyActive(database.db, familyId)).toBe(true);
  });

  it('reuse of a spent token revokes the family; unknown and revoked tokens are told apart', async () => {
    const { token, familyId } = await issueRefreshToken(database.db, userId);
    const next = await rotateRefreshToken(database.db, token);
    expect(await rotateRefreshToken(database.db, token)).toEqual({ ok: false, reason: 'reused', userId });
    expect(await isFamilyActive(database.db, familyId)).toBe(false);
    expect(await rotateRefreshToken(database.db, next.ok ? next.token : '')).toEqual({
      ok: false,
      reason: 'revoked',
      userId,
    });
    expect(await rotateRefreshToken(database.db, randomToken())).toEqual({ ok: false, reason: 'unknown' });
  });

  it('concurrent use of one token: exactly one rotation, and the family is revoked', async () => {
    const { token, familyId } = await issueRefreshToken(database.db, userId);
    const results = await Promise.all([
      rotateRefreshToken(database.db, token),
      rotateRefreshToken(database.db, token),
      rotateRefreshToken(database.db, token),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.ok ? [] : [r.reason]));
    expect(refusals).toHaveLength(2);
    for (const reason of refusals) expect(['reused', 'revoked']).toContain(reason);
    expect(await isFamilyActive(database.db, familyId)).toBe(false);
  });

  it('an expired token is refused without revoking anything', async () => {
    const { token, familyId } = await issueRefreshToken(database.db, userId);
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expect(await rotateRefreshToken(database.db, token)).toEqual({ ok: false, reason: 'expired', userId });
    expect(await isFamilyActive(database.db, familyId)).toBe(true);
  });

  it('revokeAllSessions ends every family of the user', async () => {
    const a = await issueRefreshToken(database.db, userId);
    const b = await issueRefreshToken(database.db, userId);
    await revokeAllSessions(database.db, userId);
    expect(await isFamilyActive(database.db, a.familyId)).toBe(false);
    expect(await isFamilyActive(database.db, b.familyId)).toBe(false);
    expect(await rotateRefreshToken(database.db, a.token)).toEqual({ ok: false, reason: 'revoked', userId });
  });
});

import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIZE_CODE_DAYS, splitSignedPrizeCode, type PrizeVerifyKey } from '@app/contract/winners';

/**
 * The key that signs prize codes (ECDSA P-256): PRIZE_SIGNING_KEY (the private key as
 * JWK JSON) when set; otherwise a key generated once and kept in DATA_DIR, like the JWT secret, so
 * codes already mailed stay valid across restarts. Several instances must share PRIZE_SIGNING_KEY.
 */
export function resolvePrizeSigningKey(envKey: string | undefined, dataDir: string): KeyObject {
  if (envKey) return privateKeyOf(envKey);
  const file = path.join(dataDir, 'prize-signing-key.jwk');
  if (existsSync(file)) return privateKeyOf(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  writeFileSync(file, JSON.stringify(privateKey.export({ format: 'jwk' })), { mode: 0o600 });
  return privateKey;
}

function privateKeyOf(jwkText: string): KeyObject {
  const key = createPrivateKey({ key: JSON.parse(jwkText) as Record<string, string>, format: 'jwk' });
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error('PRIZE_SIGNING_KEY must be an ECDSA P-256 private key as JWK');
  return key;
}

/** Why a signed code was refused before the database was asked. */
export type SignedCodeProblem = 'signature' | 'expired';

/**
 * Signs and checks prize codes. A signed code is `<winner id>.<expiry, Unix seconds>.<signature>`; the
 * signature (IEEE P1363, r‖s, the form WebCrypto reads) covers `<winner id>.<expiry>`, so the scanner
 * page checks it offline with the public key alone.
 */
export function createPrizeSigner(privateKey: KeyObject) {
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  const verifyKey: PrizeVerifyKey = { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) };
  return {
    verifyKey,
    /** A new winner's signed code, valid PRIZE_CODE_DAYS from `now`. */
    sign(id: string, now = new Date()): { code: string; expiresAt: Date } {
      const exp = Math.floor(now.getTime() / 1000) + PRIZE_CODE_DAYS * 86_400;
      const payload = `${id}.${exp}`;
      const signature = sign('sha256', Buffer.from(payload), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return { code: `${payload}.${signature.toString('base64url')}`, expiresAt: new Date(exp * 1000) };
    },
    /** The winner id of a signed code, or why it is refused; a plain (older) code is its own id. */
    check(
      code: string,
      now = new Date(),
    ): { id: string; expiresAt: Date | null } | { problem: SignedCodeProblem; expiresAt?: Date } {
      const parts = splitSignedPrizeCode(code);
      if (!parts) return { id: code, expiresAt: null };
      const good = verify(
        'sha256',
        Buffer.from(parts.payload),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(parts.signature, 'base64url'),
      );
      if (!good) return { problem: 'signature' };
      const expiresAt = new Date(parts.exp * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { problem: 'expired', expiresAt };
      return { id: parts.id, expiresAt };
    },
  };
}
export type PrizeSigner = ReturnType<typeof createPrizeSigner>;

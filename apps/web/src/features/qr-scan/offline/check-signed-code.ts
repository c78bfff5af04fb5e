import { splitSignedPrizeCode, type PrizeVerifyKey } from '@app/contract/winners';

export type OfflineCheck = { ok: true; expiresAt: Date } | { ok: false; problem: 'unsigned' | 'signature' | 'expired' };

const base64urlBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** WebCrypto's ECDSA P-256 check; a signature that is not base64url or not 64 bytes throws. */
async function verifySignature(key: PrizeVerifyKey, signature: string, payload: string): Promise<boolean> {
  const publicKey = await crypto.subtle.importKey('jwk', key, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    base64urlBytes(signature),
    new TextEncoder().encode(payload),
  );
}

/**
 * A signed prize code checked in the browser (WebCrypto's ECDSA P-256): its signature by
 * the server's public key and its expiry. An older code, the winner's id alone, can only be checked online.
 */
export async function checkSignedCode(code: string, key: PrizeVerifyKey, now = new Date()): Promise<OfflineCheck> {
  const parts = splitSignedPrizeCode(code.trim());
  if (!parts) return { ok: false, problem: 'unsigned' };
  const good = await verifySignature(key, parts.signature, parts.payload).catch(() => false);
  if (!good) return { ok: false, problem: 'signature' };
  const expiresAt = new Date(parts.exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, expiresAt };
}

import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrizeVerifyKey } from '@app/contract/winners';
import { checkSignedCode } from './check-signed-code.ts';

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A key pair as the server holds one, and a code signed with it as the server writes one. */
async function signer() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const key: PrizeVerifyKey = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! };
  const sign = async (id: string, exp: number) => {
    const payload = `${id}.${exp}`;
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      new TextEncoder().encode(payload),
    );
    return `${payload}.${b64url(signature)}`;
  };
  return { key, sign };
}

const ID = 'q3Vx9TzZr1bLk0aP4mN7wE2s';
const inAYear = () => Math.floor(Date.now() / 1000) + 365 * 86_400;

describe('checkSignedCode (offline)', () => {
  // WebCrypto as Chromium has it: jsdom's crypto has no `subtle`, Node's is the same API.
  beforeAll(() => {
    vi.stubGlobal('crypto', webcrypto);
  });

  it('accepts a code signed by the key, until it expires', async () => {
    const { key, sign } = await signer();
    const exp = inAYear();
    const code = await sign(ID, exp);
    expect(await checkSignedCode(code, key)).toEqual({ ok: true, expiresAt: new Date(exp * 1000) });
    expect(await checkSignedCode(`  ${code} `, key)).toMatchObject({ ok: true });
    expect(await checkSignedCode(code, key, new Date((exp + 1) * 1000))).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a code changed after signing, or signed by another key', async () => {
    const { key, sign } = await signer();
    const exp = inAYear();
    const code = await sign(ID, exp);
    const [, , signature] = code.split('.');
    expect(await checkSignedCode(`${ID}.${exp + 60}.${signature}`, key)).toEqual({ ok: false, problem: 'signature' });
    expect(await checkSignedCode(`${'B'.repeat(24)}.${exp}.${signature}`, key)).toEqual({
      ok: false,
      problem: 'signature',
    });
    expect(await checkSignedCode(`${ID}.${exp}.not-base64!`, key)).toEqual({ ok: false, problem: 'signature' });
    const other = await signer();
    expect(await checkSignedCode(await other.sign(ID, exp), key)).toEqual({ ok: false, problem: 'signature' });
  });

  it('says an older code, the id alone, can only be checked online', async () => {
    const { key } = await signer();
    expect(await checkSignedCode(ID, key)).toEqual({ ok: false, problem: 'unsigned' });
  });
});

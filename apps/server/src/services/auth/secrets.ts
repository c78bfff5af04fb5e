import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and reset links. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as hashes, so a database leak does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

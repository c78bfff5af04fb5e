import { randomBytes } from 'node:crypto';
import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH } from '@app/contract/leagues';

/**
 * An invite code: 8 characters of a 32-letter alphabet, 40 random bits. Each byte gives a letter by
 * its low five bits, which 32 divides exactly, so every letter is as likely as the others.
 */
export function newLeagueCode(): string {
  return [...randomBytes(LEAGUE_CODE_LENGTH)].map((byte) => LEAGUE_CODE_ALPHABET[byte & 31]).join('');
}

/** A member's reference within one league: 72 random bits, nothing of the account. */
export const newMemberRef = (): string => randomBytes(9).toString('base64url');

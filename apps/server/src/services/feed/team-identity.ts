/**
 * How a fed team or competition is recognised among those the console has: by name without the
 * club-form words (FC, CF, AFC …), accents, case and punctuation; by the provider's short name
 * and three-letter code; by country. A certain match takes over the console's record; an
 * uncertain one is created apart and shown to the admin as a possible duplicate.
 */

/** Words naming a club's legal form, not the club: "Arsenal FC" is "Arsenal". */
const CLUB_FORM_WORDS = new Set([
  'fc',
  'cf',
  'afc',
  'sc',
  'ac',
  'as',
  'ss',
  'ssc',
  'cd',
  'ud',
  'sd',
  'rc',
  'rcd',
  'fk',
  'sk',
  'bk',
  'if',
  'sv',
  'vfb',
  'vfl',
  'tsg',
  'club',
  'calcio',
  'futbol',
  'football',
  'de',
  'of',
]);

/** Lower case, no accents, words split on anything but letters and digits. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The name as compared: its words without the club-form ones (all of them kept when nothing else is left). */
export function identityKey(name: string): string {
  const all = words(name);
  const core = all.filter((w) => !CLUB_FORM_WORDS.has(w));
  return (core.length > 0 ? core : all).join(' ');
}

/** Countries compare without case and accents; an unknown country ('') agrees with any. */
function countriesAgree(a: string, b: string): boolean {
  return a.trim() === '' || b.trim() === '' || identityKey(a) === identityKey(b);
}

export type IdentityCandidate = { id: string; name: string; country: string };
export type FedIdentity = { name: string; shortName?: string | null; tla?: string | null; country: string };
/** Why an uncertain pair was proposed: a code the console words. */
type DuplicateReason = 'sameNameOtherCountry' | 'sameCode' | 'nameWithin' | 'severalAlike';
export type IdentityMatch =
  | { kind: 'certain'; record: IdentityCandidate }
  | { kind: 'uncertain'; records: { record: IdentityCandidate; reason: DuplicateReason }[] }
  | { kind: 'none' };

/** Whether every word of the shorter key is in the longer one, and the shorter one says enough (4 letters). */
function within(a: string, b: string): boolean {
  if (a === b || a.length < 4 || b.length < 4) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const longWords = new Set(long.split(' '));
  return short.split(' ').every((w) => longWords.has(w));
}

/**
 * The console's record the fed one is, if certain: the same name (the provider's full or short one)
 * in an agreeing country, one record only; or the same three-letter code as the record's name in
 * the same known country. Anything less (another country, a name within the other, several alike)
 * is uncertain: the admin decides.
 */
export function matchIdentity(fed: FedIdentity, records: readonly IdentityCandidate[]): IdentityMatch {
  const names = new Set([fed.name, fed.shortName ?? ''].map(identityKey).filter(Boolean));
  const code = fed.tla ? identityKey(fed.tla) : '';
  const certain: IdentityCandidate[] = [];
  const uncertain = new Map<string, { record: IdentityCandidate; reason: DuplicateReason }>();
  for (const record of records) {
    const key = identityKey(record.name);
    const agree = countriesAgree(fed.country, record.country);
    if (names.has(key)) {
      if (agree) certain.push(record);
      else uncertain.set(record.id, { record, reason: 'sameNameOtherCountry' });
    } else if (code !== '' && key === code) {
      if (agree && fed.country.trim() !== '' && record.country.trim() !== '') certain.push(record);
      else uncertain.set(record.id, { record, reason: 'sameCode' });
    } else if (agree && [...names].some((n) => within(n, key))) {
      uncertain.set(record.id, { record, reason: 'nameWithin' });
    }
  }
  if (certain.length === 1) return { kind: 'certain', record: certain[0]! };
  for (const record of certain) uncertain.set(record.id, { record, reason: 'severalAlike' });
  return uncertain.size > 0 ? { kind: 'uncertain', records: [...uncertain.values()] } : { kind: 'none' };
}

/** Letters with a stroke or a ligature, which Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
};

/**
 * A nickname as the uniqueness of names reads it: without case, accents or repeated spaces, so
 * "José", "jose" and "JOSÉ " are one name. Computed here and stored (users.nickname_key), since an
 * embedded database may lack `unaccent`; the migration that filled existing rows uses the same rules.
 */
export function nicknameKey(nickname: string): string {
  return nickname
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłħıþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

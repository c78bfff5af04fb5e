import { MATCH_DATE_MASK } from '@app/contract/matches-admin';

/** Applies the dialog's mask (##.##.####) to what was typed: digits only, dots put in as they fit. */
export function applyDateMask(typed: string, mask = MATCH_DATE_MASK): string {
  const digits = typed.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    out += slot === '#' ? digits[next++] : slot;
  }
  return out;
}

/** A date entry as the dialog shows it: dd.mm.yyyy (ISO dates from elsewhere are converted). */
export function toMaskedDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
}

/** The UTC day of an ISO instant as dd.mm.yyyy: the server compares days in UTC too. */
export function utcMaskedDay(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

import { format, isValid, parseISO } from 'date-fns';

/** SPEC.md's one date shape for lists: `H:mm - d MMM yyyy`, e.g. 19:45 - 3 Dec 2026. */
export const DATE_TIME_PATTERN = 'H:mm - d MMM yyyy';

export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, DATE_TIME_PATTERN) : '';
}

export function formatDate(value: string | Date | null | undefined, pattern = 'd MMM yyyy'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern) : '';
}

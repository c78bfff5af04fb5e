import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

describe('formatDateTime', () => {
  it('writes SPEC.md shape H:mm - d MMM yyyy', () => {
    expect(formatDateTime(new Date(2026, 11, 3, 19, 45))).toBe('19:45 - 3 Dec 2026');
    expect(formatDateTime(new Date(2026, 0, 15, 7, 5))).toBe('7:05 - 15 Jan 2026');
  });
  it('writes nothing for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n.ts';
import { loadDateLocale } from './date-locale.ts';
import { formatDay } from './format-date.ts';
import { formatDayIn } from './format-day-in.ts';
import { LANGUAGES } from './preferences-store.ts';

describe('formatDayIn', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes a moment\'s day in the named zone, whatever the reader\'s', () => {
    // 23:30 in London on 1 December is already 2 December in Tokyo.
    expect(formatDayIn('2026-12-01T23:30:00.000Z', 'Europe/London')).toBe('1 Dec 2026');
    expect(formatDayIn('2026-12-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('2 Dec 2026');
    expect(formatDayIn(null, 'Asia/Tokyo')).toBe('');
    expect(formatDayIn('not a date', 'Asia/Tokyo')).toBe('');
  });

  it('writes every day as format-date.ts does, in every language and every month', async () => {
    for (const language of LANGUAGES) {
      await loadDateLocale(language);
      await i18n.changeLanguage(language);
      for (let month = 1; month <= 12; month++) {
        const day = `2026-${String(month).padStart(2, '0')}-03`;
        expect(formatDayIn(`${day}T12:00:00.000Z`, 'UTC'), `${language} ${day}`).toBe(formatDay(day));
      }
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n.ts';
import { loadDateLocale } from './date-locale.ts';
import { formatDateTime, formatDay } from './format-date.ts';
import { formatDateTimeIn, formatReaderDateTime } from './format-date-time-in.ts';
import { formatDayIn } from './format-day-in.ts';
import { LANGUAGES } from './preferences-store.ts';

describe('formatDayIn', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("writes a moment's day in the named zone, whatever the reader's", () => {
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

  it("writes every moment as format-date.ts's formatDateTime does, in every language, month and hour", async () => {
    for (const language of LANGUAGES) {
      await loadDateLocale(language);
      await i18n.changeLanguage(language);
      for (let month = 1; month <= 12; month++) {
        for (const time of ['00:05', '09:30', '13:00', '23:59']) {
          const moment = `2026-${String(month).padStart(2, '0')}-03T${time}:00.000Z`;
          expect(formatReaderDateTime(moment), `${language} ${moment}`).toBe(formatDateTime(moment));
        }
      }
    }
    expect(formatReaderDateTime('not a date')).toBe('');
  });

  it("reads a zone's wall clock from Temporal where the browser has it (no Intl formatter, decision 077)", () => {
    const asked: [number, string][] = [];
    vi.stubGlobal('Temporal', {
      Instant: {
        fromEpochMilliseconds: (ms: number) => ({
          toZonedDateTimeISO: (zone: string) => {
            asked.push([ms, zone]);
            return { year: 2026, month: 12, day: 2, hour: 8, minute: 30, second: 0 };
          },
        }),
      },
    });
    try {
      expect(formatDateTimeIn('2026-12-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('8:30 - 2 Dec 2026 (Asia/Tokyo)');
      expect(formatDayIn('2026-12-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('2 Dec 2026');
      expect(asked).toEqual([
        [Date.parse('2026-12-01T23:30:00.000Z'), 'Asia/Tokyo'],
        [Date.parse('2026-12-01T23:30:00.000Z'), 'Asia/Tokyo'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("writes a moment in a named zone with the zone's id", () => {
    expect(formatDateTimeIn('2026-12-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('8:30 - 2 Dec 2026 (Asia/Tokyo)');
    expect(formatDateTimeIn('2026-07-01T08:05:00.000Z', 'Europe/London')).toBe('9:05 - 1 Jul 2026 (Europe/London)');
    expect(formatDateTimeIn('nope', 'Asia/Tokyo')).toBe('');
  });
});

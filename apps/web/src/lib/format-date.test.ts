import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n.ts';
import { formatDateTimeIn } from './format-date-time-in.ts';
import { formatDate, formatDateTime, formatDateTimeWithZone, formatNumber, timeZoneName } from './format-date.ts';

describe('formatDateTime', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes docs/product.md shape H:mm - d MMM yyyy', () => {
    expect(formatDateTime(new Date(2026, 11, 3, 19, 45))).toBe('19:45 - 3 Dec 2026');
    expect(formatDateTime(new Date(2026, 0, 15, 7, 5))).toBe('7:05 - 15 Jan 2026');
  });
  it('writes nothing for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('keeps the shape where the language writes the day first; the month name follows the language', async () => {
    const date = new Date(2026, 11, 3, 19, 45);
    const expected = {
      fr: '19:45 - 3 déc. 2026',
      es: '19:45 - 3 dic 2026',
      it: '19:45 - 3 dic 2026',
      ar: '19:45 - 3 ديسمبر 2026',
    };
    for (const [language, text] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      expect(formatDateTime(date), language).toBe(text);
    }
    await i18n.changeLanguage('fr');
    expect(formatDate('2026-01-15')).toBe('15 janv. 2026');
  });
  it('writes Chinese dates in Chinese order: year, month, day, then the 24-hour time', async () => {
    await i18n.changeLanguage('zh');
    expect(formatDateTime(new Date(2026, 11, 3, 19, 45))).toBe('2026年12月3日 19:45');
    expect(formatDateTime(new Date(2026, 0, 15, 7, 5))).toBe('2026年1月15日 07:05');
    expect(formatDate('2026-01-15')).toBe('2026年1月15日');
  });
  it("names the reader's time zone where the zone matters", async () => {
    const at = new Date(2026, 2, 3, 14, 5);
    expect(formatDateTimeWithZone(at)).toBe(`14:05 - 3 Mar 2026 (${timeZoneName(at)})`);
    expect(timeZoneName(new Date(Date.UTC(2026, 0, 15, 12)), 'Europe/Paris')).toBe('GMT+1');
    expect(timeZoneName(new Date(Date.UTC(2026, 0, 15, 12)), 'UTC')).toBe('UTC');
    await i18n.changeLanguage('fr');
    expect(timeZoneName(new Date(Date.UTC(2026, 6, 15, 12)), 'Europe/Paris')).toBe('UTC+2');
  });
});

describe('formatDateTimeIn', () => {
  it("writes a moment in the named zone with the zone's id, for a page drawn before the reader's zone is known", () => {
    expect(formatDateTimeIn('2026-12-01T23:30:00.000Z', 'UTC')).toBe('23:30 - 1 Dec 2026 (UTC)');
    expect(formatDateTimeIn('2026-12-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('8:30 - 2 Dec 2026 (Asia/Tokyo)');
    expect(formatDateTimeIn('2026-07-01T00:05:00.000Z', 'Europe/London')).toBe('1:05 - 1 Jul 2026 (Europe/London)');
    expect(formatDateTimeIn('not a date', 'UTC')).toBe('');
  });
});

describe('formatNumber', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('groups digits the way the language does (en-US by default)', async () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    await i18n.changeLanguage('de');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    await i18n.changeLanguage('es');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    await i18n.changeLanguage('fr');
    expect(formatNumber(1234)).toBe('1\u202f234');
  });
});

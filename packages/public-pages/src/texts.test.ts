import { describe, expect, it } from 'vitest';
import { PUBLIC_LANGUAGES, PUBLIC_TEXTS } from './public-texts.ts';
import { WATCH_TEXTS } from './watch-texts.ts';
import { zoneName } from './fan-time.ts';

/** Every words of a table in one language, the sentences given sample values. */
function wordsOf(table: Record<string, unknown>): string[] {
  return Object.entries(table).map(([key, value]) => {
    if (typeof value === 'string') return value;
    return key === 'timesIn'
      ? (value as (z: string) => string)('ZONE')
      : (value as (...a: (string | number)[]) => string)(2, 'A', 'B');
  });
}

describe("the fans' pages' words", () => {
  it('are written in every language, none left in English where the language is another', () => {
    for (const lang of PUBLIC_LANGUAGES.filter((l) => l !== 'en')) {
      for (const [table, english] of [
        [PUBLIC_TEXTS[lang], PUBLIC_TEXTS.en],
        [WATCH_TEXTS[lang], WATCH_TEXTS.en],
      ] as const) {
        const words = wordsOf(table);
        const same = wordsOf(english).filter(
          (text, i) => text === words[i] && /[a-z]{3}/i.test(text.replace(/\b[AB]\b|ZONE/g, '')),
        );
        // 'bar(s)' and 'km' are French, Spanish and Italian words too; 'photo(s)' French.
        expect(
          same.filter((text) => !/^(2 bars?|A|B|2 km|Photos|2, photo A)$/.test(text)),
          lang,
        ).toEqual([]);
      }
    }
  });

  it('write no Latin comma, semicolon or question mark in Arabic', () => {
    for (const text of [...wordsOf(PUBLIC_TEXTS.ar), ...wordsOf(WATCH_TEXTS.ar)])
      expect(text, text).not.toMatch(/[,;?]/);
  });

  it("name a zone in the page's language", () => {
    const january = new Date('2027-01-15T12:00:00Z');
    expect(zoneName('Europe/Berlin', 'en', january)).toBe('Central European Standard Time');
    expect(zoneName('UTC', 'en', january)).toBe('Coordinated Universal Time');
    expect(zoneName('Europe/Berlin', 'fr', january)).toBe('heure normale d’Europe centrale');
    expect(zoneName('Europe/Bucharest', 'ar', january)).toMatch(/^توقيت شرق أوروبا/);
    expect(PUBLIC_TEXTS.zh.timesIn(zoneName('Asia/Shanghai', 'zh', january))).toBe('时间：中国标准时间');
  });
});

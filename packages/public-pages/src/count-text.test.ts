import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';
import { PUBLIC_LANGUAGES, PUBLIC_TEXTS } from './public-texts.ts';
import { WATCH_TEXTS } from './watch-texts.ts';

/** The public pages' counts in each language's plural forms (decision 056): never '1 screens'. */
describe('count words of the server-drawn pages', () => {
  it("picks the language's plural form by Intl.PluralRules", () => {
    const forms = { zero: 'z{n}', one: 'o{n}', two: 't{n}', few: 'f{n}', many: 'm{n}', other: 'x{n}' };
    expect([0, 1, 2, 3, 11, 100].map((n) => countText('ar', n, forms))).toEqual([
      'z0',
      'o1',
      't2',
      'f3',
      'm11',
      'x100',
    ]);
    expect([0, 1, 2, 1_000_000].map((n) => countText('fr', n, forms))).toEqual(['o0', 'o1', 'x2', 'm1000000']);
    expect([0, 1, 2].map((n) => countText('en', n, forms))).toEqual(['x0', 'o1', 'x2']);
    expect([1, 2].map((n) => countText('zh', n, forms))).toEqual(['x1', 'x2']);
    expect(countText('en', 0, { none: 'nothing', other: '{n}' })).toBe('nothing');
  });

  it('writes screens and bars as each language counts them', () => {
    expect([1, 2, 5].map(PUBLIC_TEXTS.en.screens)).toEqual(['1 screen', '2 screens', '5 screens']);
    expect([0, 1, 2].map(PUBLIC_TEXTS.fr.screens)).toEqual(['0 écran', '1 écran', '2 écrans']);
    expect([1, 2, 3, 11].map(PUBLIC_TEXTS.ar.screens)).toEqual(['شاشة واحدة', 'شاشتان', '3 شاشات', '11 شاشة']);
    expect([0, 1, 2, 7].map(WATCH_TEXTS.en.barCount)).toEqual(['No bar yet', '1 bar', '2 bars', '7 bars']);
    expect([1, 2, 4, 12].map(WATCH_TEXTS.ar.barCount)).toEqual(['حانة واحدة', 'حانتان', '4 حانات', '12 حانة']);
    expect([1, 2].map(WATCH_TEXTS.es.barCount)).toEqual(['1 bar', '2 bares']);
  });

  it('has, in every language, a count sentence for every number it may be given', () => {
    for (const lang of PUBLIC_LANGUAGES) {
      for (const n of [0, 1, 2, 3, 11, 100, 1_000_000]) {
        for (const text of [
          PUBLIC_TEXTS[lang].screens(n),
          PUBLIC_TEXTS[lang].soundZones(n),
          WATCH_TEXTS[lang].barCount(n),
        ]) {
          expect(text, `${lang} ${n}`).not.toMatch(/\{n\}/);
          expect(text.trim(), `${lang} ${n}`).not.toBe('');
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/preferences-store.ts';
import {
  catalogues,
  INFRASTRUCTURE_NAMESPACES,
  keyShape,
  placeholders,
  pluralFormsOf,
  REQUIRED_NAMESPACES,
  type FlatCatalogue,
} from './catalogues.ts';

const TRANSLATIONS = LANGUAGES.filter((l) => l !== 'en');
const english = catalogues['en'] ?? {};

/** What is wrong with `translated` compared with English, plural forms read for `language`. */
function differences(en: FlatCatalogue, translated: FlatCatalogue, language: string): string[] {
  const problems: string[] = [];
  const enShape = keyShape(en);
  const shape = keyShape(translated);
  for (const [key, enForms] of enShape) {
    const forms = shape.get(key);
    if (forms === undefined) {
      problems.push(`missing ${key}`);
    } else if (enForms === null && forms !== null) {
      problems.push(`${key} is plural here but not in English`);
    } else if (enForms !== null) {
      const expected = pluralFormsOf(language, enForms);
      const have = forms ?? new Set<string>();
      for (const form of expected) if (!have.has(form)) problems.push(`missing ${key}_${form}`);
      for (const form of have)
        if (!expected.has(form)) problems.push(`${key}_${form} is not a plural form of ${language}`);
    }
  }
  for (const key of shape.keys()) if (!enShape.has(key)) problems.push(`${key} is not in English`);
  return problems;
}

/** Interpolations must survive translation: the same {{names}} as English (a plural form may leave out {{count}}). */
function placeholderProblems(en: FlatCatalogue, translated: FlatCatalogue): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(translated)) {
    if (text.trim() === '') problems.push(`${key} is empty`);
    const pluralForm = /^(.+?)_((?:ordinal_)?)(?:zero|one|two|few|many|other)$/.exec(key);
    const source = en[key] ?? (pluralForm ? en[`${pluralForm[1]}_${pluralForm[2]}other`] : undefined);
    if (source === undefined) continue;
    const want = placeholders(source);
    const have = placeholders(text);
    // Plural forms may say the number in words ("one item", "two items"): {{count}} is optional there.
    const expected = pluralForm ? want.filter((p) => p !== 'count') : want;
    const extra = have.filter((p) => !want.includes(p));
    const lost = expected.filter((p) => !have.includes(p));
    if (extra.length > 0 || lost.length > 0)
      problems.push(`${key}: {{${have.join(', ')}}} where English has {{${want.join(', ')}}}`);
  }
  return problems;
}

describe('catalogue keys', () => {
  it('English has the namespaces every feature and the infrastructure read', () => {
    expect(REQUIRED_NAMESPACES).toEqual(expect.arrayContaining([...INFRASTRUCTURE_NAMESPACES]));
  });

  for (const language of TRANSLATIONS) {
    const namespaces = Object.keys(catalogues[language] ?? {}).sort();
    describe(language, () => {
      it('has every namespace file only for a namespace English has', () => {
        expect(namespaces.filter((ns) => !REQUIRED_NAMESPACES.includes(ns))).toEqual([]);
      });
      for (const ns of namespaces) {
        it(`${ns}.json has exactly English's keys, with ${language}'s plural forms`, () => {
          expect(differences(english[ns] ?? {}, catalogues[language]![ns]!, language)).toEqual([]);
        });
        it(`${ns}.json keeps English's {{placeholders}} and leaves nothing empty`, () => {
          expect(placeholderProblems(english[ns] ?? {}, catalogues[language]![ns]!)).toEqual([]);
        });
      }
    });
  }

  // `{{count}}` is the number a sentence agrees with ('1 screen', '2 screens'): i18next picks the
  // language's plural form by it, so a key that counts is a plural key in English, and the check
  // above then asks each language for its own forms (decision 056). A number nothing agrees with
  // ('Changes (3)', '1–25 of 300') is named otherwise ({{total}}).
  it('every English text that counts ({{count}}) is a plural key', () => {
    const singular = Object.entries(english).flatMap(([ns, catalogue]) => {
      const shape = keyShape(catalogue);
      return Object.entries(catalogue)
        .filter(([key, text]) => placeholders(text).includes('count') && shape.get(key) === null)
        .map(([key]) => `${ns}:${key}`);
    });
    expect(singular).toEqual([]);
  });

  it('the checker itself: finds a missing key, a missing plural form and a stray key', () => {
    const en = { title: 'Title', selected_one: '{{count}} selected', selected_other: '{{count}} selected' };
    expect(
      differences(en, { title: 'Titolo', selected_one: 'x', selected_many: 'x', selected_other: 'x' }, 'it'),
    ).toEqual([]);
    expect(differences(en, { selected_one: 'x', selected_other: 'x', extra: 'x' }, 'it')).toEqual([
      'missing title',
      'missing selected_many',
      'extra is not in English',
    ]);
    expect(differences(en, { title: '标题', selected_other: 'x' }, 'zh')).toEqual([]);
    expect(differences(en, { title: 'x', selected_one: 'x', selected_other: 'x' }, 'ar')).toEqual([
      'missing selected_zero',
      'missing selected_two',
      'missing selected_few',
      'missing selected_many',
    ]);
    expect(
      differences(
        { place_ordinal_one: '1st', place_ordinal_two: '2nd', place_ordinal_few: '3rd', place_ordinal_other: 'nth' },
        { place_ordinal_other: '第{{count}}' },
        'zh',
      ),
    ).toEqual([]);
    expect(
      differences({ place_ordinal_one: '1st', place_ordinal_other: 'nth' }, { place_ordinal_other: 'x' }, 'fr'),
    ).toEqual(['missing place_ordinal_one']);
    expect(placeholderProblems({ hi: 'Hi {{name}}' }, { hi: 'Ciao {{nome}}' })).toEqual([
      'hi: {{nome}} where English has {{name}}',
    ]);
  });
});

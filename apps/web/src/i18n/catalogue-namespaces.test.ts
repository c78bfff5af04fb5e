import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/preferences-store.ts';
import { catalogues, REQUIRED_NAMESPACES } from './catalogues.ts';

/** Every namespace English has must exist in every language (i18next would fall back to English silently). */
const NAMESPACES_EVERY_LANGUAGE_NEEDS: readonly string[] = REQUIRED_NAMESPACES;

describe('namespaces missing from a language', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has a catalogue for every namespace it needs`, () => {
      const present = Object.keys(catalogues[language] ?? {});
      expect(NAMESPACES_EVERY_LANGUAGE_NEEDS.filter((ns) => !present.includes(ns))).toEqual([]);
    });
  }

  it('every namespace checked is one English has', () => {
    expect(NAMESPACES_EVERY_LANGUAGE_NEEDS.filter((ns) => !REQUIRED_NAMESPACES.includes(ns))).toEqual([]);
  });
});

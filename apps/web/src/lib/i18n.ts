import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGES, readPreferences, type Language } from './preferences-store.ts';
import { loadDateLocale } from './date-locale.ts';

/**
 * Catalogues live in locales/<language>/<namespace>.json, one namespace per feature, picked up
 * without registration. They are loaded lazily, one chunk per language (lib/catalogues/<language>.ts),
 * so a phone downloads its own language only; i18next switches language once the catalogues and
 * the date-fns locale have arrived, so no key ever flashes on screen.
 */
type LanguageModule = { catalogues: Record<string, Record<string, unknown>> };
const languageModules = import.meta.glob<LanguageModule>('./catalogues/*.ts');
const NO_CATALOGUES: LanguageModule = { catalogues: {} };
const loadedLanguages = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

/** Every catalogue of `language` by namespace, and its date-fns locale; loaded once. */
function loadLanguage(language: string): Promise<Record<string, Record<string, unknown>>> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    const load = languageModules[`./catalogues/${language}.ts`];
    loading = Promise.all([load ? load() : Promise.resolve(NO_CATALOGUES), loadDateLocale(toLanguage(language))]).then(([module]) => {
      const byNamespace: Record<string, Record<string, unknown>> = {};
      for (const [file, catalogue] of Object.entries(module.catalogues)) {
        const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
        if (namespace) byNamespace[namespace] = catalogue;
      }
      return byNamespace;
    });
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

/** BCP 47 tags for <html lang>, Intl and date-fns (SPEC.md section 9: the default locale is en-US). */
const LOCALE_TAGS: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', ar: 'ar', it: 'it-IT', es: 'es-ES', fr: 'fr-FR' };

export function toLanguage(lng: string | undefined): Language {
  const base = (lng ?? '').split('-')[0];
  return LANGUAGES.find((l) => l === base) ?? 'en';
}

export function localeTag(lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): string {
  return LOCALE_TAGS[toLanguage(lng)];
}

export function directionOf(lng: string | undefined): 'ltr' | 'rtl' {
  return i18n.dir(toLanguage(lng));
}

/** <html lang dir> follow the language, for assistive technology, fonts and the browser's own mirroring. */
function applyToDocument(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = localeTag(lng);
  document.documentElement.dir = directionOf(lng);
}
i18n.on('languageChanged', applyToDocument);

/**
 * Resolves once the chosen language is ready; main.tsx renders after it. The six languages have
 * every key (the catalogue tests), so only a language the console does not have falls back to
 * English, and a French phone downloads no English catalogue.
 */
export const i18nReady = (async () => {
  const language = readPreferences().language;
  // Every language has the same namespaces (the catalogue tests): the chosen one's list them.
  const namespaces = Object.keys(await loadLanguage(language));
  await i18n.use(resourcesToBackend(async (lng: string, ns: string) => (await loadLanguage(lng))[ns] ?? {})).use(initReactI18next).init({
    lng: language,
    fallbackLng: (code?: string) => (LANGUAGES.some((l) => l === code?.split('-')[0]) ? [] : ['en']),
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: namespaces,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key missing from every catalogue is reported (the page-tour journey fails on these warnings).
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`i18n missing key: ${namespace}:${key} (${languages.join(', ')})`);
    },
  });
})();

export default i18n;

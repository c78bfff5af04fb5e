import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, readPreferences, type Language } from './preferences-store.ts';

/**
 * Catalogues live in locales/<language>/<namespace>.json, one namespace per feature, picked up
 * here without registration. A namespace a language lacks falls back to English.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (resources[match[1]] ??= {})[match[2]] = module.default;
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

void i18n.use(initReactI18next).init({
  resources,
  lng: readPreferences().language,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(resources['en'] ?? { common: {} }),
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key missing from every catalogue is reported (the page-tour journey fails on these warnings).
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    console.warn(`i18n missing key: ${namespace}:${key} (${languages.join(', ')})`);
  },
});

export default i18n;

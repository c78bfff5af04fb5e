import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { adoptAddressLanguage, LANGUAGES, readPreferences, type Language } from './preferences-store.ts';
import { renderingOnServer, serverRenderContext } from './server-render-context.ts';
import { loadDateLocale } from './date-locale.ts';
import { readSession } from './session-store.ts';

/**
 * Catalogues live in locales/<language>/<namespace>.json, one namespace per feature, picked up
 * without registration. They load lazily in three chunks per language: the namespaces the first
 * screen reads (catalogues/start/<language>.ts: common, auth, settings, ~1 kB) before the first
 * render, the player pages' (catalogues/play/<language>.ts, ~1.5 kB: a fan's phone does not load
 * the console's 15 kB of texts), and the rest (catalogues/pages/<language>.ts) right
 * after, while the first page's code arrives; a page whose namespace is not there yet waits for it
 * in its Suspense.
 * A phone downloads its own language only; i18next switches language once the catalogues and the
 * date-fns locale have arrived, so no key ever flashes on screen.
 */
type Catalogues = Record<string, Record<string, unknown>>;
type LanguageModule = { catalogues: Record<string, Record<string, unknown>> };
type Part = 'start' | 'play' | 'pages';
const PART_MODULES: Record<Part, Record<string, () => Promise<LanguageModule>>> = {
  start: import.meta.glob<LanguageModule>('./catalogues/start/*.ts'),
  play: import.meta.glob<LanguageModule>('./catalogues/play/*.ts'),
  pages: import.meta.glob<LanguageModule>('./catalogues/pages/*.ts'),
};
/** The namespace of the server's and the contract's messages by code (lib/message-text.ts). */
export const MESSAGES_NAMESPACE = 'validation';
/** Must match the file names that catalogues/start/<language>.ts reads (the catalogue tests check it). */
export const START_NAMESPACES: readonly string[] = ['common', 'auth', 'settings'];
/** Must match the file names that catalogues/play/<language>.ts reads. */
export const PLAY_NAMESPACES: readonly string[] = ['play'];
const loadedParts = new Map<string, Promise<Catalogues>>();

/** One part of `language`'s catalogues by namespace (the start part with its date-fns locale); loaded once. */
function loadPart(part: Part, language: string): Promise<Catalogues> {
  const cacheKey = `${part} ${language}`;
  let loading = loadedParts.get(cacheKey);
  if (!loading) {
    const load = PART_MODULES[part][`./catalogues/${part}/${language}.ts`];
    const module = load ? load() : Promise.resolve<LanguageModule>({ catalogues: {} });
    loading = Promise.all([module, part === 'start' ? loadDateLocale(toLanguage(language)) : null]).then(
      ([{ catalogues }]) => {
        const byNamespace: Catalogues = {};
        for (const [file, catalogue] of Object.entries(catalogues)) {
          const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
          if (namespace) byNamespace[namespace] = catalogue;
        }
        // Once a later part is here every namespace in it is known to i18next: a text of one
        // namespace read under another's hook (`validation` messages) is there, and a language
        // switch loads them all in the new language.
        if (part !== 'start' && i18n.isInitialized) void i18n.loadNamespaces(Object.keys(byNamespace));
        return byNamespace;
      },
    );
    loading.catch(() => loadedParts.delete(cacheKey));
    loadedParts.set(cacheKey, loading);
  }
  return loading;
}

/** i18next's backend: a namespace of a language, from the part that holds it. */
async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const part: Part = START_NAMESPACES.includes(namespace)
    ? 'start'
    : PLAY_NAMESPACES.includes(namespace)
      ? 'play'
      : 'pages';
  return (await loadPart(part, language))[namespace] ?? {};
}

/** BCP 47 tags for <html lang>, Intl and date-fns (docs/product.md §9: the default locale is en-US). */
const LOCALE_TAGS: Record<Language, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  ar: 'ar',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
};

export function toLanguage(lng: string | undefined): Language {
  const base = (lng ?? '').split('-')[0];
  return LANGUAGES.find((l) => l === base) ?? 'en';
}

/**
 * The i18next that texts are read from outside a component (dates, coded messages): the console's own, or on the
 * server the render's, in the page's language while other pages render beside it in theirs.
 */
export function activeI18n(): typeof i18n {
  return serverRenderContext()?.i18n ?? i18n;
}

/** The language texts are read in now (activeI18n's). */
export function activeLanguage(): Language {
  const active = activeI18n();
  return toLanguage(active.resolvedLanguage ?? active.language);
}

export function localeTag(lng: string | undefined = activeLanguage()): string {
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

/** Every namespace of `parts` in the language of `instance` (the console's i18next by default), loaded. */
async function loadParts(parts: readonly Part[], instance: typeof i18n = i18n): Promise<void> {
  const language = instance.resolvedLanguage ?? instance.language;
  const loaded = await Promise.all(parts.map((part) => loadPart(part, language)));
  await instance.loadNamespaces(loaded.flatMap((catalogues) => Object.keys(catalogues)));
}

/**
 * Every namespace in the language of `instance`, loaded: the server's drawing (a render's own i18next), and the
 * component tests before they render.
 */
export const loadAllCatalogues = (instance: typeof i18n = i18n): Promise<void> =>
  loadParts(['play', 'pages'], instance);

/**
 * Resolves once the chosen language is ready; main.tsx renders after it. The six languages have
 * every key (the catalogue tests), so only a language the console does not have falls back to
 * English, and a French phone downloads no English catalogue.
 */
export const i18nReady = (async () => {
  if (!renderingOnServer()) adoptAddressLanguage();
  const language = readPreferences().language;
  // Signed in, the first page needs the rest of the language too: fetched at once, beside the
  // start part and that page's code (a player's, the player pages' part; anyone else's, the
  // console's). Signed out (/login, /register, /play) it waits until a page asks.
  const role = readSession()?.role;
  const eager: Part | null = role === undefined ? null : role === 'player' ? 'play' : 'pages';
  if (eager) void loadPart(eager, language).catch(() => undefined);
  await loadPart('start', language);
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: (code?: string) => (LANGUAGES.some((l) => l === code?.split('-')[0]) ? [] : ['en']),
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: [...START_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key missing from every catalogue is reported (the page-tour journey fails on these warnings).
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.warn(`i18n missing key: ${namespace}:${key} (${languages.join(', ')})`);
      },
    });
  if (eager) void loadParts([eager]).catch(() => undefined);
})();

export default i18n;

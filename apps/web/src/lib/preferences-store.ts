import {
  firstLanguageOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
} from '@app/contract/language-choice';
import { renderingOnServer, serverRenderContext } from './server-render-context.ts';

/**
 * The one place that keeps the person's display preferences (docs/product.md §9: language, theme,
 * layout). They live in local storage apart from the session, so they survive reloads, sign-outs
 * and sign-ins on this browser.
 */
export const LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export const THEME_MODES = ['light', 'semi-dark', 'dark'] as const;
export const LAYOUTS = ['full-width', 'boxed', 'framed'] as const;

export type Language = (typeof LANGUAGES)[number];
export type ThemeMode = (typeof THEME_MODES)[number];
export type Layout = (typeof LAYOUTS)[number];
export type Preferences = { language: Language; theme: ThemeMode; layout: Layout };

export const DEFAULT_PREFERENCES: Preferences = { language: 'en', theme: 'light', layout: 'full-width' };

const PREFERENCES_KEY = 'preferences';

/** `value` if it is one of `allowed`, else `fallback`. */
function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/*
 * Read on every first paint, so plain checks rather than zod: zod stays out of the sign-in
 * screen's JavaScript. Each field on its own: one unknown value (an old or hand-edited
 * entry) never costs the others.
 */
export function readPreferences(): Preferences {
  if (renderingOnServer()) return serverRenderContext()?.preferences ?? DEFAULT_PREFERENCES;
  const entry = storedPreferences();
  return {
    // Chosen as the server chooses it for a page it draws (@app/contract/language-choice).
    language:
      firstLanguageOf(LANGUAGES, [
        readLanguageCookie(),
        typeof entry.language === 'string' ? entry.language : null,
        ...navigator.languages,
      ]) ?? DEFAULT_PREFERENCES.language,
    theme: oneOf(THEME_MODES, entry.theme, DEFAULT_PREFERENCES.theme),
    layout: oneOf(LAYOUTS, entry.layout, DEFAULT_PREFERENCES.layout),
  };
}

function storedPreferences(): Partial<Record<keyof Preferences, unknown>> {
  try {
    const raw = window.localStorage.getItem(PREFERENCES_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : {};
    return typeof stored === 'object' && stored !== null ? stored : {};
  } catch {
    // Storage blocked or the entry is not JSON: the defaults.
    return {};
  }
}

/** Where this browser notes that the person picked a preference here ('language-chosen', 'theme-chosen' …). */
const chosenKey = (key: keyof Preferences) => `${key}-chosen`;

/**
 * Whether the person picked this preference on this browser. Until they do, signing in applies their
 * account's; once they do, this browser keeps their pick.
 */
export function hasChosenHere(key: keyof Preferences): boolean {
  try {
    return window.localStorage.getItem(chosenKey(key)) === '1';
  } catch {
    return false;
  }
}

export function markChosenHere(key: keyof Preferences): void {
  try {
    window.localStorage.setItem(chosenKey(key), '1');
  } catch {
    // Storage blocked: the choice still holds for this visit.
  }
}

export function writePreferences(preferences: Preferences): void {
  writeLanguageCookie(preferences.language);
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

/** The `lang` cookie: the language chosen on this browser, shared with the fans' public pages, which write it too. */
function readLanguageCookie(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

// Lax: a fan following a link from another site arrives in their language.
function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** An address's `?lang=` naming one of ours wins, and is kept on this browser as the reader's choice. */
export function adoptAddressLanguage(): void {
  const language = firstLanguageOf(LANGUAGES, [new URLSearchParams(window.location.search).get(LANGUAGE_PARAM)]);
  if (!language) return;
  writePreferences({ ...readPreferences(), language });
  markChosenHere('language');
}

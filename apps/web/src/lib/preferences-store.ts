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

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

const PREFERENCES_KEY = 'preferences';

/** `value` if it is one of `allowed`, else `fallback`. */
function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/*
 * Read on every first paint, so plain checks rather than zod: zod stays out of the sign-in
 * screen's JavaScript (decision 020). Each field on its own: one unknown value (an old or hand-edited
 * entry) never costs the others.
 */
export function readPreferences(): Preferences {
  if (renderingOnServer()) return serverRenderContext()?.preferences ?? DEFAULT_PREFERENCES;
  try {
    const raw = window.localStorage.getItem(PREFERENCES_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : {};
    const entry = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof Preferences, unknown>>;
    return {
      language: oneOf(LANGUAGES, entry.language, DEFAULT_PREFERENCES.language),
      theme: oneOf(THEME_MODES, entry.theme, DEFAULT_PREFERENCES.theme),
      layout: oneOf(LAYOUTS, entry.layout, DEFAULT_PREFERENCES.layout),
    };
  } catch {
    // Storage blocked or the entry is not JSON: the defaults.
    return DEFAULT_PREFERENCES;
  }
}

/** Where this browser notes that the person picked a preference here ('language-chosen', 'theme-chosen' …). */
const chosenKey = (key: keyof Preferences) => `${key}-chosen`;

/**
 * Whether the person picked this preference on this browser. Until they do, signing in applies their
 * account's (docs/decisions/026); once they do, this browser keeps their pick.
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
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { loadStyleCache, styleCache } from '../../lib/direction-style-cache.ts';
import { createAppTheme, createSidebarTheme } from '../../config/theme.ts';
import {
  DEFAULT_PREFERENCES,
  hasChosenHere,
  markChosenHere,
  readPreferences,
  writePreferences,
  type Preferences,
} from '../../lib/preferences-store.ts';
import { readSession } from '../../lib/session-store.ts';
import { writeReaderCookie } from '../../lib/reader-cookie.ts';
import { api } from '../../lib/api-client.ts';
import i18n, { directionOf, toLanguage } from '../../lib/i18n.ts';

/** What an account keeps of the preferences (null or absent: never chosen). */
export type AccountPreferences = { [K in keyof Preferences]?: Preferences[K] | null | undefined };

type PreferencesContextValue = {
  preferences: Preferences;
  /** The language the person picked: shown by the picker at once, while its catalogues may still be loading. */
  chosenLanguage: Preferences['language'];
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  /** At sign-in: the account's language, theme and layout, each unless the person picked one on this browser. */
  applyAccountPreferences: (account: AccountPreferences) => void;
  /** The sidebar's own theme when it differs from the content's (semi-dark), else null. */
  sidebarTheme: Theme | null;
};

// Without a provider (a component rendered alone in a test) the defaults hold and nothing changes.
const PreferencesContext = createContext<PreferencesContextValue>({
  preferences: DEFAULT_PREFERENCES,
  chosenLanguage: DEFAULT_PREFERENCES.language,
  setPreference: () => undefined,
  applyAccountPreferences: () => undefined,
  sidebarTheme: null,
});

/** Holds language, theme and layout; applies them (i18next, theme, direction) and keeps them on this browser. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<Preferences>(readPreferences);
  const [chosenLanguage, setChosenLanguage] = useState<Preferences['language']>(preferences.language);
  const direction = directionOf(preferences.language);

  const changePreference = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    const apply = () =>
      setPreferences((current) => {
        const next = { ...current, [key]: value };
        writePreferences(next);
        writeReaderCookie(next);
        return next;
      });
    // A language's catalogues load on first use (lib/i18n.ts): texts, month names and writing
    // direction switch together once they are there.
    if (key === 'language') {
      setChosenLanguage(toLanguage(String(value)));
      void Promise.all([i18n.changeLanguage(String(value)), loadStyleCache(directionOf(String(value)))]).then(apply);
    } else apply();
  }, []);

  const setPreference = useCallback(
    <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
      changePreference(key, value);
      // The person's pick: this browser keeps it, and their account does too (another browser gets it at
      // sign-in; mails are in their language).
      markChosenHere(key);
      if (readSession()) {
        // Best effort: the console works with the new choice either way; the next change sends it again.
        api('/authentication/me', { method: 'PATCH', body: { [key]: value } }).catch(() => undefined);
      }
    },
    [changePreference],
  );

  const applyAccountPreferences = useCallback(
    (account: AccountPreferences) => {
      for (const key of ['language', 'theme', 'layout'] as const) {
        const value = account[key];
        if (value && !hasChosenHere(key)) changePreference(key, value);
      }
    },
    [changePreference],
  );

  const theme = useMemo(() => createAppTheme({ mode: preferences.theme, direction }), [preferences.theme, direction]);
  const sidebarTheme = useMemo(
    () => createSidebarTheme({ mode: preferences.theme, direction }),
    [preferences.theme, direction],
  );
  const value = useMemo(
    () => ({ preferences, chosenLanguage, setPreference, applyAccountPreferences, sidebarTheme }),
    [preferences, chosenLanguage, setPreference, applyAccountPreferences, sidebarTheme],
  );

  return (
    <PreferencesContext value={value}>
      <CacheProvider value={styleCache(direction)}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CacheProvider>
    </PreferencesContext>
  );
}

export function usePreferences(): PreferencesContextValue {
  return useContext(PreferencesContext);
}

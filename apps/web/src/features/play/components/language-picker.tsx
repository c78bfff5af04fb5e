import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LanguageIcon from '@mui/icons-material/Language';
import { usePreferences } from '../../../components/settings/preferences-provider.tsx';
import { LANGUAGES } from '../../../lib/preferences-store.ts';
import { toLanguage } from '../../../lib/i18n.ts';

/**
 * The fans' language picker in the player's header: a globe and the language's code, over which
 * lies the browser's own select, unseen (a phone's native list, each language in its own name, and
 * no menu's code on the page's first load). The choice is kept on this browser in the `lang`
 * cookie, which the fans' public pages read too.
 */
export function LanguagePicker() {
  const { t } = useTranslation('play');
  const { chosenLanguage, setPreference } = usePreferences();
  return (
    <Box
      sx={{
        position: 'relative',
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 1,
        typography: 'body2',
        fontWeight: 600,
        '&:focus-within': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      <LanguageIcon fontSize="small" aria-hidden />
      <span aria-hidden>{chosenLanguage.toUpperCase()}</span>
      <Box
        component="select"
        aria-label={t('fields.language')}
        value={chosenLanguage}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => setPreference('language', toLanguage(e.target.value))}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          opacity: 0,
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}

import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { usePreferences } from '../../../components/settings/preferences-provider.tsx';
import { LANGUAGES } from '../../../lib/preferences-store.ts';
import { toLanguage } from '../../../lib/i18n.ts';

/**
 * The fans' language picker in the player's header: the browser's own select (a phone's native
 * list, and no menu's code on the page's first load). The choice is kept on this browser in the
 * `lang` cookie, which the fans' public pages read too, and in the player's account.
 */
export function LanguagePicker() {
  const { t } = useTranslation('play');
  const { chosenLanguage, setPreference } = usePreferences();
  return (
    <Box component="select" aria-label={t('fields.language')} value={chosenLanguage}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => setPreference('language', toLanguage(e.target.value))}
      sx={{
        font: 'inherit', typography: 'body2', color: 'inherit', bgcolor: 'transparent', cursor: 'pointer',
        border: 1, borderColor: 'currentColor', borderRadius: 1, py: 0.5, px: 0.5, maxWidth: '6.5rem',
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}>
      {LANGUAGES.map((l) => <option key={l} value={l} lang={l}>{t(`languages.${l}`)}</option>)}
    </Box>
  );
}

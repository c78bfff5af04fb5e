import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs, TextField } from '@mui/material';
import { isCopy, readLocalized, writeLocalized, type Localized } from '../model/localized.ts';

type Props = {
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  languages: readonly string[];
  /** Controlled from outside (one language switch for a whole form); otherwise the field has its own tabs. */
  language?: string;
  multiline?: boolean;
  minRows?: number;
  autoFocus?: boolean;
  /** The shown language's input, for a form that puts the focus on a refused field. */
  inputRef?: Ref<HTMLInputElement>;
};

const languageLabel = (label: string, code: string) => `${label} (${code.toUpperCase()})`;

export function LanguageTabs({
  languages,
  value,
  onChange,
  label,
}: {
  languages: readonly string[];
  value: string;
  onChange: (code: string) => void;
  label: string;
}) {
  return (
    <Tabs value={value} onChange={(_e, code: string) => onChange(code)} aria-label={label} sx={{ minHeight: 36 }}>
      {languages.map((code) => (
        <Tab key={code} value={code} label={code.toUpperCase()} sx={{ minHeight: 36, py: 0.5 }} />
      ))}
    </Tabs>
  );
}

/**
 * One text per active language. The first is required; the others show its text (a copy) until
 * someone edits them, and say so.
 */
export function LocalizedTextField({
  label,
  value,
  onChange,
  languages,
  language,
  multiline,
  minRows,
  autoFocus,
  inputRef,
}: Props) {
  const { t } = useTranslation('championships');
  const [ownLanguage, setOwnLanguage] = useState(languages[0] ?? 'en');
  const shown = language ?? (languages.includes(ownLanguage) ? ownLanguage : (languages[0] ?? 'en'));
  const first = languages[0] ?? 'en';
  const copy = isCopy(value, shown, languages);
  return (
    <Box>
      {language === undefined && languages.length > 1 ? (
        <LanguageTabs languages={languages} value={shown} onChange={setOwnLanguage} label={t('languages.label')} />
      ) : null}
      <TextField
        fullWidth
        label={languageLabel(label, shown)}
        required={shown === first}
        value={readLocalized(value, shown, languages)}
        onChange={(e) => onChange(writeLocalized(value, shown, e.target.value, languages))}
        multiline={multiline}
        minRows={minRows}
        autoFocus={autoFocus}
        inputRef={inputRef}
        // Each text in its own language and direction: an Arabic text reads right to left in any console language.
        slotProps={{ htmlInput: { lang: shown, dir: 'auto' } }}
        helperText={copy ? t('languages.copied', { first: first.toUpperCase() }) : ' '}
        sx={{ mt: language === undefined && languages.length > 1 ? 1 : 0 }}
      />
    </Box>
  );
}

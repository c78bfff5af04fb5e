import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  LANGUAGES,
  LAYOUTS,
  THEME_MODES,
  type Language,
  type Layout,
  type ThemeMode,
} from '../../lib/preferences-store.ts';
import { usePreferences } from './preferences-provider.tsx';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};
const THEME_KEYS: Record<ThemeMode, string> = {
  light: 'theme.light',
  'semi-dark': 'theme.semiDark',
  dark: 'theme.dark',
};
const LAYOUT_KEYS: Record<Layout, string> = {
  'full-width': 'layout.fullWidth',
  boxed: 'layout.boxed',
  framed: 'layout.framed',
};

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" sx={{ px: 2.5, py: 2 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5, fontWeight: 600 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={legendId}
        value={value}
        onChange={(_, next) => onChange(options.find((o) => o.value === next)?.value ?? value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** docs/product.md §9's choices: language, theme and layout, applied at once and kept on this browser. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { preferences, chosenLanguage, setPreference } = usePreferences();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="settings-panel"
      slotProps={{
        paper: {
          sx: { width: 300, maxWidth: '100%' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'settings-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, minHeight: 72 }}>
        <Typography id="settings-title" variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <IconButton edge="end" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Choice
        legend={t('language')}
        name="language"
        value={chosenLanguage}
        onChange={(v) => setPreference('language', v)}
        options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
      />
      <Divider />
      <Choice
        legend={t('theme.label')}
        name="theme"
        value={preferences.theme}
        onChange={(v) => setPreference('theme', v)}
        options={THEME_MODES.map((m) => ({ value: m, label: t(THEME_KEYS[m]) }))}
      />
      <Divider />
      <Choice
        legend={t('layout.label')}
        name="layout"
        value={preferences.layout}
        onChange={(v) => setPreference('layout', v)}
        options={LAYOUTS.map((l) => ({ value: l, label: t(LAYOUT_KEYS[l]) }))}
      />
    </Drawer>
  );
}

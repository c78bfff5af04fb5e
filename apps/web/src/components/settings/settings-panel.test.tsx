import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import i18n from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { readPreferences, writePreferences, DEFAULT_PREFERENCES } from '../../lib/preferences-store.ts';
import { PreferencesProvider, usePreferences } from './preferences-provider.tsx';
import { SettingsButton } from './settings-button.tsx';
import { LayoutFrame } from './layout-frame.tsx';

/** What a page would show: a translated text, a date, the theme's mode and direction, the layout. */
function Probe() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { sidebarTheme } = usePreferences();
  return (
    <LayoutFrame>
      <p data-testid="probe">
        {t('nav.matchPage')} | {formatDateTime(new Date(2026, 11, 3, 19, 45))} | {theme.palette.mode} |{' '}
        {theme.direction} | sidebar {sidebarTheme?.palette.mode ?? 'same'}
      </p>
      <SettingsButton />
    </LayoutFrame>
  );
}

function renderApp() {
  return render(
    <PreferencesProvider>
      <Probe />
    </PreferencesProvider>,
  );
}

async function openSettings(user: ReturnType<typeof userEvent.setup>, name = 'Settings') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('settings panel', () => {
  afterEach(async () => {
    cleanup();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('starts in English (en-US), light, full width, left to right', () => {
    renderApp();
    expect(screen.getByTestId('probe')).toHaveTextContent(
      'Match page | 19:45 - 3 Dec 2026 | light | ltr | sidebar same',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('app-frame').parentElement).toHaveAttribute('data-layout', 'full-width');
  });

  it('Arabic turns the console right to left, in Arabic, with Arabic month names, and is kept', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    const panel = await openSettings(user);
    expect(within(panel).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'العربية' }));

    // Arabic loads on first use; texts, dates and direction then switch together.
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('صفحة المباريات | 19:45 - 3 ديسمبر 2026 | light | rtl'),
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // The panel itself speaks the new language at once.
    expect(within(panel).getByRole('radiogroup', { name: 'اللغة' })).toBeInTheDocument();
    expect(readPreferences()).toEqual({ ...DEFAULT_PREFERENCES, language: 'ar' });
  });

  it('dark makes the whole theme dark; semi-dark keeps the content light and darkens only the sidebar', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    let panel = await openSettings(user);
    await user.click(within(panel).getByRole('radio', { name: 'Dark' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('| dark | ltr | sidebar same');
    await user.click(within(panel).getByRole('radio', { name: 'Semi-dark' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('| light | ltr | sidebar dark');
    await user.click(within(panel).getByRole('button', { name: 'Close settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    panel = await openSettings(user);
    expect(within(panel).getByRole('radio', { name: 'Semi-dark' })).toBeChecked();
    expect(readPreferences().theme).toBe('semi-dark');
  });

  it('the layout choice shapes the frame: boxed has a maximum width, framed a margin', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp();
    const frame = screen.getByTestId('app-frame');
    expect(getComputedStyle(frame).maxWidth).toBe('none');
    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));
    expect(frame.parentElement).toHaveAttribute('data-layout', 'boxed');
    expect(getComputedStyle(frame).maxWidth).toBe('1280px');
    await user.click(within(panel).getByRole('radio', { name: 'Framed' }));
    expect(frame.parentElement).toHaveAttribute('data-layout', 'framed');
    expect(getComputedStyle(frame).maxWidth).toBe('none');
    expect(readPreferences().layout).toBe('framed');
  });

  it('a stored choice is applied on the next start; a broken entry falls back to the defaults field by field', async () => {
    writePreferences({ language: 'fr', theme: 'dark', layout: 'boxed' });
    await i18n.changeLanguage(readPreferences().language);
    renderApp();
    expect(screen.getByTestId('probe')).toHaveTextContent('Page des matchs | 19:45 - 3 déc. 2026 | dark | ltr');
    expect(screen.getByRole('button', { name: 'Paramètres' })).toBeInTheDocument();
    cleanup();

    // The language is kept in the `lang` cookie first: without it, the stored entry is read.
    document.cookie = 'lang=; path=/; max-age=0';
    window.localStorage.setItem('preferences', JSON.stringify({ language: 'xx', theme: 'dark', layout: 42 }));
    expect(readPreferences()).toEqual({ language: 'en', theme: 'dark', layout: 'full-width' });
    window.localStorage.setItem('preferences', '{not json');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});

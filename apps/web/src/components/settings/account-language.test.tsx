import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import i18n from '../../lib/i18n.ts';
import { hasChosenHere, markChosenHere, readPreferences } from '../../lib/preferences-store.ts';
import { clearSession, writeSession, type SessionPerson } from '../../lib/session-store.ts';
import { stubApi, TEST_CSRF_TOKEN } from '../../testing/api-stub.ts';
import { PreferencesProvider, usePreferences } from './preferences-provider.tsx';
import { SettingsButton } from './settings-button.tsx';

const record: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Sam Staff',
  email: 'staff@example.com',
  role: 'staff',
  language: 'fr',
};
/** What the account keeps besides the language. */
const kept = { theme: 'dark', layout: 'boxed' } as const;

/** A page's text, the settings button, and what sign-in does with the account's language. */
function Probe() {
  const { t } = useTranslation();
  const { applyAccountPreferences } = usePreferences();
  return (
    <>
      <p data-testid="probe">{t('nav.matchPage')}</p>
      <button type="button" onClick={() => applyAccountPreferences({ language: record.language, ...kept })}>
        signed in
      </button>
      <SettingsButton />
    </>
  );
}

/** A language's catalogues load on first use; on a busy machine that takes more than waitFor's second. */
const LOADING = { timeout: 10_000 };

const renderApp = () =>
  render(
    <PreferencesProvider>
      <Probe />
    </PreferencesProvider>,
  );

describe("the account keeps the person's language, theme and layout", () => {
  afterEach(async () => {
    cleanup();
    clearSession();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('sends the language the person picks to their account, and this browser keeps it as their choice', async () => {
    writeSession(record, true);
    const calls = stubApi(() => ({ status: 200, body: { ...record, language: 'es' } }));
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Página de partidos'), LOADING);
    await waitFor(
      () =>
        expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
          { method: 'PATCH', url: '/api/authentication/me', body: { language: 'es' } },
        ]),
      LOADING,
    );
    expect(calls[0]?.csrfToken).toBe(TEST_CSRF_TOKEN);
    expect(hasChosenHere('language')).toBe(true);
  });

  it('signed out, the pick stays on this browser only', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Italiano' }));
    await waitFor(() => expect(readPreferences().language).toBe('it'), LOADING);
    expect(calls).toEqual([]);
  });

  it("at sign-in the console takes the account's language when none was picked on this browser", async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('button', { name: 'signed in' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Page des matchs'), LOADING);
    expect(readPreferences().language).toBe('fr');
    // Taking the account's language is not a pick of this browser, and nothing is sent back.
    expect(hasChosenHere('language')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('sends the theme and the layout the person picks to their account', async () => {
    writeSession(record, true);
    const calls = stubApi(() => ({ status: 200, body: record }));
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Framed' }));
    await waitFor(
      () =>
        expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
          { method: 'PATCH', url: '/api/authentication/me', body: { theme: 'dark' } },
          { method: 'PATCH', url: '/api/authentication/me', body: { layout: 'framed' } },
        ]),
      LOADING,
    );
    expect([hasChosenHere('theme'), hasChosenHere('layout'), hasChosenHere('language')]).toEqual([true, true, false]);
  });

  it("at sign-in the console takes the account's theme and layout, except one picked on this browser", async () => {
    markChosenHere('layout');
    stubApi(() => ({ status: 200, body: {} }));
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('button', { name: 'signed in' }));
    await waitFor(() => expect(readPreferences().theme).toBe('dark'), LOADING);
    expect(readPreferences().layout).toBe('full-width');
    expect(hasChosenHere('theme')).toBe(false);
  });

  it("a language picked on this browser wins over the account's", async () => {
    markChosenHere('language');
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.click(screen.getByRole('button', { name: 'signed in' }));
    // French is loaded, so a switch would have happened by now.
    await i18n.loadLanguages('fr');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('probe')).toHaveTextContent('Match page');
    expect(readPreferences().language).toBe('en');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import i18n, { loadAllCatalogues } from '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { adoptAddressLanguage, hasChosenHere, readPreferences } from '../../../lib/preferences-store.ts';
import { PreferencesProvider } from '../../../components/settings/preferences-provider.tsx';
import { PlayLayout } from './play-layout.tsx';

const player: SessionPerson = {
  userId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  barId: null,
  nickname: 'Pat Player',
  email: 'pat@example.com',
  role: 'player',
};

function renderFrame() {
  const frame = (
    <PreferencesProvider>
      <PlayLayout />
    </PreferencesProvider>
  );
  renderWithApp(
    createMemoryRouter([{ element: frame, children: [{ path: '/play', element: <p>The page</p> }] }], {
      initialEntries: ['/play'],
    }),
  );
}

/** The player pages' frame in Arabic (decision 059): right to left, the settings in its own header. */
describe('PlayLayout in Arabic', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('ar');
    await loadAllCatalogues();
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('signed out: the header holds the ways in and the settings, in Arabic, right to left', () => {
    renderFrame();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'إنشاء حساب' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'الإعدادات' })).toBeVisible();
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('signed in: the nickname is isolated from the Arabic around it, and the settings stay in the header', () => {
    writeSession(player, true);
    renderFrame();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Pat Player').tagName).toBe('BDI');
    expect(within(header).getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'الإعدادات' })).toBeVisible();
  });
});

/** The fans' language, on the player's header: kept in the `lang` cookie the fans' public pages read too. */
describe("PlayLayout's language picker", () => {
  afterEach(async () => {
    cleanup();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it("sets the page's language and keeps it in the lang cookie, which wins when the page is read again", async () => {
    renderFrame();
    const picker = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    await userEvent.setup({ delay: null }).selectOptions(picker, '中文');
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: '登录' })).toBeVisible());
    expect(document.documentElement).toHaveAttribute('lang', 'zh-CN');
    expect(document.cookie).toContain('lang=zh');
    // Another language stored on this browser (the console's settings before) gives way to the cookie.
    window.localStorage.setItem('preferences', JSON.stringify({ language: 'fr' }));
    expect(readPreferences().language).toBe('zh');
  });

  it("an address's ?lang= wins and is kept as the reader's choice; a language the pages do not have is passed over", () => {
    window.history.replaceState(null, '', '/play/some-championship?lang=ro');
    adoptAddressLanguage();
    expect(document.cookie).not.toContain('lang=');
    window.history.replaceState(null, '', '/play/some-championship?lang=ar');
    adoptAddressLanguage();
    expect(document.cookie).toContain('lang=ar');
    expect(readPreferences().language).toBe('ar');
    expect(hasChosenHere('language')).toBe(true);
    window.history.replaceState(null, '', '/');
  });
});

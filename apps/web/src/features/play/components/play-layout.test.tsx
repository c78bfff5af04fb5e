import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import i18n, { loadAllCatalogues } from '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { PlayLayout } from './play-layout.tsx';

const player: SessionPerson = {
  userId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', barId: null, nickname: 'Pat Player', email: 'pat@example.com', role: 'player',
};

function renderFrame() {
  renderWithApp(createMemoryRouter([{ element: <PlayLayout />, children: [{ path: '/play', element: <p>The page</p> }] }], { initialEntries: ['/play'] }));
}

/** The player pages' frame in Arabic (decision 059): right to left, the settings in its own header. */
describe('PlayLayout in Arabic', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('ar');
    await loadAllCatalogues();
  });
  afterAll(async () => { await i18n.changeLanguage('en'); });
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

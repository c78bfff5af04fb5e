import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * Every page in every language: no i18next missing-key report, <html lang/dir> follow the
 * language, and each page's title is translated (it differs from the English one).
 */
const LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
type Tour = { role: 'admin' | 'owner' | null; paths: (page: Page) => Promise<string[]> };

const TOURS: Tour[] = [
  { role: null, paths: async () => ['/login', '/register', '/forgot-password', '/reset-password?token=x'] },
  { role: 'owner', paths: async () => ['/edit-bar', '/matches', '/scan-qr-code', '/change-password'] },
  {
    role: 'admin',
    paths: async (page) => {
      const ids = await page.evaluate(async () => {
        const login = JSON.parse(window.localStorage.getItem('login') ?? '{}') as { accessToken?: string };
        const res = await fetch('/api/challenges/bar-championships', { headers: { authorization: `Bearer ${login.accessToken ?? ''}` } });
        const list = (await res.json()) as Array<{ _id: string; qrCodeEligible: boolean }>;
        return list.map((c) => ({ id: c._id, qr: c.qrCodeEligible }));
      });
      const qr = ids.find((c) => c.qr) ?? ids[0];
      return ['/matches', '/bars', '/official-championships', '/official-championship/new',
        ...(qr ? [`/official-championship/${qr.id}`, `/official-championship/${qr.id}/winners`] : []), '/no-such-page'];
    },
  },
];

async function setLanguage(page: Page, language: string) {
  await page.evaluate((lng) => {
    const current = JSON.parse(window.localStorage.getItem('preferences') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem('preferences', JSON.stringify({ theme: 'light', layout: 'full-width', ...current, language: lng }));
  }, language);
}

const englishTitles = new Map<string, string>();
/** Titles that are rightly the same word as in English. */
const SAME_AS_ENGLISH: Record<string, string[]> = { fr: ['Bars'] };

test.describe.configure({ mode: 'serial' });
for (const language of LANGUAGES) {
  test(`every page in ${language} has every key`, async ({ page }) => {
    test.slow();
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('i18n missing key')) missing.push(message.text());
    });
    for (const tour of TOURS) {
      // Leave the previous tour's session (the preferences stay).
      await page.evaluate(() => { for (const k of ['login', 'token']) window.localStorage.removeItem(k); window.sessionStorage.clear(); }).catch(() => undefined);
      if (tour.role) await signIn(page, tour.role);
      else await page.goto('/login');
      await setLanguage(page, language);
      for (const path of await tour.paths(page)) {
        await page.goto(path);
        const title = page.getByRole('heading', { level: 1 }).first();
        await expect(title).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        // Let the page's data arrive, so texts that need it are rendered too.
        await page.waitForLoadState('networkidle');
        const text = (await title.textContent())?.trim() ?? '';
        const key = `${tour.role ?? 'public'} ${path.replace(/[0-9a-f-]{36}/, ':id')}`;
        if (language === 'en') englishTitles.set(key, text);
        else if (englishTitles.has(key) && !['404', ...(SAME_AS_ENGLISH[language] ?? [])].includes(text)) expect(text, `${key} title in ${language}`).not.toBe(englishTitles.get(key));
      }
      await setLanguage(page, 'en');
    }
    expect(missing).toEqual([]);
  });
}

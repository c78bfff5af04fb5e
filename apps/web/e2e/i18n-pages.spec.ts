import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

/**
 * Every page in English and Arabic (left to right, right to left), the public pages in every
 * language: no i18next missing-key report, <html lang/dir> follow the language, and in a
 * translation no page title is an English text of the catalogue (a title that fell back to
 * English gives itself away). How a namespace reaches a page is the same code in every language;
 * that every language has every key and its two catalogue chunks are whole, the catalogue tests
 * check without a browser (i18n/catalogue-keys, catalogue-parts), so the signed-in tours run in
 * two languages, not six (decision 013: the journeys' time).
 */
const LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
const EVERY_PAGE_IN: readonly string[] = ['en', 'ar'];
type Tour = { role: 'admin' | 'owner' | null; paths: (page: Page) => Promise<string[]> };

const TOURS: Tour[] = [
  { role: null, paths: async () => ['/login', '/register', '/forgot-password', '/reset-password?token=x'] },
  { role: 'owner', paths: async () => ['/edit-bar', '/matches', '/scan-qr-code', '/change-password'] },
  {
    role: 'admin',
    paths: async (page) => {
      const ids = await page.evaluate(async () => {
        // By the session's cookies, as the console reads it.
        const res = await fetch('/api/challenges/bar-championships');
        const list = (await res.json()) as Array<{ _id: string; qrCodeEligible: boolean }>;
        return list.map((c) => ({ id: c._id, qr: c.qrCodeEligible }));
      });
      // The list is newest first: the last QR-eligible one is from the demo set, never one that
      // another journey is creating or deleting meanwhile.
      const qr = ids.filter((c) => c.qr).at(-1) ?? ids.at(-1);
      return [
        '/matches',
        '/bars',
        '/competitions',
        '/teams',
        '/languages',
        '/official-championships',
        '/official-championship/new',
        ...(qr ? [`/official-championship/${qr.id}`, `/official-championship/${qr.id}/winners`] : []),
        '/no-such-page',
      ];
    },
  },
];

/** Every text of the English catalogue. */
function englishTexts(): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const folder = path.resolve(import.meta.dirname, '../src/locales/en');
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')))
    collect(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
  return texts;
}
const ENGLISH = englishTexts();
/** Titles that are rightly the same word as in English. */
const SAME_AS_ENGLISH: Record<string, string[]> = { fr: ['Bars'], it: ['Bar'] };

async function setLanguage(page: Page, language: string) {
  await page.evaluate((lng) => {
    window.localStorage.setItem('preferences', JSON.stringify({ theme: 'light', layout: 'full-width', language: lng }));
  }, language);
}

/**
 * Moves within the console as its own links do (no page load), and waits for the new page: every
 * page of a tour has a title of its own, so the old title going away marks the move.
 */
async function navigate(page: Page, to: string) {
  // A drawn page is the console's (its router listening) once its root is no longer inert.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const title = page.getByRole('heading', { level: 1 }).first();
  const before = (await title.textContent()) ?? '';
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(title, `the title after moving to ${to}`).not.toHaveText(before);
}

for (const language of LANGUAGES) {
  const tours = EVERY_PAGE_IN.includes(language) ? TOURS : TOURS.filter((tour) => tour.role === null);
  const title = EVERY_PAGE_IN.includes(language)
    ? `every page in ${language} has every key`
    : `the public pages in ${language} have every key`;
  test(title, async ({ page }) => {
    test.slow();
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('i18n missing key')) missing.push(message.text());
    });
    for (const tour of tours) {
      if (tour.role) await openSignedIn(page, tour.role, '/api/health');
      else await page.goto('/api/health');
      await setLanguage(page, language);
      const paths = await tour.paths(page);
      for (const [index, to] of paths.entries()) {
        // The first page of a tour is a full load in the chosen language; the rest are in-app moves.
        if (index === 0) await page.goto(to);
        else await navigate(page, to);
        const title = page.getByRole('heading', { level: 1 }).first();
        await expect(title).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        // Let the page's data arrive, so texts that need it are rendered too.
        await expect(page.getByTestId('fetch-spinner')).toHaveCount(0);
        const text = (await title.textContent())?.trim() ?? '';
        expect(text, `${to} has a title`).not.toBe('');
        if (language !== 'en' && !['404', ...(SAME_AS_ENGLISH[language] ?? [])].includes(text)) {
          expect(ENGLISH.has(text), `${tour.role ?? 'public'} ${to}: the title "${text}" is English`).toBe(false);
        }
      }
      // Leave this tour's account without ending its sessions (the next tour signs in afresh).
      await page.evaluate(() => {
        window.localStorage.removeItem('login');
      });
      await page.context().clearCookies({ name: 'session' });
    }
    expect(missing).toEqual([]);
  });
}

import { expect, test, type Page } from '@playwright/test';

/*
 * A fan's /play arrives drawn (decision 074): signed out, on a first visit with no cookie at all,
 * the server draws the championships with the browser's default preferences, and the console
 * takes the page over without drawing it again or reading the list again. The dates are the
 * championship's days (its zone), so a reader in Tokyo is drawn what their browser draws. Any
 * console error (a hydration mismatch logs one) fails the journey.
 */

test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US', viewport: { width: 390, height: 844 } });

type Championship = { id: string; name: string; cover: string };

function watch(page: Page) {
  const seen = { requests: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    seen.requests.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

test("a fan's first /play arrives drawn, readable before any script, and is taken over without reading the list again", async ({
  page,
  browser,
  request,
}) => {
  const { championships } = (await (await request.get('/api/play/championships')).json()) as {
    championships: Championship[];
  };
  const first = championships[0]!;

  // Before any script: the list, its headings and covers, from the document alone.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
  });
  const drawn = await plain.newPage();
  await drawn.goto('/play');
  await expect(drawn.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(drawn.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
  await expect(drawn.locator('#root')).toHaveAttribute('data-first-screen', '');
  const drawnCard = (await drawn.getByRole('listitem').first().textContent()) ?? '';
  await plain.close();

  const seen = watch(page);
  await page.goto('/play');
  await expect(page.getByRole('listitem').first()).toHaveText(drawnCard);
  // Taken over: the console's controls answer, the mark of a drawn page stays (the console drops it
  // when it draws anew), and the list it was drawn from is the one it shows: no second read.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', '');
  expect(seen.requests.filter((path) => path === '/api/play/championships')).toEqual([]);
  expect(seen.requests.filter((path) => path === first.cover)).toEqual([first.cover]);

  // One tap opens the championship.
  await page.getByRole('link', { name: new RegExp(first.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test('a fan who chose French and the dark theme gets /play drawn that way on the next visit, and taken over', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/play');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.evaluate(() =>
    window.localStorage.setItem('preferences', JSON.stringify({ language: 'fr', theme: 'dark', layout: 'full-width' })),
  );
  // Drawn in English, which this browser no longer reads: drawn anew in French, and the console
  // writes how this browser draws where the server reads it (the reader cookie).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  const html = await page.evaluate(async () => (await fetch('/play')).text());
  expect(html).toContain('data-drawn-for="language=fr&amp;theme=dark&amp;layout=full-width"');
  await page.goto('/play');
  await expect(page.getByRole('heading', { level: 1, name: 'Championnats à jouer' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', '');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  expect(seen.errors).toEqual([]);
});

test("a fan's first /play/{id} arrives drawn with kick-offs in the championship's zone, named, and once taken over shows them in the reader's", async ({
  page,
  browser,
  request,
}) => {
  const { championships } = (await (await request.get('/api/play/championships')).json()) as {
    championships: Championship[];
  };
  const path = `/play/${championships[0]!.id}`;
  const detail = (await (await request.get(`/api/play/championships/${championships[0]!.id}`)).json()) as {
    name: string;
    timeZone: string;
    matches: {
      id: string;
      homeTeam: string;
      awayTeam: string;
      scheduledDate: string;
      goals: { fullTimeHomeGoals: number | null };
    }[];
  };
  const match = detail.matches[0]!;
  const kickOffIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
      .format(new Date(match.scheduledDate))
      .replace(/^0/, '');
  // The demo's championships keep their days in UTC; the reader is in Tokyo, nine hours ahead.
  expect(detail.timeZone).toBe('UTC');
  const card = (on: Page) => on.getByRole('listitem', { name: `${match.homeTeam} – ${match.awayTeam}` });

  const plain = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
  });
  const drawn = await plain.newPage();
  await drawn.goto(path);
  await expect(drawn.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await expect(card(drawn)).toContainText(`${kickOffIn('UTC')} - `);
  await expect(card(drawn)).toContainText('(UTC)');
  await plain.close();

  const seen = watch(page);
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', '');
  await expect(card(page)).toContainText(`${kickOffIn('Asia/Tokyo')} - `);
  await expect(card(page)).not.toContainText('(UTC)');
  expect(seen.requests.filter((p) => p === `/api/play/championships/${championships[0]!.id}`)).toEqual([]);
  expect(seen.errors).toEqual([]);

  // A coming match leads the fan to the bars showing it: the fans' page of the match (decision 054).
  const coming = detail.matches.find((m) => m.goals.fullTimeHomeGoals === null)!;
  const comingCard = page.getByRole('listitem', { name: `${coming.homeTeam} – ${coming.awayTeam}` });
  await comingCard.scrollIntoViewIfNeeded();
  await comingCard.getByRole('link', { name: 'Where to watch it' }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${coming.id}\\?lang=en$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(coming.homeTeam);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(coming.awayTeam);
});

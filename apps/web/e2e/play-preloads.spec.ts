import { expect, test, type Page } from '@playwright/test';

/*
 * A fan's /play and /play/{id} when the server does not draw them (decision 074 draws them; here a
 * reader cookie the server refuses, as when drawing fails or its queue is full): the document names
 * the page's first read and its cover image, so the browser fetches them while the script is on
 * its way (decision 070). Each is fetched once: a preload the page did not take (another mode,
 * another address, another copy of the cover) would be a second request.
 */

/** A reader cookie the server refuses (an unknown zone): it answers the page undrawn. */
const REFUSED_READER = {
  name: 'reader',
  value: encodeURIComponent('width=390&dpr=3&tz=Mars%2FOlympus&language=en&theme=light&layout=full-width'),
  path: '/',
};

type Seen = { requests: string[]; warnings: string[] };

function watch(page: Page): Seen {
  const seen: Seen = { requests: [], warnings: [] };
  page.on('request', (request) => {
    seen.requests.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.warnings.push(message.text());
  });
  return seen;
}

const preloaded = (html: string, as: 'fetch' | 'image') =>
  [...html.matchAll(new RegExp(`<link rel="preload" as="${as}" href="([^"]+)"`, 'g'))].map((m) => m[1]!);

for (const which of ['the list', 'a championship'] as const) {
  test(`${which}: the first read and the cover are asked for by the document, and fetched once`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ ...REFUSED_READER, domain: new URL(baseURL!).hostname }]);
    const { request } = page.context();
    const listed = (await (await request.get('/api/play/championships')).json()) as {
      championships: { id: string; cover: string }[];
    };
    const first = listed.championships[0]!;
    const path = which === 'the list' ? '/play' : `/play/${first.id}`;
    const read = which === 'the list' ? '/api/play/championships' : `/api/play/championships/${first.id}`;

    // The document the browser loads names the covers of its first screen: on a phone the list
    // shows two cards, a championship's page its own cover. Other journeys publish championships
    // meanwhile, so the covers are read from that document, not from an earlier list.
    const seen = watch(page);
    const response = await page.goto(path);
    const html = await response!.text();
    expect(preloaded(html, 'fetch')).toEqual([read]);
    const covers = preloaded(html, 'image');
    expect(covers).toHaveLength(which === 'the list' ? 2 : 1);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = page.locator('main img');
    for (const [index, cover] of covers.entries()) await expect(shown.nth(index)).toHaveAttribute('src', cover);
    expect(seen.requests.filter((p) => p === read)).toEqual([read]);
    // Each cover once; the two preloads go out side by side, in either order.
    expect(seen.requests.filter((p) => covers.includes(p)).sort()).toEqual([...covers].sort());
    expect(seen.warnings).toEqual([]);
  });
}

import { expect, test } from '@playwright/test';
import type { PublicMatch, PublicMatchList } from '@app/contract/public-matches';

/** A fan in Bucharest, on a phone set to Romanian (a language the fans' pages do not have: they open in English). */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Bucharest', locale: 'ro-RO' });

const clock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

/**
 * A match link shared with a fan in Bucharest, whose bars are in Germany, reads the
 * kick-off in the fan's time, and the fan's language, once chosen, stays through the pages.
 */
test('a fan in Bucharest reads a shared match in Bucharest time, then keeps Arabic across the pages', async ({
  page,
  request,
}) => {
  // A coming match the demo's German bars show (Europe/Berlin); the shared link lists those bars first.
  let shared: { match: PublicMatch; city: string } | null = null;
  for (const city of ['Berlin', 'Munich', 'Dortmund']) {
    const list = (await (await request.get(`/api/public/matches?city=${city}&pageSize=50`)).json()) as PublicMatchList;
    const match = list.matches.find((m) => m.phase === 'future' && m.status !== 'CANC' && m.status !== 'POSTP');
    if (match) shared = { match, city };
    if (shared) break;
  }
  expect(shared, 'the demo seed has a coming match shown in a German city').not.toBeNull();
  const { match, city } = shared!;
  const url = `/watch/${match.id}?city=${city}`;
  expect(clock(match.kickOff, 'Europe/Bucharest')).not.toBe(clock(match.kickOff, 'Europe/Berlin'));

  // Without the fan's zone the server writes its bars' zone and names it.
  const written = await (await request.get(url)).text();
  expect(written).toContain('data-zone="Europe/Berlin"');
  expect(written).toContain(`${clock(match.kickOff, 'Europe/Berlin')}</time>`);

  await page.goto(url);
  const kickOff = page.locator('time.kickoff');
  await expect(kickOff).toContainText(clock(match.kickOff, 'Europe/Bucharest'));
  const bucharestName = await page.evaluate(
    () =>
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bucharest', timeZoneName: 'long' })
        .formatToParts(Date.now())
        .find((p) => p.type === 'timeZoneName')!.value,
  );
  await expect(page.locator('p.zone')).toHaveText(`Times in ${bucharestName}`);
  // The zone is remembered: the next first load is written in it by the server.
  const again = await (await page.request.get(url)).text();
  expect(again).toContain('data-zone="Europe/Bucharest"');
  expect(again).toContain(`${clock(match.kickOff, 'Europe/Bucharest')}</time>`);

  // Arabic from the picker, then three clicks: a bar, all matches, a match.
  await page.locator('.langs summary').click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('time.kickoff')).toContainText(clock(match.kickOff, 'Europe/Bucharest'));

  await page.locator('a.name').first().click();
  await expect(page).toHaveURL(/\/b\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.getByRole('link', { name: 'كل المباريات' }).click();
  await expect(page).toHaveURL(/\/watch(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أين تشاهد كرة القدم');

  await page.locator('#days a.teams').first().click();
  await expect(page).toHaveURL(/\/watch\/[0-9a-f-]{36}/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('p.zone')).toContainText('الأوقات حسب');
});

import { expect, test } from '@playwright/test';
import { nameTheBar } from './support/bar-setup.ts';
import { newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';

/** The audit log in words (docs/decisions/052): who did what to which named thing; preferences apart. */
test("an owner's broadcast switch reads in words on /audit, the ids in the entry's detail; a language change shows only when asked for", async ({
  page,
}) => {
  const nickname = unique('Wendy Words');
  const owner = await newOwnerAccount(page, nickname);
  const { accessToken } = await signInThroughApi(page.request, owner);
  const headers = { authorization: `Bearer ${accessToken}` };
  const barName = unique('The Wording Arms');
  const weekly = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, []]),
  );
  const barId = await nameTheBar(page.request, accessToken, {
    name: barName,
    openingHours: { weekly, special: [], temporarilyClosed: false },
  });
  const list = await page.request.get('/api/matches/admin?matchStatus=future&page=0&pageSize=5', { headers });
  const { matches } = (await list.json()) as { matches: { _id: string; headline: string; broadcasted: boolean }[] };
  const match = matches.find((m) => !m.broadcasted)!;
  const on = await page.request.post('/api/bars/change-broadcast-status', {
    headers,
    data: { matchId: match._id, status: true },
  });
  expect(on.status(), await on.text()).toBe(200);
  expect((await page.request.patch('/api/authentication/me', { headers, data: { language: 'fr' } })).status()).toBe(
    200,
  );

  await openSignedIn(page, 'admin', '/audit');
  await page.getByRole('combobox', { name: 'Person' }).fill(owner.email);
  await page.getByRole('option', { name: new RegExp(owner.email) }).click();
  const entries = page.getByTestId('audit-entry');
  const started = entries.filter({ hasText: 'started broadcasting' });
  await expect(started.getByTestId('audit-sentence')).toHaveText(
    `${nickname} started broadcasting ${match.headline} at ${barName}`,
  );
  await expect(started.getByTestId('audit-tag')).toHaveText('Broadcast');
  // The record's id and the request stay behind the details.
  await expect(started).not.toContainText(barId);
  await started.getByRole('button', { name: 'Details' }).click();
  await expect(started).toContainText(barId);
  await expect(started).toContainText('POST /api/bars/change-broadcast-status');
  await expect(started.getByText(match._id)).toBeVisible();
  // The language change is a preference: not listed until asked for.
  await expect(entries.filter({ hasText: 'changed their language' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Language changes' }).check();
  await expect(entries.filter({ hasText: `${nickname} changed their language` })).toHaveCount(1);
});

import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { E2E } from './support/e2e-config.ts';
import { newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';

/**
 * Decision 017's journeys: nobody is stranded by a rejection, and a prize handed out survives its championship's
 * deletion.
 */

const folder = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Folders' }).getByRole('button', { name: new RegExp(`^${name}`) });
// An input by its label (the hours card also names a group per weekday).
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));

async function apiAs(role: 'staff' | 'admin'): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: E2E.baseUrl });
  const { accessToken } = await signInThroughApi(anonymous, role);
  await anonymous.dispose();
  return request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

test('the admin rejects a bar with a reason; the owner sees it, fixes the bar and sends it for review; the admin finds it in Pending', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await newOwnerAccount(page, 'Review Owner');
  const reason = 'The address could not be verified: please give the street number.';

  // The admin rejects the new (pending) bar: Confirm waits for a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, 'admin', '/bars');
  await folder(admin, 'Pending').click();
  const row = admin.getByTestId('bar-row').filter({ hasText: owner.email });
  await row.click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Reason (required, sent to the owner)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('1 bar moved to rejected')).toBeVisible();
  await expect(dialog.getByText('Pending → Rejected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The owner signs in and sees where the bar stands, with the reason.
  await openSignedIn(page, owner, '/edit-bar');
  const banner = page.getByRole('status').filter({ hasText: 'Rejected' });
  await expect(banner).toContainText(`Reason: ${reason}`);
  // Their /matches says the broadcasts are not visible while the bar is rejected.
  await page.goto('/matches');
  await expect(page.getByRole('status').filter({ hasText: 'Your broadcasts are not visible' })).toBeVisible();
  await page.getByRole('link', { name: 'Open my bar' }).click();
  await expect(page).toHaveURL(/\/edit-bar$/);

  // Fixes the details, saves, and sends the bar for review.
  await page.getByRole('button', { name: 'Edit Bar' }).click();
  const barName = unique('The Second Chance');
  const values: [string, string][] = [
    ['Bar Name', barName],
    ['Bar Email', 'hello@second-chance.ro'],
    ['Bar Phone', '+40 744 111 222'],
    ['Website', 'https://second-chance.ro'],
    ['Facebook', 'https://facebook.com/secondchance'],
    ['Country', 'Romania'],
    ['State', 'Iași'],
    ['City', 'Iași'],
    ['Street', 'Strada Lăpușneanu'],
    ['Number', '14'],
    ['Postal Code', '700057'],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Update Bar' }).click();
  const send = page.getByRole('dialog', { name: 'Send your bar for review?' });
  await send.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'An administrator will review your bar' })).toBeVisible();

  // The admin finds it in Pending again (listed by its new name and contact email).
  await admin.reload();
  await folder(admin, 'Pending').click();
  const again = admin.getByTestId('bar-row').filter({ hasText: barName });
  await expect(again).toBeVisible();
  await expect(again).toContainText('Pending');
  await adminContext.close();
});

/** A small real picture (the server re-encodes uploads with sharp). */
const picture = async (color: string) => ({
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer(),
});
const texts = (text: string) =>
  JSON.stringify([
    { text, language: 'en' },
    { text: `${text} (ro)`, language: 'ro' },
  ]);

/** A QR-eligible championship of its own, with one all-time winner; answers its name and the winner's QR picture. */
async function championshipWithWinner(api: APIRequestContext): Promise<{ name: string; code: string; png: Buffer }> {
  const listed = await api.get('/api/matches/admin?matchStatus=future&page=0&pageSize=2');
  expect(listed.status(), await listed.text()).toBe(200);
  const matchIds = ((await listed.json()) as { matches: { id: string }[] }).matches.map((m) => m.id);
  const name = unique('Archive Cup');
  const created = await api.post('/api/challenges/official-championship', {
    multipart: {
      name,
      stake: '10 points',
      logo: await picture('#aa0000'),
      cover: await picture('#00aa00'),
      prizeTypesCounts: JSON.stringify({ daily: 0, weekly: 0, allTime: 1 }),
      qrCodeEligible: 'true',
      howItWorks: texts('Guess the scores'),
      'photo-ball': await picture('#0000aa'),
      prizes: JSON.stringify([
        {
          name: 'Match ball',
          description: [
            { description: 'A ball', language: 'en' },
            { description: 'O minge', language: 'ro' },
          ],
          photo: 'photo-ball',
        },
      ]),
      questions: JSON.stringify([]),
      matches: JSON.stringify(matchIds),
      matchesToInsert: JSON.stringify(matchIds),
      matchesToRemove: JSON.stringify([]),
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { championships } = (await (await api.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  const id = championships.find((c) => c.name === name)?.id;
  expect(id, 'the new championship gives QR code prizes').toBeTruthy();
  const list = (await (await api.get(`/api/challenge-winners?challengeId=${id}`)).json()) as {
    prizes: { id: string }[];
  };
  const awarded = await api.post('/api/challenge-winners', {
    data: {
      challengeId: id,
      prizeId: list.prizes[0]!.id,
      period: 'allTime',
      periodDate: null,
      position: 1,
      name: unique('Kept Winner'),
      email: 'kept.winner@example.net',
    },
  });
  expect(awarded.status(), await awarded.text()).toBe(201);
  const { id: code } = (await awarded.json()) as { id: string };
  const png = await (await api.get(`/api/challenge-winners/${code}/qr.png`)).body();
  return { name, code, png };
}

test("staff delete a championship with a winner: it is archived, shown under Archived, and the winner's code still verifies once", async ({
  page,
}) => {
  test.slow();
  const api = await apiAs('staff');
  const { name, png } = await championshipWithWinner(api);
  await api.dispose();

  await openSignedIn(page, 'staff', '/official-championships');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this championship?' });
  await expect(dialog).toContainText(`${name} holds 1 winner`);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  await page.getByRole('button', { name: 'Archived' }).click();
  const archived = page.getByRole('article', { name });
  await expect(archived).toBeVisible();
  await expect(archived.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The demo owner (an accepted bar) verifies the winner's QR code from a photo: valid once, then redeemed.
  const image = test.info().outputPath('kept-winner-qr.png');
  await writeFile(image, png);
  await openSignedIn(page, 'owner', '/scan-qr-code');
  await page.getByTestId('qr-image-input').setInputFiles(image);
  await expect(page.getByTestId('scan-success')).toHaveText(`QR code valid – win 1st place in ${name}`);
  await page.getByRole('button', { name: 'Reset Scanner' }).click();
  await page.getByTestId('qr-image-input').setInputFiles(image);
  await expect(page.getByTestId('scan-error')).toHaveText(
    /^This prize was already redeemed on .+, at The Corner Flag \(by Olivia Owner\)\.$/,
  );
});

import { chromium, expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { findChromium } from '../../../scripts/find-chromium.ts';
import { E2E } from './support/e2e-config.ts';
import { apiAs, latestMailTo, openSignedIn, unique } from './support/session.ts';
import { awardOnFreeDay, demoFirst } from './support/award-day.ts';
import { writeQrVideo } from './support/qr-video.ts';

type WinnersList = {
  championship: {
    id: string;
    name: string;
    prizeTypesCounts: { daily: number; weekly: number; allTime: number };
    matchDays: { first: string; last: string } | null;
  };
  prizes: { id: string; name: string }[];
  winners: { period: string; periodDate: string | null }[];
};

const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';

/**
 * A championship day (prizes are only for those) without a daily winner yet, picked at random so
 * journeys running side by side rarely pick the same one.
 */
function freeDay(list: WinnersList): string {
  const days = list.championship.matchDays;
  if (!days) throw new Error('the demo championship has no match days');
  const taken = new Set(list.winners.filter((w) => w.period === 'daily').map((w) => w.periodDate));
  const free: string[] = [];
  for (
    let day = new Date(`${days.first}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= days.last;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const iso = day.toISOString().slice(0, 10);
    if (!taken.has(iso)) free.push(iso);
  }
  const pick = free[Math.floor(Math.random() * free.length)];
  if (!pick) throw new Error('every day of the demo championship has its daily prize');
  return pick;
}

const staffApi = () => apiAs('staff');

/** A demo championship that gives daily QR code prizes (seeded: Premier League Predictor). */
async function qrChampionship(api: APIRequestContext): Promise<WinnersList> {
  const { championships } = (await (await api.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  for (const { id } of demoFirst(championships)) {
    const list = (await (await api.get(`/api/challenge-winners?challengeId=${id}`)).json()) as WinnersList;
    if (list.championship.prizeTypesCounts.daily > 0 && list.prizes.length > 0) return list;
  }
  throw new Error('the demo set has no championship with daily QR code prizes');
}

/** The demo QR championship's winners as they are now. */
async function freshList(): Promise<WinnersList> {
  const api = await staffApi();
  try {
    return await qrChampionship(api);
  } finally {
    await api.dispose();
  }
}

test('staff awards a winner, opens its QR code and mails it', async ({ page }) => {
  const api = await staffApi();
  const list = await qrChampionship(api);
  await api.dispose();
  const name = unique('Winner');
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.net`;

  await openSignedIn(page, 'staff', `/official-championship/${list.championship.id}/winners`);
  await expect(page.getByRole('heading', { name: `Winners – ${list.championship.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Add winner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add winner' });
  await dialog.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await dialog.getByLabel('Winner name').fill(name);
  await dialog.getByLabel('Winner email').fill(email);
  const qr = page.getByRole('dialog', { name: `QR code – ${name}` });
  // Journeys beside this one award on the same championship: a day can be taken between reading
  // the list and adding the winner. The dialog then says so, and another free day is typed.
  for (let attempt = 1; ; attempt += 1) {
    const day = freeDay(attempt === 1 ? list : await freshList());
    // The date picker (en-US: month, day, year): typed section by section, as a person would.
    const [year, month, dayOfMonth] = day.split('-');
    await dialog.getByRole('group', { name: 'Day' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${month}${dayOfMonth}${year}`);
    await dialog.getByRole('button', { name: 'Add winner' }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'are already awarded' });
    await expect(qr.or(refused)).toBeVisible();
    if ((await qr.isVisible()) || attempt === 3) break;
  }
  await expect(qr.getByRole('img', { name: `QR code for ${name}` })).toBeVisible();
  await expect(qr.getByText(/^1st place · Daily · /)).toBeVisible();
  const code = (await qr.getByTestId('winner-qr-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);

  await qr.getByRole('button', { name: 'Send by mail' }).click();
  await expect(page.getByText(`QR code mail on its way to ${email}`)).toBeVisible();
  const mail = await latestMailTo(email, { subject: `Your prize in ${list.championship.name}` });
  expect(mail.attachments).toEqual(['prize-qr-code.png']);
  expect(mail.text).toContain(code);
  await qr.getByRole('button', { name: 'Close' }).click();

  const row = page.getByTestId('winner-row').filter({ hasText: name });
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText(email);
  // Queued, then sent: the list looks again while a mail is queued.
  await expect(row.getByTestId('mail-state')).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
  await expect(row).toContainText('Mail sent');
});

test.describe('scanning with a camera', () => {
  let browser: Browser;
  let second: { id: string; png: Buffer };

  test.beforeAll(async () => {
    const api = await staffApi();
    const list = await qrChampionship(api);
    // Each on its own free day: the championship may give only one daily prize a day.
    const award = async () => {
      const { id } = await awardOnFreeDay(api, list.championship.id, {
        name: unique('Scanned'),
        email: 'scanned@example.net',
      });
      const png = await (await api.get(`/api/challenge-winners/${id}/qr.png`)).body();
      return { id, png };
    };
    const first = await award();
    second = await award();
    await api.dispose();

    const video = test.info().outputPath('qr-camera.y4m');
    await writeQrVideo(first.png, video);
    const baseArgs = test.info().project.use.launchOptions?.args ?? [];
    browser = await chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: [
        ...baseArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('the camera verifies a prize once; then the same code, a wrong code and an image', async () => {
    const context = await browser.newContext({ baseURL: E2E.baseUrl, viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['camera'], { origin: E2E.baseUrl });
    const page = await context.newPage();
    try {
      await openSignedIn(page, 'owner', '/scan-qr-code');
      await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();

      // The fake camera shows the first winner's QR code: valid, in green; the camera stops.
      const success = page.getByTestId('scan-success');
      await expect(success).toHaveText(/^QR code valid – win 1st place in .+$/);
      await expect(success).toHaveCSS('color', GREEN);
      await expect(page.getByTestId('scanner-stopped')).toBeVisible();
      await expect(page.getByLabel('Camera view')).toHaveCount(0);

      // Reset: the camera starts again, sees the same code: already redeemed, in red, saying where.
      await page.getByRole('button', { name: 'Reset Scanner' }).click();
      const error = page.getByTestId('scan-error');
      // The moment in the browser's time zone, the zone named (the API's English message says UTC).
      await expect(error).toHaveText(
        /^This prize was already redeemed on \d{1,2}:\d{2} - \d{1,2} \w{3} \d{4} \([^)]+\), at The Corner Flag \(by Olivia Owner\)\.$/,
      );
      await expect(error).toHaveCSS('color', RED);

      // A typed code that no prize has: the server's message, in red.
      await page.getByLabel('QR code text').fill('AAAAAAAAAAAAAAAAAAAAAAAA');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(error).toHaveText('This QR code is not valid: no prize has this code.');
      await expect(error).toHaveCSS('color', RED);
      // Text that is not a prize code at all.
      await page.getByLabel('QR code text').fill('hello world');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(error).toHaveText('This is not a prize QR code. Check that you scanned the right code.');

      // A photo of the second winner's QR code, chosen from the device.
      const image = test.info().outputPath('second-qr.png');
      await writeFile(image, second.png);
      await page.getByTestId('qr-image-input').setInputFiles(image);
      await expect(success).toHaveText(/^QR code valid – win 1st place in .+$/);
      await expect(success).toHaveCSS('color', GREEN);
    } finally {
      await context.close();
    }
  });
});

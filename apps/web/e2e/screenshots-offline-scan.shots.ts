import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiAs, openSignedIn } from './support/session.ts';
import { awardedCode, dailyPrizeChampionship } from './support/offline-scan.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

/** The scanner offline (decision 096): online, offline with a queue, and after the queue was answered. */
const DIR = SHOTS_DIR;
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`shots offline scan ${name}`, async ({ page, context }) => {
    test.slow();
    await page.setViewportSize(size);
    const staff = await apiAs('staff');
    const challengeId = await dailyPrizeChampionship(staff);
    const kept = await awardedCode(staff, challengeId);
    const taken = await awardedCode(staff, challengeId);

    await openSignedIn(page, 'owner', '/scan-qr-code');
    await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
    await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({ timeout: 20_000 });
    await page.screenshot({ path: `${DIR}/offline-scan-online-${name}.png`, fullPage: true });

    await context.setOffline(true);
    await page.reload();
    for (const code of [kept.code, taken.code]) {
      await page.getByLabel('QR code text').fill(code);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(page.getByTestId('scan-queued')).toBeVisible();
    }
    await expect(page.getByTestId('scan-queue-count')).toHaveText('2 queued');
    await page.screenshot({ path: `${DIR}/offline-scan-queued-${name}.png`, fullPage: true });

    expect(
      (await staff.post('/api/challenge-winners/verify', { data: { challengeWinnerId: taken.code } })).status(),
    ).toBe(200);
    await staff.dispose();
    await context.setOffline(false);
    await expect(page.getByTestId('scan-queue-count')).toHaveText('All answered', {
      timeout: 15_000,
    });
    await page.screenshot({ path: `${DIR}/offline-scan-answered-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText(/^(?!This prize).+ was already redeemed on /).first()).toBeVisible();
    await page.screenshot({ path: `${DIR}/offline-scan-bell-${name}.png` });
  });
}

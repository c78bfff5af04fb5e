import { expect, test } from '@playwright/test';
import { apiAs, openSignedIn } from './support/session.ts';
import { awardedCode, dailyPrizeChampionship } from './support/offline-scan.ts';

/**
 * Decision 096's journey: the bar's Wi-Fi drops while a scanner hands out prizes. The page, visited
 * once online, keeps working offline: signed codes are checked on the device and queued; back online
 * the queue is sent, one prize is confirmed, and one that another device redeemed meanwhile is
 * reported with where and when.
 */

test('offline, two typed codes are queued; back online one is confirmed and the one redeemed elsewhere meanwhile says where and when', async ({
  page,
  context,
}) => {
  const staff = await apiAs('staff');
  const challengeId = await dailyPrizeChampionship(staff);
  const kept = await awardedCode(staff, challengeId);
  const taken = await awardedCode(staff, challengeId);

  // Online once: the page registers its worker, which keeps what the page needs.
  await openSignedIn(page, 'owner', '/scan-qr-code');
  await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
  // The worker has kept every file the page loaded, and the parts it may load later.
  await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({ timeout: 20_000 });

  // The Wi-Fi drops: the page opens again from what the worker kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  const type = async (code: string) => {
    await page.getByLabel('QR code text').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByTestId('scan-queued')).toHaveText('Queued — will be confirmed when online');
  };
  await type(kept.code);
  await expect(page.getByTestId('scan-queue-count')).toHaveText('1 queued');
  await type(taken.code);
  await expect(page.getByTestId('scan-queue-count')).toHaveText('2 queued');

  // Meanwhile another device (staff, online) redeems the second prize.
  const elsewhere = await staff.post('/api/challenge-winners/verify', { data: { challengeWinnerId: taken.code } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await staff.dispose();

  await context.setOffline(false);
  await expect(page.getByTestId('scan-queue-count')).toHaveText('All answered', {
    timeout: 15_000,
  });
  const items = page.getByTestId('scan-queue-item');
  await expect(items.and(page.locator('[data-state="confirmed"]'))).toContainText(/^Confirmed: /);
  await expect(items.and(page.locator('[data-state="refused"]'))).toContainText(
    /This prize was already redeemed on .+, by Sam Staff\./,
  );

  // The bar's team is told in the bell.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(/^(?!This prize).+ was already redeemed on /).first()).toBeVisible();
});

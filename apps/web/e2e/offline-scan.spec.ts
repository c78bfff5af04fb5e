import { expect, test, type APIRequestContext } from '@playwright/test';
import type { WinnersList } from '@app/contract/winners';
import { apiAs, latestMailTo, openSignedIn, unique } from './support/session.ts';
import { awardOnFreeDay, demoFirst } from './support/award-day.ts';

/**
 * Decision 096's journey: the bar's Wi-Fi drops while a scanner hands out prizes. The page, visited
 * once online, keeps working offline: signed codes are checked on the device and queued; back online
 * the queue is sent, one prize is confirmed, and one that another device redeemed meanwhile is
 * reported with where and when.
 */

/** A prize awarded by staff and mailed: the signed code the winner's mail carries. */
async function awardedCode(staff: APIRequestContext, challengeId: string): Promise<{ id: string; code: string }> {
  const email = `${unique('offline').replace(/\s+/g, '-').toLowerCase()}@example.net`;
  const { id } = await awardOnFreeDay(staff, challengeId, { name: unique('Lucky'), email });
  expect((await staff.post(`/api/challenge-winners/${id}/send`)).status()).toBe(200);
  const mail = await latestMailTo(email);
  const code = new RegExp(`${id.replace(/[-_]/g, '\\$&')}\\.\\d+\\.[A-Za-z0-9_-]{86}`).exec(mail.text)?.[0];
  expect(code, mail.text).toBeTruthy();
  return { id, code: code! };
}

test('offline, two typed codes are queued; back online one is confirmed and the one redeemed elsewhere meanwhile says where and when', async ({
  page,
  context,
}) => {
  const staff = await apiAs('staff');
  const { championships } = (await (await staff.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  let challengeId: string | null = null;
  for (const { id } of demoFirst(championships)) {
    const list = (await (await staff.get(`/api/challenge-winners?challengeId=${id}`)).json()) as WinnersList;
    if (list.championship.prizeTypesCounts.daily > 0 && list.prizes.length > 0 && list.championship.matchDays) {
      challengeId = id;
      break;
    }
  }
  expect(challengeId, 'a demo championship with daily prizes').not.toBeNull();
  const kept = await awardedCode(staff, challengeId!);
  const taken = await awardedCode(staff, challengeId!);

  // Online once: the page registers its worker, which keeps what the page needs.
  await openSignedIn(page, 'owner', '/scan-qr-code');
  await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the page from its next load; loaded through it, every file is kept.
  await page.reload();
  await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

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
  await expect(page.getByTestId('scan-queue-count')).toHaveText('1 scan queued — will be confirmed when online');
  await type(taken.code);
  await expect(page.getByTestId('scan-queue-count')).toHaveText('2 scans queued — will be confirmed when online');

  // Meanwhile another device (staff, online) redeems the second prize.
  const elsewhere = await staff.post('/api/challenge-winners/verify', { data: { challengeWinnerId: taken.code } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await staff.dispose();

  await context.setOffline(false);
  await expect(page.getByTestId('scan-queue-count')).toHaveText('Every queued scan has been answered.', {
    timeout: 15_000,
  });
  const items = page.getByTestId('scan-queue-item');
  await expect(items.and(page.locator('[data-state="confirmed"]'))).toContainText(/^Confirmed: /);
  await expect(items.and(page.locator('[data-state="refused"]'))).toContainText(
    /This prize was already redeemed on .+, by Sam Staff\./,
  );

  // The bar's team is told in the bell.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.getByText(/A prize your bar scanned offline, .+, had already been redeemed on /).first(),
  ).toBeVisible();
});

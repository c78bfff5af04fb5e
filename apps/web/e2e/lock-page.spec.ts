import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';

/**
 * A page a role cannot open shows the lock page and asks for nothing (app/first-page-preload.ts,
 * config/navigation.ts's PAGE_ROLES, index.html's first requests): no request of the page, no 403,
 * no 'Something went wrong' over the lock page.
 */

/** Every API call the page makes from now on, with its answer's status. */
function apiCalls(page: Page): { url: string; status: number }[] {
  const calls: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) calls.push({ url: url.pathname + url.search, status: response.status() });
  });
  return calls;
}

async function expectLockPage(page: Page, calls: { url: string; status: number }[], pageApi: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  // The frame has settled (its own reads answered) before the calls are counted.
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.status === 403)).toEqual([]);
  expect(calls.filter((call) => pageApi.test(call.url))).toEqual([]);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test("an owner opening /bars, /users and /audit sees the lock page, and none of those pages' requests leave", async ({
  page,
}) => {
  const calls = apiCalls(page);
  await openSignedIn(page, 'owner', '/bars');
  await expectLockPage(page, calls, /^\/api\/(bars\/admin|bar-labels|bars\/counter)/);
  await page.goto('/users');
  await expectLockPage(page, calls, /^\/api\/users/);
  await page.goto('/audit');
  await expectLockPage(page, calls, /^\/api\/audit-log/);
});

test('a scanner opening /matches and /edit-bar sees the lock page, and neither the match list nor the bar is asked for', async ({
  page,
}) => {
  // A scanner of a new owner's bar, invited through the team and with a password chosen from the mail.
  const owner = await newOwnerAccount(page, 'Lock Owner');
  const { accessToken } = await signInThroughApi(page.request, owner);
  const email = `${unique('lock-scanner').replace(/\s+/g, '-').toLowerCase()}@example.com`;
  const invited = await page.request.post('/api/team', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { email, role: 'scanner' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = /reset-password\?token=([\w-]+)/.exec(
    (await latestMailTo(email, { subject: 'You are invited to Matchday Console' })).text,
  )?.[1];
  const password = 'Scanner-Passw0rd';
  const chosen = await page.request.post('/api/authentication/reset-password', { data: { token, password } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  const calls = apiCalls(page);
  await openSignedIn(page, { email, password }, '/matches');
  await expectLockPage(page, calls, /^\/api\/(matches|competitions)/);
  await page.goto('/edit-bar');
  await expectLockPage(page, calls, /^\/api\/bars/);
});

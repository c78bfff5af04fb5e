import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

type Mail = { status: 'queued' | 'sent' | 'failed'; queuedAt: string; sentAt: string | null };
type Winner = { id: string; name: string; mail: Mail | null };

/**
 * The mail states (queued, sent, failed with Retry) on the winners page and in a bar's detail.
 * The journeys' server has no SMTP server to take down, so queued and failed are shown by
 * rewriting the real answers' `mail` fields in the browser; sent is the server's own.
 */
for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`mail state shots ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    const staff = await signInThroughApi(page.request, 'staff');
    const auth = { authorization: `Bearer ${staff.accessToken}` };
    const { championships } = (await (
      await page.request.get('/api/challenge-winners/championships', { headers: auth })
    ).json()) as { championships: { id: string }[] };
    const championshipId = championships[0]!.id;
    const list = (await (
      await page.request.get(`/api/challenge-winners?challengeId=${championshipId}`, { headers: auth })
    ).json()) as { winners: Winner[] };
    const waiting = list.winners.slice(0, 3).map((w) => w.id);
    for (const id of waiting) await page.request.post(`/api/challenge-winners/${id}/send`, { headers: auth });

    await rewrite(page, '**/api/challenge-winners?challengeId=*', (body: { winners: Winner[] }) => ({
      ...body,
      winners: body.winners.map((w) =>
        w.id === waiting[1] ? { ...w, mail: failed(w.mail) } : w.id === waiting[2] ? { ...w, mail: queued(w.mail) } : w,
      ),
    }));
    await openSignedIn(page, 'staff', `/official-championship/${championshipId}/winners`);
    await expect(page.getByTestId('mail-state').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/mail-state-winners-${name}.png`, fullPage: name === 'desktop' });

    const owner = await newOwnerAccount(page, unique('Mail Owner'));
    const admin = await signInThroughApi(page.request, 'admin');
    const bars = (await (
      await page.request.get(`/api/bar?searchText=${encodeURIComponent(owner.email)}`, {
        headers: { authorization: `Bearer ${admin.accessToken}` },
      })
    ).json()) as { folderBars: { id: string }[] };
    const barId = bars.folderBars[0]!.id;
    await page.request.put('/api/bar/update-status', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { barIds: [barId], status: 'rejected', reason: 'Add a photo of the screens' },
    });
    await rewrite(page, `**/api/bar/${barId}`, (body: { decisionMail: Mail | null }) => ({
      ...body,
      decisionMail: failed(body.decisionMail),
    }));
    await openSignedIn(page, 'admin', '/bars');
    await page.getByRole('textbox', { name: 'Search Bar...' }).fill(owner.email);
    await page.getByTestId('bar-row').filter({ hasText: owner.email }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Mail not delivered')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/mail-state-bar-detail-${name}.png`, fullPage: false });
  });
}

const failed = (mail: Mail | null): Mail => ({
  status: 'failed',
  queuedAt: mail?.queuedAt ?? new Date().toISOString(),
  sentAt: null,
});
const queued = (mail: Mail | null): Mail => ({
  status: 'queued',
  queuedAt: mail?.queuedAt ?? new Date().toISOString(),
  sentAt: null,
});

async function rewrite<T>(page: Page, url: string, change: (body: T) => unknown): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, json: change((await response.json()) as T) });
  });
}

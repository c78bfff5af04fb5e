import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openSignedIn, signInThroughApi } from './support/session.ts';
import { SHOTS_DIR } from './support/shots-dir.ts';

mkdirSync(SHOTS_DIR, { recursive: true });

/** A rule for the first team of the future list, so the Suggested folder has something to show. */
async function ruleForSomeTeam(page: Page): Promise<void> {
  const { accessToken } = await signInThroughApi(page.request, 'owner');
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await page.request.get('/api/matches/admin', {
    params: { matchStatus: 'future', pageSize: 20 },
    headers,
  });
  const { matches } = (await list.json()) as { matches: { headline: string }[] };
  const team = matches.at(-1)!.headline.split(' - ')[0]!;
  const targets = await page.request.get('/api/planner/rule-targets', {
    params: { kind: 'team', query: team },
    headers,
  });
  const [target] = (await targets.json()) as { id: string }[];
  await page.request.post('/api/planner/rules', { data: { kind: 'team', targetId: target!.id }, headers });
}

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['narrow', { width: 390, height: 844 }],
] as const) {
  test(`shots planner ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await ruleForSomeTeam(page);
    await openSignedIn(page, 'owner', '/planner');
    await expect(page.getByRole('heading', { name: 'Planner' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rules' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/planner-${name}.png`, fullPage: true });

    await page.goto('/matches?status=suggested');
    await expect(page.getByRole('button', { name: /^Accept all/ })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS_DIR}/suggested-${name}.png`, fullPage: true });
  });
}

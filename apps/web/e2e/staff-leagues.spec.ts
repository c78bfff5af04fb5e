import { expect, test } from '@playwright/test';
import { publishedChampionship } from './support/championships.ts';
import { adminApi, createMatch } from './support/match-changes.ts';
import { newPlayerAccount } from './support/players.ts';
import { apiAs, openSignedIn, unique } from './support/session.ts';

test("staff see a championship's players' leagues and remove an abusive one on a phone; gone for its player, kept in the audit log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const staff = await apiAs('staff');
  const match = await createMatch(admin, 'Harbour', 'Quay', new Date(Date.now() + 48 * 3_600_000).toISOString());
  const id = await publishedChampionship(staff, unique('Moderated Cup'), [match.id]);
  const troll = await newPlayerAccount('Troll');
  const player = await apiAs(troll.login);
  const name = unique('Rude League');
  const made = await player.post(`/api/play/championships/${id}/leagues`, { data: { name } });
  expect(made.status()).toBe(200);
  const { id: leagueId } = (await made.json()) as { id: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'staff', `/official-championship/${id}`);
  const panel = page.getByRole('region', { name: "Players' leagues" });
  await panel.scrollIntoViewIfNeeded();
  const row = panel.getByRole('listitem', { name });
  await expect(row).toContainText(`Run by ${troll.nickname} · 1 player · open to join`);
  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this league?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The league is deleted')).toBeVisible();
  await expect(panel.getByRole('listitem', { name })).toHaveCount(0);
  await expect(panel.getByText('No player has made a league in this championship yet.')).toBeVisible();

  // Gone for its player too; the audit log keeps who removed which league.
  expect((await player.get(`/api/play/leagues/${leagueId}`)).status()).toBe(404);
  const audit = await admin.get(`/api/audit-log?entityKind=league&entityId=${leagueId}`);
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain(name);
  await Promise.all([admin.dispose(), staff.dispose(), player.dispose()]);
});

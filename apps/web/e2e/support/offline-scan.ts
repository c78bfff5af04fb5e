import { expect, type APIRequestContext } from '@playwright/test';
import type { WinnersList } from '@app/contract/winners';
import { latestMailTo, unique } from './session.ts';
import { awardOnFreeDay, demoFirst } from './award-day.ts';

/** The demo championship that gives daily QR code prizes on its match days. */
export async function dailyPrizeChampionship(staff: APIRequestContext): Promise<string> {
  const { championships } = (await (await staff.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  for (const { id } of demoFirst(championships)) {
    const list = (await (await staff.get(`/api/challenge-winners?challengeId=${id}`)).json()) as WinnersList;
    if (list.championship.prizeTypesCounts.daily > 0 && list.prizes.length > 0 && list.championship.matchDays)
      return id;
  }
  throw new Error('the demo set has no championship with daily QR code prizes');
}

/** A prize awarded by staff and mailed: the signed code the winner's mail carries. */
export async function awardedCode(
  staff: APIRequestContext,
  challengeId: string,
): Promise<{ id: string; code: string }> {
  const email = `${unique('offline').replace(/\s+/g, '-').toLowerCase()}@example.net`;
  const { id } = await awardOnFreeDay(staff, challengeId, { name: unique('Lucky'), email });
  expect((await staff.post(`/api/challenge-winners/${id}/send`)).status()).toBe(200);
  const mail = await latestMailTo(email);
  const code = new RegExp(`${id.replace(/[-_]/g, '\\$&')}\\.\\d+\\.[A-Za-z0-9_-]{86}`).exec(mail.text)?.[0];
  expect(code, mail.text).toBeTruthy();
  return { id, code: code! };
}

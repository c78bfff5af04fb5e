import type { LoginRecord } from '@app/contract/auth';
import type { League } from '@app/contract/leagues';
import type { TestApp } from './build-test-app.ts';

/** A league made through the API by `as`, its answer parsed (the test fails on a refusal). */
export async function createLeague(t: TestApp, as: LoginRecord, championshipId: string, name: string): Promise<League> {
  const res = await t.request({
    method: 'POST',
    url: `/api/play/championships/${championshipId}/leagues`,
    as,
    payload: { name },
  });
  if (res.statusCode !== 200) throw new Error(`league not created: ${res.statusCode} ${res.body}`);
  return res.json<League>();
}

export const joinLeague = (t: TestApp, as: LoginRecord, code: string) =>
  t.request({ method: 'POST', url: '/api/play/leagues/join', as, payload: { code } });

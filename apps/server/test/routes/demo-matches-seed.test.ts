import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminMatchList } from '@app/contract/matches-admin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('demo matches', () => {
  let t: TestApp;
  let admin: LoginRecord;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it("fill the admin's Frequent folder with coming and live matches that bars show", async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/match',
      query: { selectedFolder: 'frequent', pageSize: '500' },
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { folderMatches, total } = res.json<AdminMatchList>();
    expect(total).toBeGreaterThan(0);
    for (const match of folderMatches) {
      expect(match.frequent).toBe(true);
      expect(['future', 'live']).toContain(match.matchStatus);
      expect(match.broadcasted).toBe(true);
    }
  });
});

import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminBar, BarCounter } from '@app/contract/bars-admin';
import { barLabelLinks, bars } from '../../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';

/** Small helpers shared by the bars admin tests. */
export function barsAdminClient(t: TestApp, as: () => LoginRecord) {
  const put = (url: string, payload: unknown, who = as()) =>
    t.request({ method: 'PUT', url: `/api${url}`, payload: payload as object, as: who });
  const post = (url: string, payload: unknown, who = as()) =>
    t.request({ method: 'POST', url: `/api${url}`, payload: payload as object, as: who });
  const get = (url: string, who = as()) => t.request({ method: 'GET', url: `/api${url}`, as: who });
  return {
    put,
    post,
    get,
    async counter(): Promise<BarCounter> {
      const res = await get('/bar/counter');
      if (res.statusCode !== 200) throw new Error(`counter answered ${res.statusCode}`);
      return res.json<BarCounter>();
    },
    async create(bar: Record<string, unknown>): Promise<AdminBar> {
      const res = await post('/bar', { bar: { country: 'Romania', ...bar } });
      if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
      return res.json<AdminBar>();
    },
    async row(id: string) {
      const [row] = await t.db.select().from(bars).where(eq(bars.id, id));
      return row;
    },
    async labelIds(barId: string): Promise<string[]> {
      const rows = await t.db
        .select({ id: barLabelLinks.labelId })
        .from(barLabelLinks)
        .where(eq(barLabelLinks.barId, barId));
      return rows.map((r) => r.id).sort();
    },
  };
}

/** The counters as the database holds them, computed independently of the service. */
export async function dbFolderCounts(t: TestApp): Promise<BarCounter['folders']> {
  const n = async (where: ReturnType<typeof and>) => (await t.db.select({ n: count() }).from(bars).where(where))[0]!.n;
  const live = isNull(bars.trashedAt);
  return {
    accepted: await n(and(live, eq(bars.status, 'accepted'))),
    pending: await n(and(live, eq(bars.status, 'pending'))),
    rejected: await n(and(live, eq(bars.status, 'rejected'))),
    starred: await n(and(live, eq(bars.starred, true))),
    frequent: await n(and(live, eq(bars.frequent, true))),
    trash: await n(and(isNotNull(bars.trashedAt))),
  };
}

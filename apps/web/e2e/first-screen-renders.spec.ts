import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E } from './support/e2e-config.ts';
import { signIn, type DemoRole } from './support/session.ts';

/*
 * Every page the server draws is drawn in one render (decision 067): its route loader in
 * app/routes.tsx asks for all the data its first screen reads, before the render. A page whose
 * loader misses a read takes a render more to find it, and its Server-Timing header says so.
 */
const DRAWN: Record<DemoRole, string[]> = {
  owner: ['/matches', '/matches?status=past', '/edit-bar', '/planner', '/team', '/change-password'],
  admin: ['/matches', '/matches?folder=ended', '/bars', '/users', '/audit', '/competitions', '/teams', '/languages'],
  staff: ['/matches', '/official-championships'],
};

async function drawnTimings(context: BrowserContext, path: string): Promise<string | undefined> {
  const answer = await context.request.get(path, { headers: { accept: 'text/html' } });
  expect(answer.status(), path).toBe(200);
  return answer.headers()['server-timing'];
}

for (const role of Object.keys(DRAWN) as DemoRole[]) {
  test(`the ${role}'s drawn pages are drawn in one render each`, async ({ page, context }) => {
    await signIn(page, role);
    const timings: Record<string, string | undefined> = {};
    for (const path of DRAWN[role]) timings[path] = await drawnTimings(context, path);
    expect(timings).toEqual(Object.fromEntries(DRAWN[role].map((path) => [path, 'first-screen;desc="1 render"'])));
  });
}

test('the player pages are drawn in one render each, for a fan signed out and for a player (decision 074)', async ({
  page,
  context,
}) => {
  const { championships } = (await (await context.request.get('/api/play/championships')).json()) as {
    championships: { id: string }[];
  };
  const paths = ['/play', `/play/${championships[0]!.id}`];
  const oneRender = Object.fromEntries(paths.map((path) => [path, 'first-screen;desc="1 render"']));
  const timings = async () =>
    Object.fromEntries(
      await Promise.all(paths.map(async (path) => [path, await drawnTimings(context, path)] as const)),
    );
  expect(await timings()).toEqual(oneRender);
  await signIn(page, { email: 'player@example.com', password: E2E.password });
  await expect(page).toHaveURL(/\/play$/);
  expect(await timings()).toEqual(oneRender);
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { PlannedBroadcast, PlannerRule, PlannerWeekAnswer } from '@app/contract/planner';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { PlannerPage } from './planner-page.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';

const owner: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10',
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const ARSENAL = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const DAYS = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];

const planned = (
  matchId: string,
  headline: string,
  startMinute: number,
  extra: Partial<PlannedBroadcast> = {},
): PlannedBroadcast => ({
  matchId,
  headline,
  competitionName: 'Premier League',
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  status: 'SCHEDULED',
  kickoff: '2026-12-01T15:00:00.000Z',
  localDate: '2026-12-01',
  startMinute,
  endMinute: startMinute + 120,
  screen: 1,
  withSound: false,
  overlapsWith: [],
  clashes: [],
  ...extra,
});

/** A week with two overlapping broadcasts on screen 1 until one is moved; rules that grow when one is added. */
function stubServer(): ApiCall[] {
  let screenOfB = 1;
  const rules: PlannerRule[] = [];
  return stubApi((call) => {
    const url = new URL(call.url, 'http://console.test');
    if (url.pathname === '/api/planner/week') {
      const clash = screenOfB === 1 ? ['screen' as const] : [];
      const week: PlannerWeekAnswer = {
        timeZone: 'Europe/London',
        openings: [
          { localDate: '2026-12-01', startMinute: 12 * 60, endMinute: 15 * 60 },
          { localDate: '2026-12-01', startMinute: 17 * 60, endMinute: 25 * 60 },
        ],
        weekStart: url.searchParams.get('start') ?? DAYS[0]!,
        days: DAYS,
        screens: 2,
        soundZones: 1,
        broadcasts: [
          planned(A, 'Arsenal - Chelsea', 15 * 60, { overlapsWith: [B], clashes: clash }),
          planned(B, 'Liverpool - Everton', 16 * 60, { overlapsWith: [A], clashes: clash, screen: screenOfB }),
        ],
      };
      return { status: 200, body: week };
    }
    if (url.pathname === `/api/planner/broadcasts/${B}`) {
      screenOfB = (call.body as { screen: number }).screen;
      return { status: 200, body: { matchId: B, ...(call.body as object) } };
    }
    if (url.pathname === '/api/planner/rules' && call.method === 'GET') return { status: 200, body: rules };
    if (url.pathname === '/api/planner/rules' && call.method === 'POST') {
      const rule: PlannerRule = {
        id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
        kind: 'team',
        targetId: ARSENAL,
        name: 'Arsenal',
        onlyInOpeningHours: true,
        createdAt: '2026-11-23T10:00:00.000Z',
      };
      rules.push(rule);
      return { status: 201, body: rule };
    }
    if (url.pathname === '/api/planner/rule-targets')
      return { status: 200, body: [{ id: ARSENAL, name: 'Arsenal', emblemUrl: '' }] };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'nope' } };
  });
}

function renderPage(initial = '/planner') {
  const router = createMemoryRouter([{ path: '/planner', element: <PlannerPage /> }], { initialEntries: [initial] });
  renderWithApp(router);
  return router;
}

describe('PlannerPage', () => {
  beforeEach(() => {
    writeSession(owner, true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('marks the clash, and moving a broadcast to screen 2 resolves it', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText('2 broadcasts clash: move them to other screens or switch their sound off.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Times in Europe/London · 2 screens · 1 with sound')).toBeInTheDocument();
    const tuesday = screen.getByRole('region', { name: 'Tuesday 1 December' });
    expect(within(tuesday).getByText('Open 12:00–15:00 · 17:00–01:00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Monday 30 November' })).getByText('Closed')).toBeInTheDocument();
    expect(within(tuesday).getAllByText('Same screen')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Liverpool - Everton: Screen 1. Choose another screen' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Screen 1', 'Screen 1 with sound', 'Screen 2', 'Screen 2 with sound']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Screen 2' }));
    expect(await screen.findByText('Liverpool - Everton moved to screen 2')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ screen: 2, withSound: false });
    expect(await screen.findByText('Every broadcast of the week has a screen of its own.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Liverpool - Everton: Screen 2. Choose another screen' }),
    ).toBeInTheDocument();
  });

  it('goes to the next and previous week, keeping the week in the address', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('Week of 30 Nov – 6 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-07'));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('/api/planner/week?start=2026-12-07'));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a rule for a team, limited to the opening hours', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No rule yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Always show' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
    expect(await within(dialog).findByText('Choose a team or a competition')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Team' }), 'Ars');
    await user.click(await screen.findByRole('option', { name: 'Arsenal' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only inside opening hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
    expect(await screen.findByText('Rule added: Arsenal')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'team',
      targetId: ARSENAL,
      onlyInOpeningHours: true,
    });
    expect(await screen.findByText('Always show Arsenal')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Only inside opening hours: Arsenal' })).toBeChecked();
  });
});

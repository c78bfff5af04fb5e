import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { Leaderboard } from '@app/contract/game';
import type { BarLeague, BarLeagues } from '@app/contract/leagues';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { stubApi, type ApiCall, type ApiReply } from '../../../testing/api-stub.ts';
import { BarLeaguePage } from './bar-league-page.tsx';

const CUP = '5b0c7d3e-1f2a-4c5b-8d9e-0a1b2c3d4e5f';
const LEAGUE = '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';
const made: BarLeague = {
  id: LEAGUE,
  championshipId: CUP,
  championshipName: 'Derby Cup',
  name: 'The Red Lion <i>',
  code: '58ETRAEY',
  joinOpen: true,
  housePrize: null,
  memberCount: 2,
};
const emptyBoard = { days: [], weeks: [], daysWithPoints: [], weeksWithPoints: [], opening: { day: '', week: '' } };
const board: Leaderboard = {
  period: 'allTime',
  periodKey: '',
  rows: [
    { position: 1, nickname: 'Ana <b>', points: 5, exact: 1, outcomes: 2, isMe: false },
    { position: 2, nickname: 'Bo', points: 3, exact: 0, outcomes: 3, isMe: false },
  ],
  total: 2,
  page: 0,
  pageSize: 20,
  me: null,
  ...emptyBoard,
};

function renderPage() {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/bar-league']}>
            <BarLeaguePage />
          </MemoryRouter>
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('BarLeaguePage', () => {
  it("makes the bar's league named after the bar, then shows its invite, poster link and board", async () => {
    let leagues: BarLeague[] = [];
    const answer = (call: ApiCall): ApiReply => {
      if (call.method === 'POST') {
        leagues = [made];
        return { status: 200, body: made };
      }
      if (call.url.startsWith(`/api/bars/leagues/${LEAGUE}/board`)) return { status: 200, body: board };
      const list: BarLeagues = {
        barName: 'The Red Lion <i>',
        barSlug: 'the-red-lion',
        leagues,
        championships: leagues.length ? [] : [{ id: CUP, name: 'Derby Cup' }],
      };
      return { status: 200, body: list };
    };
    const calls = stubApi(answer);
    const user = userEvent.setup({ delay: null });
    renderPage();

    const form = await screen.findByRole('form', { name: "Start your bar's league" });
    expect(within(form).getByRole('textbox', { name: 'League name' })).toHaveValue('The Red Lion <i>');
    expect(within(form).getByRole('combobox', { name: 'Championship' })).toHaveTextContent('Derby Cup');
    await user.click(within(form).getByRole('button', { name: "Create the bar's league" }));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/bars/leagues',
      body: { championshipId: CUP, name: 'The Red Lion <i>' },
    });

    const section = await screen.findByRole('region', { name: 'The Red Lion <i>' });
    expect(screen.queryByRole('form', { name: "Start your bar's league" })).not.toBeInTheDocument();
    expect(within(section).getByText('Derby Cup · 2 players')).toBeInTheDocument();
    expect(within(section).getByLabelText('Invite code')).toHaveTextContent('58ETRAEY');
    expect(within(section).getByTestId('bar-league-link')).toHaveTextContent(
      `${window.location.origin}/play/join/58ETRAEY`,
    );
    const poster = within(section).getByRole('link', { name: 'Print the QR poster' });
    expect(poster).toHaveAttribute('href', '/b/the-red-lion/leagues/58ETRAEY/poster');
    expect(poster).toHaveAttribute('target', '_blank');

    const table = await within(section).findByRole('table', { name: 'Board of The Red Lion <i>' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The figures the ranking reads, as the league's players see them.
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Ana <b>', '5', '1', '2'],
      ['2', 'Bo', '3', '0', '3'],
    ]);
    expect(calls.some((c) => c.url === `/api/bars/leagues/${LEAGUE}/board?period=allTime&page=0&pageSize=20`)).toBe(
      true,
    );
  });

  it('saves the house prize, and shows a refusal in words', async () => {
    let prize: string | null = null;
    const calls = stubApi((call) => {
      if (call.method === 'PATCH') {
        const body = call.body as { housePrize: string };
        if (body.housePrize.length > 20)
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'A house prize has at most 120 characters, without line breaks',
              messageCode: 'housePrizeLength',
            },
          };
        prize = body.housePrize;
        return { status: 200, body: { ...made, housePrize: prize } };
      }
      if (call.url.includes('/board')) return { status: 200, body: { ...board, rows: [], total: 0 } };
      return {
        status: 200,
        body: { barName: 'Lion', barSlug: 'lion', leagues: [{ ...made, housePrize: prize }], championships: [] },
      };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const settings = await screen.findByRole('form', { name: 'League settings' });
    const field = within(settings).getByRole('textbox', { name: 'House prize (optional)' });
    await user.type(field, 'A pint for the winner and friends');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A house prize has at most 120 characters, without line breaks'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'A pint <script>');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('House prize: A pint <script>')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
      url: `/api/bars/leagues/${LEAGUE}`,
      body: { name: made.name, housePrize: 'A pint <script>', joinOpen: true },
    });
  });
});

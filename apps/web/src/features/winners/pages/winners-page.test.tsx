import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { Winner, WinnersList } from '@app/contract/winners';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { pasteInto, setupUser } from '../../../testing/user-input.ts';
import { WinnersPage } from './winners-page.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';

// jsdom has no canvas: the QR image is drawn by the real library in the browser journeys.
vi.mock('qrcode', () => ({ default: { toDataURL: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') } }));

const CHAMPIONSHIP = '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10';
const PRIZE = '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21';
const REDEEMED_AT = '2026-03-03T14:05:00.000Z';

const winner = (over: Partial<Winner>): Winner => ({
  id: 'q3Vx9TzZr1bLk0aP4mN7wE2s',
  challengeId: CHAMPIONSHIP,
  prize: { id: PRIZE, name: 'Home shirt' },
  period: 'allTime',
  periodDate: null,
  position: 1,
  name: 'Maria Dubois',
  email: 'maria@example.net',
  createdAt: '2026-03-01T10:00:00.000Z',
  emailedAt: null,
  mail: null,
  redeemedAt: null,
  redeemedBy: null,
  redeemedBar: null,
  ...over,
});

const list: WinnersList = {
  championship: {
    id: CHAMPIONSHIP,
    name: 'Premier League Predictor',
    qrCodeEligible: true,
    prizeTypesCounts: { daily: 1, weekly: 2, allTime: 3 },
    matchDays: { first: '2026-03-01', last: '2026-03-20' },
  },
  prizes: [{ id: PRIZE, name: 'Home shirt' }],
  winners: [
    winner({}),
    winner({
      id: 'Zr8uQ1xYt5vB2nM4kL6pW9sA',
      position: 2,
      name: 'Andrei Stan',
      email: 'andrei@example.net',
      period: 'weekly',
      periodDate: '2026-03-09',
      redeemedAt: REDEEMED_AT,
      redeemedBy: { id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10', nickname: 'Olivia Owner', email: 'owner@example.com' },
      redeemedBar: { id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'The Corner Flag' },
    }),
  ],
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/official-championship/:id/winners', element: <WinnersPage /> }], {
    initialEntries: [`/official-championship/${CHAMPIONSHIP}/winners`],
  });
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

const PLAYER_A = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const PLAYER_B = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
let proposals: unknown[] = [];

describe('WinnersPage', () => {
  let awardAnswer: { status: number; body: unknown };
  let calls: ApiCall[];
  beforeEach(() => {
    proposals = [];
    awardAnswer = {
      status: 201,
      body: winner({ id: 'N3wW1nn3rC0d3xxxxxxxxxxx', position: 2, name: 'Tom Brown', email: 'tom@example.net' }),
    };
    calls = stubApi((call) => {
      if (call.url.startsWith('/api/challenge-winners/championships'))
        return { status: 200, body: { championships: [] } };
      if (call.url.startsWith('/api/challenge-winners/proposals'))
        return { status: 200, body: { proposals, awardedPeriods: [] } };
      if (call.method === 'POST' && call.url === '/api/challenge-winners/from-leaderboard') return awardAnswer;
      if (call.method === 'POST' && call.url === '/api/challenge-winners') return awardAnswer;
      return { status: 200, body: list };
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the winners with position, period and date, prize, name, email and status', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Winners – Premier League Predictor' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('winner-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1st');
    expect(rows[0]).toHaveTextContent('All time');
    expect(rows[0]).toHaveTextContent('Waiting');
    expect(rows[1]).toHaveTextContent('2nd');
    expect(rows[1]).toHaveTextContent('Weekly · week of 9 Mar 2026');
    expect(rows[1]).toHaveTextContent('Andrei Stan');
    expect(rows[1]).toHaveTextContent('andrei@example.net');
    expect(rows[1]).toHaveTextContent(`Redeemedon ${formatDateTime(REDEEMED_AT)} at The Corner Flag by Olivia Owner`);
    expect(screen.getByText('1 of 2 redeemed')).toBeInTheDocument();
  });

  it('adds a winner and opens its QR code', async () => {
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add winner' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'All time' }));
    // 1st is taken for all time: the first free position is offered.
    expect(within(dialog).getByRole('combobox', { name: 'Position' })).toHaveTextContent('2nd');
    await pasteInto(user, within(dialog).getByLabelText('Winner name'), 'Tom Brown');
    await pasteInto(user, within(dialog).getByLabelText('Winner email'), 'Tom@Example.net');
    await user.click(within(dialog).getByRole('button', { name: 'Add winner' }));

    expect(await screen.findByRole('dialog', { name: 'QR code – Tom Brown' })).toBeInTheDocument();
    expect(screen.getByTestId('winner-qr-code')).toHaveTextContent('N3wW1nn3rC0d3xxxxxxxxxxx');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      challengeId: CHAMPIONSHIP,
      prizeId: PRIZE,
      period: 'allTime',
      periodDate: null,
      position: 2,
      name: 'Tom Brown',
      email: 'tom@example.net',
    });
  });

  it("shows the server's refusal in the dialog and checks the form first", async () => {
    awardAnswer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'All 3 of the all-time prizes are already awarded' },
    };
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add winner' });
    await user.click(within(dialog).getByRole('button', { name: 'Add winner' }));
    expect(await within(dialog).findByText('Winner name should not be empty')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await pasteInto(user, within(dialog).getByLabelText('Winner name'), 'Tom Brown');
    await pasteInto(user, within(dialog).getByLabelText('Winner email'), 'tom@example.net');
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'All time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add winner' }));
    expect(await within(dialog).findByText('All 3 of the all-time prizes are already awarded')).toBeInTheDocument();
  });

  it('starts on a championship day, offers only its days, and refuses another before sending', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-10T09:00:00Z') });
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add winner' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Daily' }));
    // Today is after the last match day: the dialog starts on the last one.
    const field = within(dialog).getByRole('group', { name: 'Day' });
    const shown = () => field.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
    expect(shown()).toBe('03/20/2026Day');
    vi.useRealTimers();
    // The calendar offers only the championship's days.
    await user.click(within(dialog).getByRole('button', { name: /Choose date/ }));
    expect(await screen.findByRole('gridcell', { name: '20' })).not.toBeDisabled();
    expect(screen.getByRole('gridcell', { name: '21' })).toBeDisabled();
    await user.keyboard('{Escape}');

    // A day typed outside them is refused before anything is sent.
    await user.click(within(field).getAllByRole('spinbutton')[0]!);
    await user.keyboard('03212026');
    expect(shown()).toBe('03/21/2026Day');
    await pasteInto(user, within(dialog).getByLabelText('Winner name'), 'Tom Brown');
    await pasteInto(user, within(dialog).getByLabelText('Winner email'), 'tom@example.net');
    await user.click(within(dialog).getByRole('button', { name: 'Add winner' }));
    expect(
      await within(dialog).findByText('Choose a day of the championship, from 2026-03-01 to 2026-03-20'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers only all-time prizes while the championship has no match days, and says why', async () => {
    stubApi((call) =>
      call.url.includes('/championships')
        ? { status: 200, body: { championships: [] } }
        : { status: 200, body: { ...list, championship: { ...list.championship, matchDays: null } } },
    );
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add winner' });
    expect(
      within(dialog).getByText('This championship has no matches yet, so it has no days for daily or weekly prizes'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All time']);
  });

  it('explains when the championship gives no QR code prizes', async () => {
    stubApi((call) =>
      call.url.includes('/championships')
        ? { status: 200, body: { championships: [] } }
        : {
            status: 200,
            body: { ...list, championship: { ...list.championship, qrCodeEligible: false }, winners: [] },
          },
    );
    renderPage();
    expect(await screen.findByText(/does not give QR code prizes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add winner' })).toBeDisabled();
    expect(screen.getByText('There are no winners yet. Please add one.')).toBeInTheDocument();
  });

  it('shows where each QR mail stands; Retry puts a failed one back in the queue', async () => {
    const SENT_AT = '2026-03-02T09:30:00.000Z';
    let failed = true;
    const withMails = (): WinnersList => ({
      ...list,
      winners: [
        winner({
          emailedAt: SENT_AT,
          mail: failed
            ? { status: 'failed', queuedAt: SENT_AT, sentAt: null }
            : { status: 'queued', queuedAt: SENT_AT, sentAt: null },
        }),
        winner({
          id: 'Zr8uQ1xYt5vB2nM4kL6pW9sA',
          position: 2,
          name: 'Andrei Stan',
          emailedAt: SENT_AT,
          mail: { status: 'sent', queuedAt: SENT_AT, sentAt: SENT_AT },
        }),
      ],
    });
    calls = stubApi((call) => {
      if (call.url.startsWith('/api/challenge-winners/championships'))
        return { status: 200, body: { championships: [] } };
      if (call.url.startsWith('/api/challenge-winners/proposals'))
        return { status: 200, body: { proposals, awardedPeriods: [] } };
      if (call.method === 'POST' && call.url === '/api/challenge-winners/from-leaderboard') return awardAnswer;
      if (call.method === 'POST' && call.url.endsWith('/mail/retry')) {
        failed = false;
        return { status: 200, body: withMails().winners[0] };
      }
      return { status: 200, body: withMails() };
    });
    const user = setupUser();
    renderPage();
    const rows = await screen.findAllByTestId('winner-row');
    expect(rows[0]).toHaveTextContent('Mail not delivered');
    expect(rows[1]).toHaveTextContent(`Mail sent ${formatDateTime(SENT_AT)}`);
    expect(within(rows[1]!).queryByRole('button', { name: /Retry/ })).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Retry: Maria Dubois' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(
      '/api/challenge-winners/q3Vx9TzZr1bLk0aP4mN7wE2s/mail/retry',
    );
    expect(await screen.findByText('The mail is queued again')).toBeInTheDocument();
    expect(await within(screen.getAllByTestId('winner-row')[0]!).findByText('Mail queued')).toBeInTheDocument();
  });
  it("shows why a QR mail is not sent again when the winner's hourly limit is reached (decision 049)", async () => {
    calls = stubApi((call) => {
      if (call.url.startsWith('/api/challenge-winners/championships'))
        return { status: 200, body: { championships: [] } };
      if (call.method === 'POST' && call.url.endsWith('/send')) {
        return {
          status: 429,
          body: {
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'winners.MAIL_THROTTLED',
            messageCode: 'winnerMailTooOften',
            params: { count: 42 },
            message: "This winner's QR mail has been sent too often this hour. Try again in 42 minutes.",
          },
        };
      }
      return { status: 200, body: list };
    });
    const user = setupUser();
    renderPage();
    const rows = await screen.findAllByTestId('winner-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Show QR code: Maria Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code – Maria Dubois' });
    await user.click(within(dialog).getByRole('button', { name: 'Send by mail' }));
    expect(
      await screen.findByText("This winner's QR mail has been sent too often this hour. Try again in 42 minutes."),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/challenge-winners/q3Vx9TzZr1bLk0aP4mN7wE2s/send',
    ]);
  });

  it("proposes the day's top players from the leaderboard, marks a tie at the last prize, and awards one at the board's position", async () => {
    const standing = (userId: string, nickname: string) => ({
      position: 1,
      userId,
      nickname,
      points: 4,
      exact: 1,
      outcomes: 2,
      tiedAtCutOff: true,
      awarded: false,
    });
    proposals = [
      {
        period: 'daily',
        periodKey: '2026-03-10',
        periodDate: '2026-03-10',
        complete: true,
        prizes: 1,
        awardedCount: 0,
        candidates: [standing(PLAYER_A, 'Ana Goals'), standing(PLAYER_B, 'Ben Boots')],
      },
      {
        period: 'allTime',
        periodKey: '',
        periodDate: null,
        complete: false,
        prizes: 3,
        awardedCount: 0,
        candidates: [],
      },
    ];
    const user = setupUser();
    renderPage();
    const day = await screen.findByRole('region', { name: 'Day 2026-03-10' });
    expect(within(day).getAllByText('Tied at the last prize: you decide')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'All time' })).toBeNull();
    await user.click(
      within(within(day).getByRole('listitem', { name: 'Ben Boots' })).getByRole('button', { name: 'Award' }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/challenge-winners/from-leaderboard')).toHaveLength(1),
    );
    expect(calls.find((c) => c.url === '/api/challenge-winners/from-leaderboard')?.body).toEqual({
      challengeId: CHAMPIONSHIP,
      prizeId: list.prizes[0]!.id,
      period: 'daily',
      periodKey: '2026-03-10',
      userId: PLAYER_B,
    });
  });
});

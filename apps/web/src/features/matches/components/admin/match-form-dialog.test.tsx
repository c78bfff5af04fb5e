import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { formatISO } from 'date-fns';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { AdminMatch } from '@app/contract/matches-admin';
import '../../../../lib/i18n.ts';
import { theme } from '../../../../config/theme.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { NotifierProvider } from '../../../../components/feedback/notifier.tsx';
import { MatchFormDialog } from './match-form-dialog.tsx';
import { applyDateMask } from './masked-date.ts';
import { stubApi, type ApiCall, type ApiReply } from '../../../../testing/api-stub.ts';
import { pasteInto, setupUser } from '../../../../testing/user-input.ts';

const ID = '5b0c8e8a-3c1d-4f7e-9a61-2d3b4c5d6e7f';
const saved = (over: Partial<AdminMatch> = {}): AdminMatch => ({
  id: ID,
  _id: ID,
  headline: 'Rapid - Dinamo',
  name: 'Rapid - Dinamo',
  homeTeam: 'Rapid',
  awayTeam: 'Dinamo',
  status: 'SCHEDULED',
  matchStatus: 'future',
  folder: 'future',
  goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  scheduledDate: '2031-06-12T19:45:00.000Z',
  competitionId: null,
  competitionName: 'Liga 1',
  competition: 'Liga 1',
  country: 'Romania',
  matchType: 'League',
  profilePic: '',
  dates: [],
  broadcasted: false,
  popular: false,
  starred: false,
  frequent: false,
  labels: [],
  trashedAt: null,
  source: null,
  handEdited: [],
  feed: null,
  ...over,
});

function renderDialog(props: Partial<Parameters<typeof MatchFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MatchFormDialog open onClose={onClose} competitionOptions={['Liga 1', 'Serie A']} {...props} />
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const user = setupUser;

const TEAMS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Rapid', country: 'Romania', emblemUrl: '/api/media/rapid' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Rapid Wien', country: 'Austria', emblemUrl: '/api/media/wien' },
];
const COMPETITIONS = [
  { id: '33333333-3333-4333-8333-333333333333', name: 'Liga 1', country: 'Romania', color: '#333333' },
];

/** The pickers' searches answered like the server (names containing the text), everything else by `other`. */
function serverLike(other: (call: ApiCall) => ApiReply) {
  return (call: ApiCall): ApiReply => {
    const url = new URL(call.url, 'http://x');
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    if (call.method === 'GET' && url.pathname === '/api/match/teams')
      return { status: 200, body: { teams: TEAMS.filter((t) => t.name.toLowerCase().includes(query)) } };
    if (call.method === 'GET' && url.pathname === '/api/match/competitions')
      return { status: 200, body: { competitions: COMPETITIONS.filter((c) => c.name.toLowerCase().includes(query)) } };
    if (call.method === 'POST' && url.pathname === '/api/match/teams') {
      const { name, country } = call.body as { name: string; country: string };
      return {
        status: 200,
        body: { id: '44444444-4444-4444-8444-444444444444', name, country, emblemUrl: '/api/media/new' },
      };
    }
    return other(call);
  };
}
const saves = (calls: ApiCall[]) => calls.filter((c) => c.url === '/api/match');

describe('MatchFormDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the match's demand, the bars showing it and what fans did at all of them when the detail carries them (decision 055), nothing when it does not", () => {
    stubApi(() => ({ status: 404, body: {} }));
    renderDialog({
      match: saved({
        demand: { views7d: 1250, followers: 3, bars: 2, goers: 14, bookings: { requested: 6, accepted: 1200 } },
      }),
    });
    const demand = screen.getByRole('region', { name: 'Demand' });
    expect(
      within(demand)
        .getAllByRole('term')
        .map((x) => x.textContent),
    ).toEqual([
      'Visitors of the page, last 7 days',
      'Fans following its teams',
      'Bars showing it',
      'Fans going to a bar',
      'Seats booked (accepted · waiting)',
    ]);
    expect(
      within(demand)
        .getAllByRole('definition')
        .map((x) => x.textContent),
    ).toEqual(['1,250', '3', '2', '14', '1,200 · 6']);
    cleanup();
    renderDialog({ match: saved() });
    expect(screen.queryByRole('region', { name: 'Demand' })).not.toBeInTheDocument();
  });

  it('masks dates as ##.##.####', () => {
    expect(applyDateMask('12')).toBe('12');
    expect(applyDateMask('123')).toBe('12.3');
    expect(applyDateMask('12a06-2031999')).toBe('12.06.2031');
  });

  it('asks for home team, then country, then a date, each with the same message, before sending anything', async () => {
    const calls = stubApi(serverLike(() => ({ status: 200, body: saved() })));
    const { dialog } = renderDialog();
    const u = user();
    const create = within(dialog).getByRole('button', { name: 'Create' });

    await u.click(create);
    expect(within(dialog).getByLabelText(/^Home team/)).toHaveAccessibleDescription('This field is required!');
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('ERROR!This field is required!');
    expect(within(dialog).getByLabelText(/^Country/)).not.toHaveAccessibleDescription();

    await u.type(within(dialog).getByLabelText(/^Home team/), 'Rapid');
    await u.click(await screen.findByRole('option', { name: /^Rapid Romania/ }));
    await u.click(create);
    expect(within(dialog).getByLabelText(/^Country/)).toHaveAccessibleDescription('This field is required!');
    expect(within(dialog).getByLabelText(/^Home team/)).not.toHaveAccessibleDescription();

    await pasteInto(u, within(dialog).getByLabelText(/^Country/), 'Romania');
    await u.type(within(dialog).getByLabelText('Date 1'), '   ');
    await u.click(create);
    // No kick-off and no date: SPEC's date message, on the kick-off.
    expect(within(dialog).getByText('This field is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required!').id).toMatch(/helper-text/);
    expect(within(dialog).queryByText(/24-hour time/)).toBeNull();
    expect(saves(calls)).toEqual([]);
  }, 60_000);

  it('creates a match from picked teams, a new team, a kick-off and a status', async () => {
    const calls = stubApi(serverLike(() => ({ status: 200, body: saved() })));
    const { dialog, onClose } = renderDialog();
    const u = user();
    expect(within(dialog).getByText(/^24-hour time, /)).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/^Home team/), 'rap');
    // The server's matches, with their emblems; picking one fills the field.
    const option = await screen.findByRole('option', { name: /^Rapid Wien Austria/ });
    expect(option.querySelector('img')).toHaveAttribute('src', '/api/media/wien');
    await u.click(option);
    expect(within(dialog).getByLabelText(/^Home team/)).toHaveValue('Rapid Wien');
    await pasteInto(u, within(dialog).getByLabelText(/^Country/), 'Austria');
    await pasteInto(u, within(dialog).getByLabelText(/^Away team/), 'Sturm Graz');
    await u.click(await screen.findByRole('option', { name: 'Add a new team: Sturm Graz' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Away team/)).toHaveValue('Sturm Graz'));
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: '/api/match/teams',
        method: 'POST',
        body: { name: 'Sturm Graz', country: 'Austria' },
      }),
    );
    await u.type(within(dialog).getByLabelText(/^Competition/), 'liga');
    await u.click(await screen.findByRole('option', { name: /^Liga 1/ }));

    await u.click(within(dialog).getByRole('spinbutton', { name: 'Day' }));
    await u.keyboard('051220262045');
    // The kick-off sets the start date.
    expect(within(dialog).getByLabelText('Date 1')).toHaveValue('05.12.2026');
    await u.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'Postponed' }));
    await u.click(within(dialog).getByLabelText('Starred'));
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(calls)).toEqual([
      expect.objectContaining({
        url: '/api/match',
        method: 'POST',
        body: {
          match: {
            homeTeam: 'Rapid Wien',
            awayTeam: 'Sturm Graz',
            country: 'Austria',
            competition: 'Liga 1',
            matchType: '',
            starred: true,
            status: 'POSTP',
            scheduledDate: formatISO(new Date(2026, 11, 5, 20, 45)),
            dates: [{ date: '05.12.2026', label: 'start_date' }],
          },
        },
      }),
    ]);
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Match created.');
  }, 60_000);

  it('shows status words, never codes, and keeps a provider code in its place', async () => {
    stubApi(serverLike(() => ({ status: 200, body: saved() })));
    const { dialog } = renderDialog({ match: saved({ status: 'TIMED' }) });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Scheduled');
    await user().click(status);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Scheduled',
      'Live',
      'Half time',
      'Full time',
      'Postponed',
      'Cancelled',
    ]);
  });

  it('edits a match with its own values and shows the server refusal', async () => {
    const calls = stubApi(
      serverLike(() => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This match no longer exists' },
      })),
    );
    const { dialog, onClose } = renderDialog({ match: saved({ dates: [] }) });
    expect(within(dialog).getByRole('heading', { name: 'Edit Match' })).toBeInTheDocument();
    // No stored dates: the kick-off day (UTC) is offered as the start date.
    expect(within(dialog).getByLabelText('Date 1')).toHaveValue('12.06.2031');
    expect(within(dialog).getByLabelText(/^Home team/)).toHaveValue('Rapid');
    // Another team over the chosen one.
    const u = user();
    await u.clear(within(dialog).getByLabelText(/^Away team/));
    await u.type(within(dialog).getByLabelText(/^Away team/), 'wien');
    await u.click(await screen.findByRole('option', { name: /^Rapid Wien/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    // In the dialog, where it was asked; no toast says it a second time.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This match no longer exists');
    expect(screen.getAllByRole('alert', { hidden: true })).toHaveLength(1);
    expect(saves(calls)[0]).toMatchObject({
      method: 'PUT',
      body: {
        match: {
          id: ID,
          homeTeam: 'Rapid',
          awayTeam: 'Rapid Wien',
          country: 'Romania',
          competition: 'Liga 1',
          matchType: 'League',
          starred: false,
          status: 'SCHEDULED',
          scheduledDate: formatISO(new Date('2031-06-12T19:45:00.000Z')),
        },
      },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
  it('types a new kick-off over the stored one section by section, the zone named throughout, and saves it', async () => {
    const calls = stubApi(serverLike(() => ({ status: 200, body: saved() })));
    const { dialog } = renderDialog({ match: saved() });
    const u = user();
    // The first digit leaves the day half typed: the field's value is no date until the section is whole.
    await u.click(within(dialog).getByRole('spinbutton', { name: 'Day' }));
    await u.keyboard('1');
    expect(within(dialog).getByText(/^24-hour time, /)).toBeInTheDocument();
    await u.keyboard('3062031');
    await u.click(within(dialog).getByRole('spinbutton', { name: 'Hours' }));
    await u.keyboard('2100');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { match: { scheduledDate: formatISO(new Date(2031, 5, 13, 21, 0)) } },
    });
  }, 60_000);

  it("shows a score refused before the kick-off under the status, in the reader's words, and no toast", async () => {
    const kickOff = '2031-06-12T19:45:00.000Z';
    stubApi(
      serverLike(() => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'matches.SCORE_BEFORE_KICK_OFF',
          messageCode: 'scoreBeforeKickOff',
          params: { kickOff },
          message:
            'This match kicks off at 2031-06-12 19:45 UTC: it has no score before then. To enter one now, move the kick-off to a time that has passed in the same save.',
        },
      })),
    );
    const { dialog, onClose } = renderDialog({ match: saved() });
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    const status = within(dialog).getByTestId('status').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(status).findByText(/it has no score before then/)).toBeInTheDocument();
    expect(screen.queryAllByRole('alert', { hidden: true })).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
  it('holds Save while a new team is being added, then saves the new team', async () => {
    let release = () => {};
    const added = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = serverLike(() => ({ status: 200, body: saved({ awayTeam: 'Sturm Graz' }) }));
    const calls = stubApi(async (call) => {
      if (call.method === 'POST' && call.url === '/api/match/teams') await added;
      return answer(call);
    });
    const { dialog, onClose } = renderDialog({ match: saved() });
    const u = user();
    await u.clear(within(dialog).getByLabelText(/^Away team/));
    await pasteInto(u, within(dialog).getByLabelText(/^Away team/), 'Sturm Graz');
    await u.click(await screen.findByRole('option', { name: 'Add a new team: Sturm Graz' }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // The field reads 'Sturm Graz' at once, but the form has it only when the server has the team.
    await waitFor(() => expect(save).toBeDisabled());
    expect(saves(calls)).toEqual([]);
    release();
    await waitFor(() => expect(save).toBeEnabled());
    await u.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(calls)).toHaveLength(1);
    expect(saves(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { match: { homeTeam: 'Rapid', awayTeam: 'Sturm Graz' } },
    });
  }, 60_000);

  it('a fed match edited by hand says what the feed says and follows the feed again on request (decision 050)', async () => {
    const fed = saved({
      source: 'football-data',
      handEdited: ['kickOff', 'status'],
      scheduledDate: '2031-06-12T19:45:00.000Z',
      status: 'POSTP',
      feed: { scheduledDate: '2031-06-12T17:00:00.000Z', status: 'TIMED', homeTeam: 'Rapid', awayTeam: 'Dinamo' },
    });
    const followed = saved({
      source: 'football-data',
      handEdited: [],
      scheduledDate: '2031-06-12T17:00:00.000Z',
      status: 'TIMED',
      feed: fed.feed,
    });
    const calls = stubApi(serverLike(() => ({ status: 200, body: followed })));
    const onSaved = vi.fn();
    const { dialog, onClose } = renderDialog({ match: fed, onSaved });
    const notice = within(dialog).getByTestId('feed-notice');
    expect(notice).toHaveTextContent('Edited by hand — the feed says:');
    expect(notice).toHaveTextContent(/Kick-off: 17:00 - 12 Jun 2031/);
    expect(notice).toHaveTextContent('Status: Scheduled');

    await user().click(within(notice).getByRole('button', { name: 'Follow the feed again' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/match/follow-feed', body: { matchId: ID } }),
    ]);
    expect(onSaved).toHaveBeenCalledWith(followed);
    expect(await screen.findByText('The match follows the feed again')).toBeInTheDocument();
  });

  it('a fed match nobody edited says the feed keeps it up to date; a match typed by hand says nothing of a feed', () => {
    stubApi(serverLike(() => ({ status: 200, body: saved() })));
    const { dialog } = renderDialog({
      match: saved({
        source: 'football-data',
        feed: { scheduledDate: '2031-06-12T19:45:00.000Z', status: 'SCHEDULED', homeTeam: 'Rapid', awayTeam: 'Dinamo' },
      }),
    });
    expect(within(dialog).getByTestId('feed-notice')).toHaveTextContent(
      'From the data feed: it keeps this match up to date.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Follow the feed again' })).not.toBeInTheDocument();
    cleanup();
    const { dialog: handMade } = renderDialog({ match: saved() });
    expect(within(handMade).queryByTestId('feed-notice')).not.toBeInTheDocument();
  });

  it('enters the full-time score of a finished match and refuses one that is not a whole number', async () => {
    const calls = stubApi(
      serverLike(() => ({
        status: 200,
        body: saved({
          status: 'FT',
          goals: { fullTimeHomeGoals: 2, fullTimeAwayGoals: 1, liveHomeGoals: null, liveAwayGoals: null },
        }),
      })),
    );
    const { dialog } = renderDialog({ match: saved({ status: 'FT' }) });
    const u = user();
    const score = within(dialog).getByRole('group', { name: 'Full-time score (90 minutes)' });
    await u.type(within(score).getByLabelText('Home'), '2');
    await u.type(within(score).getByLabelText('Away'), '-1');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(score).getByLabelText('Home')).toHaveAccessibleDescription('Goals are whole numbers from 0 to 99');
    expect(saves(calls)).toEqual([]);
    await u.clear(within(score).getByLabelText('Away'));
    await u.type(within(score).getByLabelText('Away'), '1');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect((saves(calls)[0]!.body as { match: { goals: unknown } }).match.goals).toEqual({
      fullTimeHomeGoals: 2,
      fullTimeAwayGoals: 1,
      liveHomeGoals: null,
      liveAwayGoals: null,
    });
  });

  it('offers no score for a match still to play', () => {
    stubApi(serverLike(() => ({ status: 200, body: saved() })));
    const { dialog } = renderDialog({ match: saved() });
    expect(within(dialog).queryByRole('group', { name: 'Full-time score (90 minutes)' })).toBeNull();
  });
});

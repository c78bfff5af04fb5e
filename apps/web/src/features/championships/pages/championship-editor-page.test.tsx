import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { ChampionshipDetail } from '@app/contract/championships';
import type { AuditEntry } from '@app/contract/audit';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { ChampionshipEditorPage } from './championship-editor-page.tsx';
import { stubApi, type ApiCall } from '../../../testing/api-stub.ts';
import { clearSession, writeSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { pasteInto, setupUser } from '../../../testing/user-input.ts';

const ID = '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10';
const PRIZE = '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21';
const FINISHED = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const UPCOMING = '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10';
const media = (c: string) => `/api/media/${c.repeat(64)}`;

const detail: ChampionshipDetail = {
  _id: ID,
  name: 'Derby Cup',
  stake: '100 points',
  logo: media('a'),
  cover: media('b'),
  published: true,
  qrCodeEligible: true,
  startDate: '2026-03-01T18:00:00.000Z',
  endDate: '2030-01-01T18:00:00.000Z',
  archivedAt: null,
  winners: 0,
  redeemed: 0,
  postponedMatches: 0,
  cancelledMatches: 0,
  prizeTypesCounts: { daily: 1, weekly: 1, allTime: 2 },
  howItWorks: [
    { text: 'Predict', language: 'en' },
    { text: 'Ghicește', language: 'ro' },
  ],
  prizes: [
    {
      _id: PRIZE,
      name: 'Signed ball',
      description: [
        { description: 'A ball', language: 'en' },
        { description: 'O minge', language: 'ro' },
      ],
      photo: media('c'),
    },
  ],
  questions: [
    {
      _id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      type: 0,
      challengeId: ID,
      closesAt: null,
      correctAnswer: null,
      questionText: [
        { text: 'Who wins?', language: 'en' },
        { text: 'Cine câștigă?', language: 'ro' },
      ],
      possibleAnswers: [
        { answers: ['Home', 'Away'], language: 'en' },
        { answers: ['Gazde', 'Oaspeți'], language: 'ro' },
      ],
    },
  ],
  scoring: { exact: 3, goalDifference: 2, outcome: 1, answer: 1, lockMinutes: 0, timeZone: 'UTC' },
  scoringFailure: null,
  matches: [
    {
      _id: FINISHED,
      headline: 'Arsenal - Chelsea',
      competitionName: 'Premier League',
      scheduledDate: '2026-03-01T18:00:00.000Z',
      status: 'FT',
      homeTeamEmblemUrl: '',
      awayTeamEmblemUrl: '',
    },
    {
      _id: UPCOMING,
      headline: 'Dinamo - Rapid',
      competitionName: 'SuperLiga',
      scheduledDate: '2030-01-01T18:00:00.000Z',
      status: 'TIMED',
      homeTeamEmblemUrl: '',
      awayTeamEmblemUrl: '',
    },
  ],
};

/** The editor's calls: languages, selectable matches, the championship (and its saved form), its players' leagues. */
function stubServer(): ApiCall[] {
  return stubApi(({ url, method }) => {
    let body: unknown = detail;
    if (url.startsWith('/api/languages'))
      body = [
        { code: 'en', name: 'English', status: 1 },
        { code: 'ro', name: 'Română', status: 1 },
      ];
    else if (url.startsWith('/api/challenges/selectable-matches'))
      body = { matches: [], count: 0, page: 0, pageSize: 30 };
    else if (url.startsWith('/api/challenges/leagues')) body = { leagues: [] };
    else if (method === 'PATCH') body = { ...detail, matches: [detail.matches[0]] };
    return { status: 200, body };
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/official-championship/new', element: <ChampionshipEditorPage /> },
      { path: '/official-championship/:id', element: <ChampionshipEditorPage /> },
      { path: '/official-championships', element: <p>list</p> },
    ],
    { initialEntries: [path] },
  );
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

const region = (name: string) => screen.getByRole('region', { name });
const saves = (calls: ApiCall[]) => calls.filter((c) => c.url === '/api/challenges/official-championship');

describe('ChampionshipEditorPage', () => {
  let calls: ApiCall[];
  beforeEach(() => {
    calls = stubServer();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview') }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each rule as an ERROR! toast and sends nothing', async () => {
    const user = setupUser();
    renderAt('/official-championship/new');
    expect(await screen.findByRole('heading', { name: 'Create Official Championship' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Create Championship' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ERROR!');
    expect(alert).toHaveTextContent('How it works should not be empty');

    // One prize or question open at a time; its own rules on Save Prize.
    await user.click(within(region('Prizes')).getByRole('button', { name: 'Add' }));
    expect(within(region('Prizes')).getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(within(region('Questions')).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Prize' }));
    expect(await screen.findByText('Prize Name should not be empty')).toBeVisible();
    expect(saves(calls)).toHaveLength(0);
  });

  it('edits locally and sends the changes in one PATCH', async () => {
    const user = setupUser();
    renderAt(`/official-championship/${ID}`);
    expect(await screen.findByDisplayValue('Derby Cup')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit Official Championship' })).toBeVisible();
    const selected = within(region('Matches')).getByRole('list', { name: 'Selected matches' });
    // A finished match cannot be removed.
    expect(
      within(within(selected).getByRole('listitem', { name: 'Arsenal - Chelsea' })).getByRole('button', {
        name: 'Remove',
      }),
    ).toBeDisabled();
    await user.click(
      within(within(selected).getByRole('listitem', { name: 'Dinamo - Rapid' })).getByRole('button', {
        name: 'Remove',
      }),
    );

    const prizes = region('Prizes');
    await user.click(within(prizes).getByRole('button', { name: 'Delete Prize' }));
    expect(within(prizes).getByText('There are no prizes. Please add one.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update Championship' }));
    expect(await screen.findByText('Prizes should not be empty')).toBeVisible();
    expect(saves(calls)).toHaveLength(0);

    await user.click(within(prizes).getByRole('button', { name: 'Add' }));
    await pasteInto(user, within(prizes).getByLabelText(/Prize Name/), 'Club shirt');
    await pasteInto(user, within(prizes).getByLabelText(/Description \(EN\)/), 'A shirt');
    // jsdom decodes no pictures: the browser's createImageBitmap is given as Chromium answers for a real PNG.
    vi.stubGlobal('createImageBitmap', async () => ({ close() {} }));
    await user.upload(
      within(prizes).getByLabelText('Upload Photo'),
      new File([new Uint8Array([1, 2])], 'shirt.png', { type: 'image/png' }),
    );
    await user.click(within(prizes).getByRole('button', { name: 'Save Prize' }));
    await user.click(screen.getByRole('button', { name: 'Update Championship' }));

    expect(await screen.findByText('Official championship updated.')).toBeVisible();
    const [save] = saves(calls);
    expect(save?.method).toBe('PATCH');
    const form = save?.body as FormData;
    expect(form.get('challengeId')).toBe(ID);
    expect(JSON.parse(form.get('matchesToRemove') as string)).toEqual([UPCOMING]);
    expect(JSON.parse(form.get('matchesToInsert') as string)).toEqual([]);
    expect(JSON.parse(form.get('howItWorks') as string)).toEqual([
      { text: 'Predict', language: 'en' },
      { text: 'Ghicește', language: 'ro' },
    ]);
    const prizeParts = JSON.parse(form.get('prizes') as string) as {
      _id?: string;
      name: string;
      photo: string;
      deleted?: boolean;
      description: unknown;
    }[];
    expect(prizeParts[0]).toMatchObject({ _id: PRIZE, deleted: true });
    expect(prizeParts[1]).toMatchObject({
      name: 'Club shirt',
      description: [
        { description: 'A shirt', language: 'en' },
        { description: 'A shirt', language: 'ro' },
      ],
    });
    const photo = form.get(prizeParts[1]!.photo) as File;
    // The uploaded bytes arrive as the named part (jsdom's File reaches Node's fetch without its file name).
    expect(photo.type).toBe('image/png');
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([1, 2]);
    // The page starts again from the saved championship.
    expect(
      within(screen.getByRole('list', { name: 'Selected matches' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Arsenal - Chelsea']);
    expect(
      within(region('Prizes'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Signed ball']);
  });

  it('says how many selected matches are postponed or cancelled, and lets a cancelled one go after the start (decision 025)', async () => {
    const CANCELLED = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const POSTPONED = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    const changed: ChampionshipDetail = {
      ...detail,
      postponedMatches: 1,
      cancelledMatches: 1,
      matches: [
        ...detail.matches,
        {
          _id: CANCELLED,
          headline: 'Storm - Washout',
          competitionName: 'SuperLiga',
          scheduledDate: '2026-04-01T18:00:00.000Z',
          status: 'CANC',
          homeTeamEmblemUrl: '',
          awayTeamEmblemUrl: '',
        },
        {
          _id: POSTPONED,
          headline: 'Fog - Delay',
          competitionName: 'SuperLiga',
          scheduledDate: '2030-02-01T18:00:00.000Z',
          status: 'POSTP',
          homeTeamEmblemUrl: '',
          awayTeamEmblemUrl: '',
        },
      ],
    };
    stubApi(({ url }) => ({
      status: 200,
      body: url.startsWith('/api/languages')
        ? [{ code: 'en', name: 'English', status: 1 }]
        : url.startsWith('/api/challenges/selectable-matches')
          ? { matches: [], count: 0, page: 0, pageSize: 30 }
          : changed,
    }));
    const user = setupUser();
    renderAt(`/official-championship/${ID}`);
    expect(await screen.findByDisplayValue('Derby Cup')).toBeVisible();
    const matches = region('Matches');
    expect(within(matches).getByRole('status')).toHaveTextContent('1 match postponed1 match cancelled');
    const selected = within(matches).getByRole('list', { name: 'Selected matches' });
    await user.click(
      within(within(selected).getByRole('listitem', { name: 'Storm - Washout' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(within(selected).queryByRole('listitem', { name: 'Storm - Washout' })).toBeNull();
    expect(within(matches).getByRole('status')).toHaveTextContent(/^1 match postponed$/);
  });

  it("tells staff when the championship's scoring is failing, and when it has stopped (decision 071)", async () => {
    let failure: ChampionshipDetail['scoringFailure'] = { setAside: false, lastError: 'P0001 points refused' };
    stubApi(({ url }) => ({
      status: 200,
      body: url.startsWith('/api/languages')
        ? [{ code: 'en', name: 'English', status: 1 }]
        : url.startsWith('/api/challenges/selectable-matches')
          ? { matches: [], count: 0, page: 0, pageSize: 30 }
          : { ...detail, scoringFailure: failure },
    }));
    renderAt(`/official-championship/${ID}`);
    expect(await screen.findByDisplayValue('Derby Cup')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scoring this championship is failing: the boards are not up to date, and it will be tried again. Last error: P0001 points refused',
    );
    cleanup();

    failure = { setAside: true, lastError: 'P0001 points refused' };
    renderAt(`/official-championship/${ID}`);
    expect(await screen.findByDisplayValue('Derby Cup')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scoring this championship failed at every attempt and has stopped: the boards are not up to date. Saving the championship tries again. Last error: P0001 points refused',
    );
  });

  it("shows the championship's own change history to an admin below the editor", async () => {
    const admin = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
    const entry: AuditEntry = {
      id: '77',
      at: '2026-03-02T08:05:00.000Z',
      actor: { id: admin, nickname: 'Alex Admin', email: 'admin@example.com' },
      action: 'PATCH /api/challenges/official-championship',
      operation: 'update',
      entityKind: 'championship',
      entityId: ID,
      before: { stake: '50 points' },
      after: { stake: '100 points' },
      summary: { what: 'updated', name: 'Spring Cup', match: null, label: null },
    };
    const asked = stubApi(({ url }) => ({
      status: 200,
      body: url.startsWith('/api/audit-log')
        ? { items: [entry], nextCursor: null }
        : url.startsWith('/api/languages')
          ? [{ code: 'en', name: 'English', status: 1 }]
          : url.startsWith('/api/challenges/selectable-matches')
            ? { matches: [], count: 0, page: 0, pageSize: 30 }
            : detail,
    }));
    writeSession(
      { userId: admin, barId: null, nickname: 'Alex Admin', email: 'admin@example.com', role: 'admin' },
      true,
    );
    try {
      renderWithApp(
        createMemoryRouter([{ path: '/official-championship/:id', element: <ChampionshipEditorPage /> }], {
          initialEntries: [`/official-championship/${ID}`],
        }),
      );
      const history = await screen.findByRole('list', { name: 'Change history' }, { timeout: 10_000 });
      const [row] = await within(history).findAllByTestId('audit-entry');
      await setupUser().click(within(row!).getByRole('button', { name: 'Details' }));
      expect(row).toHaveTextContent('Alex Admin · admin@example.com');
      expect(within(row!).getByTestId('before')).toHaveTextContent('50 points');
      const call = asked.find((c) => c.url.startsWith('/api/audit-log'));
      expect(Object.fromEntries(new URL(call!.url, 'http://x').searchParams)).toMatchObject({
        entityKind: 'championship',
        entityId: ID,
      });
    } finally {
      clearSession();
    }
  });

  it("sets the scoring and marks a question's correct answer, sent with the update (decision 051)", async () => {
    const user = setupUser();
    renderAt(`/official-championship/${ID}`);
    expect(await screen.findByDisplayValue('Derby Cup')).toBeVisible();
    const scoring = region('Scoring');
    await user.clear(within(scoring).getByLabelText('Exact score'));
    await user.type(within(scoring).getByLabelText('Exact score'), '5');
    await user.selectOptions(within(scoring).getByLabelText('Time zone'), 'Pacific/Auckland');
    await user.click(within(region('Questions')).getByRole('button', { name: 'Edit Question' }));
    await user.click(screen.getByRole('radio', { name: 'Answer 2 is correct' }));
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    await user.click(screen.getByRole('button', { name: 'Update Championship' }));
    expect(await screen.findByText('Official championship updated.')).toBeVisible();
    const form = saves(calls)[0]?.body as FormData;
    expect(JSON.parse(form.get('scoring') as string)).toEqual({
      exact: 5,
      goalDifference: 2,
      outcome: 1,
      answer: 1,
      lockMinutes: 0,
      timeZone: 'Pacific/Auckland',
    });
    expect((JSON.parse(form.get('questions') as string) as unknown[])[0]).toMatchObject({
      correctAnswer: 1,
      closesAt: null,
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { TeamRow } from '@app/contract/reference-data';
import '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi, type ApiCall, type ApiReply } from '../../../testing/api-stub.ts';
import { TeamsPage } from './teams-page.tsx';

const united: TeamRow = {
  id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  name: 'Manchester United',
  country: 'England',
  emblemUrl: '/api/media/mu',
  source: null,
  matchCount: 3,
};
const utd: TeamRow = {
  id: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
  name: 'Manchester United FC',
  country: 'England',
  emblemUrl: '',
  source: 'football-data',
  matchCount: 38,
};

function renderAt(url = '/teams') {
  const router = createMemoryRouter([{ path: '/teams', element: <TeamsPage /> }], { initialEntries: [url] });
  renderWithApp(router);
  return router;
}

/** The page's other lists answered by `answer`; the feed's possible duplicates: none. */
const stubTeams = (answer: (call: ApiCall) => ApiReply) =>
  stubApi((call) => (call.url === '/api/teams/duplicates' ? { status: 200, body: { items: [] } } : answer(call)));

afterEach(() => {
  cleanup();
});

describe('TeamsPage', () => {
  it('lists teams with source and matches; the search goes to the server and the address', async () => {
    const calls = stubTeams(() => ({ status: 200, body: { items: [united, utd], total: 2 } }));
    const user = userEvent.setup({ delay: null });
    const router = renderAt();
    const table = await screen.findByRole('table', { name: 'Teams' });
    const rows = await within(table).findAllByTestId('team-row');
    expect(
      rows.map((r) => [
        within(r).getByTestId('team-name').textContent,
        within(r).getAllByRole('cell')[2]!.textContent,
        within(r).getAllByRole('cell')[3]!.textContent,
      ]),
    ).toEqual([
      ['Manchester United', 'Typed by hand', '3'],
      ['Manchester United FC', 'Feed', '38'],
    ]);
    expect(within(rows[1]!).getByText('England · Feed · 38 matches')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search teams' }), 'manch');
    await waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('q')).toBe('manch'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('manch');
  });

  it("renames a team; a name taken shows the server's refusal in the dialog", async () => {
    const calls = stubTeams((call) => {
      if (call.method === 'PATCH') {
        const { name } = call.body as { name: string };
        return name === 'Manchester United FC'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'A team of this name already exists',
                code: 'teams.NAME_TAKEN',
                messageCode: 'teamNameTaken',
              },
            }
          : { status: 200, body: { ...united, name } };
      }
      return { status: 200, body: { items: [united], total: 1 } };
    });
    const user = userEvent.setup({ delay: null });
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Actions for Manchester United' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Manchester United' });
    expect(within(dialog).getByText('The 3 matches naming it follow.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'Manchester United FC');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('A team of this name already exists')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Man United');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed to Man United')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      [`/api/teams/${united.id}`, { name: 'Manchester United FC' }],
      [`/api/teams/${united.id}`, { name: 'Man United' }],
    ]);
  });

  it("merges a duplicate into the team chosen by name; two teams that play each other are refused with the server's words", async () => {
    let refuse = true;
    const calls = stubTeams((call) => {
      if (call.method === 'POST') {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              message:
                'These teams play each other (Manchester United FC - Manchester United): merged, a match would have one team. Correct or delete those matches first.',
              code: 'teams.PLAY_EACH_OTHER',
              messageCode: 'teamsPlayEachOther',
              params: { matches: 'Manchester United FC - Manchester United' },
            },
          };
        }
        return {
          status: 200,
          body: { kept: { ...united, matchCount: 41 }, movedMatches: 38, movedRules: 2, movedFollows: 5 },
        };
      }
      return { status: 200, body: { items: [united, utd], total: 2 } };
    });
    const user = userEvent.setup({ delay: null });
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Actions for Manchester United FC' }));
    await user.click(screen.getByRole('menuitem', { name: 'Merge into another team…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Manchester United FC into another team' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Team to keep' }));
    // The duplicate itself is never offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Manchester United']);
    await user.click(screen.getByRole('option', { name: 'Manchester United' }));
    await user.click(merge);
    expect(
      await within(dialog).findByText(/These teams play each other \(Manchester United FC - Manchester United\)/),
    ).toBeInTheDocument();
    await user.click(merge);
    expect(
      await screen.findByText('Manchester United FC merged into Manchester United: 38 matches moved'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      [`/api/teams/${utd.id}/merge`, { intoId: united.id }],
      [`/api/teams/${utd.id}/merge`, { intoId: united.id }],
    ]);
  });

  it('uploads an emblem as the multipart part "emblem"', async () => {
    const calls = stubTeams((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { ...utd, emblemUrl: '/api/media/new' } }
        : { status: 200, body: { items: [utd], total: 1 } },
    );
    const user = userEvent.setup({ delay: null });
    renderAt();
    const input = (await screen.findByLabelText('Upload an emblem for Manchester United FC')).querySelector(
      'input[type="file"]',
    ) as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'crest.png', { type: 'image/png' }));
    expect(await screen.findByText('Emblem of Manchester United FC saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/teams/${utd.id}/emblem`);
    expect(((put.body as FormData).get('emblem') as Blob).size).toBe(4);
  });

  it("lists the feed's possible duplicates with the reason; one click merges the fed team into the console's, or dismisses the pair", async () => {
    const villa: TeamRow = {
      id: '3b0f1a52-7c1e-4f5e-9a0b-2d6c7e8f9a01',
      name: 'Aston Villa',
      country: 'England',
      emblemUrl: '',
      source: null,
      matchCount: 12,
    };
    const villaFc: TeamRow = {
      id: '5c2e3b64-8d2f-4a6f-8b1c-3e7d8f9a0b12',
      name: 'Aston Villa FC',
      country: 'Wales',
      emblemUrl: '',
      source: 'football-data',
      matchCount: 2,
    };
    let pairs = [
      { team: utd, candidate: united, reason: 'severalAlike' },
      { team: villaFc, candidate: villa, reason: 'sameNameOtherCountry' },
    ];
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        pairs = pairs.filter((p) => p.team.id !== utd.id);
        return {
          status: 200,
          body: {
            kept: { ...united, source: 'football-data', matchCount: 41 },
            movedMatches: 38,
            movedRules: 0,
            movedFollows: 5,
          },
        };
      }
      if (call.method === 'DELETE') {
        pairs = pairs.filter((p) => p.team.id !== villaFc.id);
        return { status: 200, body: { items: pairs } };
      }
      if (call.url === '/api/teams/duplicates') return { status: 200, body: { items: pairs } };
      return { status: 200, body: { items: [united, utd], total: 2 } };
    });
    const user = userEvent.setup({ delay: null });
    renderAt();
    const section = await screen.findByRole('region', { name: 'Possible duplicates' });
    const first = within(section).getByRole('listitem', { name: 'Manchester United FC or Manchester United' });
    expect(within(first).getByText('Several of your teams have this name')).toBeInTheDocument();
    expect(within(first).getByText('England · Feed · 38 matches')).toBeInTheDocument();
    const second = within(section).getByRole('listitem', { name: 'Aston Villa FC or Aston Villa' });
    expect(within(second).getByText('Same name, another country')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Merge into Manchester United' }));
    expect(
      await screen.findByText('Manchester United FC merged into Manchester United: 38 matches moved'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(section).queryByRole('listitem', { name: 'Manchester United FC or Manchester United' }),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(section).getByRole('button', { name: 'Not the same team' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', `/api/teams/${utd.id}/merge`, { intoId: united.id }],
      ['DELETE', `/api/teams/duplicates/${villaFc.id}/${villa.id}`, undefined],
    ]);
  });
});

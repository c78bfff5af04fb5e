import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { CompetitionRow } from '@app/contract/reference-data';
import '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { CompetitionsPage } from './competitions-page.tsx';

const pl: CompetitionRow = {
  id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  name: 'Premier League',
  color: '#3d195b',
  emblemUrl: '/api/media/pl',
  active: true,
  providerCode: 'PL',
  source: 'football-data',
  matchCount: 380,
};
const local: CompetitionRow = {
  id: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
  name: 'Sunday League',
  color: '#333333',
  emblemUrl: '',
  active: false,
  providerCode: '',
  source: null,
  matchCount: 1,
};

afterEach(() => {
  cleanup();
});

describe('CompetitionsPage', () => {
  it('lists name, provider code, source, matches and whether owners see it; the switch saves it', async () => {
    const calls = stubApi((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: { ...local, active: true } }
        : { status: 200, body: { items: [pl, local], total: 2 } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      createMemoryRouter([{ path: '/competitions', element: <CompetitionsPage /> }], {
        initialEntries: ['/competitions'],
      }),
    );
    const rows = await within(await screen.findByRole('table', { name: 'Competitions' })).findAllByTestId(
      'competition-row',
    );
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['PL', 'Feed', '380'],
      ['', 'Typed by hand', '1'],
    ]);
    expect(screen.getByRole('switch', { name: 'Owners see Premier League' })).toBeChecked();
    const sunday = screen.getByRole('switch', { name: 'Owners see Sunday League' });
    expect(sunday).not.toBeChecked();
    await user.click(sunday);
    expect(await screen.findByText('Owners now see Sunday League')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/competitions/${local.id}`,
      body: { active: true },
    });
  });

  it("edits name and colour in a dialog that shows the server's refusal", async () => {
    const calls = stubApi((call) => {
      if (call.method !== 'PATCH') return { status: 200, body: { items: [pl], total: 1 } };
      const body = call.body as { name: string; color: string };
      return body.name === 'Taken'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              message: 'A competition of this name already exists',
              code: 'competitions.NAME_TAKEN',
              messageCode: 'competitionNameTaken',
            },
          }
        : { status: 200, body: { ...pl, ...body } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      createMemoryRouter([{ path: '/competitions', element: <CompetitionsPage /> }], {
        initialEntries: ['/competitions'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Premier League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Premier League' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A competition of this name already exists')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'The Premier League');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Premier League saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
      name: 'The Premier League',
      color: '#3d195b',
    });
  });
});

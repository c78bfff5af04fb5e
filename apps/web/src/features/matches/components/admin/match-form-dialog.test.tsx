import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { AdminMatch } from '@app/contract/matches-admin';
import '../../../../lib/i18n.ts';
import { theme } from '../../../../config/theme.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { NotifierProvider } from '../../../../components/feedback/notifier.tsx';
import { MatchFormDialog } from './match-form-dialog.tsx';
import { applyDateMask } from './masked-date.ts';
import { stubApi } from '../../../../testing/api-stub.ts';

const ID = '5b0c8e8a-3c1d-4f7e-9a61-2d3b4c5d6e7f';
const saved = (over: Partial<AdminMatch> = {}): AdminMatch => ({
  id: ID, _id: ID, headline: 'Rapid - Dinamo', name: 'Rapid - Dinamo', homeTeam: 'Rapid', awayTeam: 'Dinamo', status: 'SCHEDULED',
  matchStatus: 'future', folder: 'future', goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '', awayTeamEmblemUrl: '', scheduledDate: '2031-06-12T19:45:00.000Z', competitionId: null, competitionName: 'Liga 1',
  competition: 'Liga 1', country: 'Romania', matchType: 'League', profilePic: '', dates: [], broadcasted: false, popular: false,
  starred: false, frequent: false, labels: [], trashedAt: null, ...over,
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

const user = () => userEvent.setup({ delay: null });

describe('MatchFormDialog', () => {
  afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

  it('masks dates as ##.##.####', () => {
    expect(applyDateMask('12')).toBe('12');
    expect(applyDateMask('123')).toBe('12.3');
    expect(applyDateMask('12a06-2031999')).toBe('12.06.2031');
  });

  it('asks for home team, then country, then a date, each with the same message, before sending anything', async () => {
    const calls = stubApi(() => ({ status: 200, body: saved() }));
    const { dialog } = renderDialog();
    const u = user();
    const create = within(dialog).getByRole('button', { name: 'Create' });

    await u.click(create);
    expect(within(dialog).getByLabelText(/^Home team/)).toHaveAccessibleDescription('This field is required!');
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('ERROR!This field is required!');
    expect(within(dialog).getByLabelText(/^Country/)).not.toHaveAccessibleDescription();

    await u.type(within(dialog).getByLabelText(/^Home team/), 'Rapid');
    await u.click(create);
    expect(within(dialog).getByLabelText(/^Country/)).toHaveAccessibleDescription('This field is required!');
    expect(within(dialog).getByLabelText(/^Home team/)).not.toHaveAccessibleDescription();

    await u.type(within(dialog).getByLabelText(/^Country/), 'Romania');
    await u.type(within(dialog).getByLabelText('Date 1'), '   ');
    await u.click(create);
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription('This field is required!');
    expect(calls).toEqual([]);
  });

  it('creates a match: the mask formats the date, blank dates are dropped, at least one entry stays', async () => {
    const calls = stubApi(() => ({ status: 200, body: saved() }));
    const { dialog, onClose } = renderDialog();
    const u = user();
    expect(within(dialog).getByRole('button', { name: 'Remove date 1' })).toBeDisabled();
    await u.type(within(dialog).getByLabelText(/^Home team/), 'Rapid');
    await u.type(within(dialog).getByLabelText(/^Away team/), 'Dinamo');
    await u.type(within(dialog).getByLabelText(/^Country/), 'Romania');
    await u.type(within(dialog).getByLabelText('Date 1'), '12062031');
    expect(within(dialog).getByLabelText('Date 1')).toHaveValue('12.06.2031');
    await u.click(within(dialog).getByRole('button', { name: 'Add date' }));
    expect(within(dialog).getByRole('button', { name: 'Remove date 1' })).toBeEnabled();
    await u.type(within(dialog).getByRole('combobox', { name: 'Competition' }), 'Liga 1');
    await u.click(within(dialog).getByLabelText('Starred'));
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{
      url: '/api/match', method: 'POST',
      body: { match: { homeTeam: 'Rapid', awayTeam: 'Dinamo', country: 'Romania', competition: 'Liga 1', matchType: '', starred: true, dates: [{ date: '12.06.2031', label: 'start_date' }] } },
    }]);
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Match created.');
  });

  it('edits a match with its own values and shows the server refusal', async () => {
    const calls = stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This match no longer exists' } }));
    const { dialog, onClose } = renderDialog({ match: saved({ dates: [] }) });
    expect(within(dialog).getByRole('heading', { name: 'Edit Match' })).toBeInTheDocument();
    // No stored dates: the kick-off day (UTC) is offered as the start date.
    expect(within(dialog).getByLabelText('Date 1')).toHaveValue('12.06.2031');
    expect(within(dialog).getByLabelText(/^Home team/)).toHaveValue('Rapid');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('ERROR!This match no longer exists');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { match: { id: ID, homeTeam: 'Rapid', country: 'Romania', competition: 'Liga 1', matchType: 'League', starred: false } } });
    expect(onClose).not.toHaveBeenCalled();
  });
});

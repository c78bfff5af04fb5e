import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { StaffLeagues } from '@app/contract/leagues';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { LeaguesPanel } from './leagues-panel.tsx';

const championshipId = '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10';
const league = (id: string, name: string, memberCount: number, joinOpen: boolean) => ({
  id,
  name,
  ownerNickname: 'Ana',
  memberCount,
  joinOpen,
  createdAt: '2031-05-01T10:00:00.000Z',
});
const office = league('0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f', 'Office pool', 12, true);
const abusive = league('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Rude name', 1, false);

afterEach(() => {
  cleanup();
});

describe('LeaguesPanel', () => {
  it("lists the championship's leagues with who runs them and their size, and removes one after asking", async () => {
    let listed: StaffLeagues['leagues'] = [office, abusive];
    const calls = stubApi((call) => {
      if (call.method === 'DELETE') {
        listed = [office];
        return { status: 200, body: { message: 'The league is deleted' } };
      }
      return { status: 200, body: { leagues: listed } };
    });
    const user = userEvent.setup({ delay: null });
    render(
      <ThemeProvider theme={theme}>
        <NotifierProvider>
          <QueryClientProvider client={createQueryClient()}>
            <LeaguesPanel championshipId={championshipId} />
          </QueryClientProvider>
        </NotifierProvider>
      </ThemeProvider>,
    );
    const panel = screen.getByRole('region', { name: "Players' leagues" });
    const pool = await within(panel).findByRole('listitem', { name: 'Office pool' });
    expect(pool).toHaveTextContent('Run by Ana · 12 players · open to join');
    expect(calls[0]?.url).toBe(`/api/challenges/leagues?challengeId=${championshipId}`);
    const rude = within(panel).getByRole('listitem', { name: 'Rude name' });
    expect(rude).toHaveTextContent('Run by Ana · 1 player · closed to new players');

    await user.click(within(rude).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this league?' });
    expect(dialog).toHaveTextContent("“Rude name” and its one player's membership go for good.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The league is deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/challenges/leagues/${abusive.id}`);
    await expect.poll(() => within(panel).queryByRole('listitem', { name: 'Rude name' })).toBeNull();
    expect(within(panel).getByRole('listitem', { name: 'Office pool' })).toBeInTheDocument();
  });
});

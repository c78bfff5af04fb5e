import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { BarBooking } from '@app/contract/bookings';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { BookingsPage } from './bookings-page.tsx';

const matchId = '5b0c7d3e-1f2a-4c5b-8d9e-0a1b2c3d4e5f';
const booking = (id: string, name: string, seats: number, status: BarBooking['status']): BarBooking => ({
  id,
  matchId,
  headline: 'Arsenal - Chelsea',
  kickOff: '2031-05-10T18:30:00.000Z',
  matchStatus: 'SCHEDULED',
  seats,
  name,
  note: status === 'requested' ? 'Near the screen' : '',
  status,
  declineReason: '',
  createdAt: '2031-05-01T10:00:00.000Z',
});
const waiting = booking('0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f', 'Ana', 4, 'requested');
const accepted = booking('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Bo', 2, 'accepted');

function renderPage() {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[`/bookings?match=${matchId}`]}>
            <BookingsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('BookingsPage', () => {
  it("lists a match's bookings with the seats they hold, and declines one with the reason typed", async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? { status: 200, body: { ...waiting, status: 'declined', declineReason: 'Private party' } }
        : { status: 200, body: { bookings: [waiting, accepted], seatsPerMatch: 10 } },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const match = await screen.findByRole('region', { name: 'Arsenal - Chelsea' });
    expect(within(match).getByText(/6 of 10 seats held/)).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/bars/bookings?matchId=${matchId}`);
    const ana = within(match).getByRole('listitem', { name: 'Ana, 4 people' });
    expect(within(ana).getByText('Near the screen')).toBeInTheDocument();
    expect(within(ana).getByText('Waiting')).toBeInTheDocument();
    const bo = within(match).getByRole('listitem', { name: 'Bo, 2 people' });
    expect(within(bo).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await user.click(within(ana).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason the fan reads/ }), 'Private party');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Booking declined: the fan gets a mail with your reason')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/bars/bookings/${waiting.id}/decline`,
      body: { reason: 'Private party' },
    });
  });
});

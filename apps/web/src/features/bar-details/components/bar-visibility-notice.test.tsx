import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { BarDetails, BarStatus } from '@app/contract/bar-details';
import '../../../lib/i18n.ts';
import { clearSession, writeSession, type SessionPerson } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { BarVisibilityNotice } from './bar-visibility-notice.tsx';

const BAR = '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10';
const owner: SessionPerson = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: BAR,
  nickname: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'owner',
};
const bar = (status: BarStatus): BarDetails => ({
  barId: BAR,
  name: 'The Corner Flag',
  email: 'a@b.ro',
  telephoneNumber: '1',
  website: 'https://a.ro',
  facebookUrl: 'https://facebook.com/a',
  status,
  statusReason: null,
  statusChangedAt: null,
  bar_user: [{ email: 'a@b.ro' }],
  address: { country: 'Romania', state: 'B', city: 'B', street: 'S', number: '1', postalCode: '1' },
  slug: 'the-corner-flag-3f0c1f',
  publicUrl: 'http://localhost:3000/b/the-corner-flag-3f0c1f',
  openingHours: {
    weekly: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
    special: [],
    temporarilyClosed: false,
  },
  timeZone: 'Europe/Bucharest',
  timeZoneFromCountry: true,
  viewing: { screens: 1, soundZones: 1, bigScreen: false, outdoorScreen: false, capacity: null },
  latitude: null,
  longitude: null,
  contactsShownToFans: false,
  logo: null,
  photos: [],
  bookings: { takesBookings: false, seatsPerMatch: 20 },
  barProgram: { monday: 'x', tuesday: 'x', wednesday: 'x', thursday: 'x', friday: 'x', saturday: 'x', sunday: 'x' },
});

function renderNotice(status: BarStatus, record: SessionPerson = owner) {
  stubApi((call) => (call.url === `/api/bars/${BAR}` ? { status: 200, body: bar(status) } : { status: 404, body: {} }));
  writeSession(record, true);
  const router = createMemoryRouter(
    [
      {
        path: '/matches',
        element: (
          <>
            <BarVisibilityNotice />
            <p>matches content</p>
          </>
        ),
      },
      { path: '/edit-bar', element: <p>bar content</p> },
    ],
    { initialEntries: ['/matches'] },
  );
  renderWithApp(router);
  return router;
}

describe("BarVisibilityNotice (the owner's /matches)", () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('pending: the broadcasts are kept but not visible until the bar is accepted; the link opens /edit-bar', async () => {
    const router = renderNotice('pending');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your broadcasts are not visible yet');
    expect(notice).toHaveTextContent('fans will see them once the bar is accepted');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open my bar' }));
    expect(router.state.location.pathname).toBe('/edit-bar');
  });

  it('rejected: says the bar was rejected and what to do', async () => {
    renderNotice('rejected');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your bar was rejected');
    expect(notice).toHaveTextContent('send it for review');
  });

  it('accepted, or a person without a bar: no notice', async () => {
    renderNotice('accepted');
    expect(await screen.findByText('matches content')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    cleanup();
    renderNotice('pending', { ...owner, barId: null, role: 'staff' });
    expect(await screen.findByText('matches content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

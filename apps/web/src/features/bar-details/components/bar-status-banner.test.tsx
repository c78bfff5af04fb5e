import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarDetails } from '@app/contract/bar-details';
import '../../../lib/i18n.ts';
import { BarStatusBanner } from './bar-status-banner.tsx';

const base: BarDetails = {
  barId: '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10',
  name: 'The Corner Flag',
  email: 'a@b.ro',
  telephoneNumber: '1',
  website: 'https://a.ro',
  facebookUrl: 'https://facebook.com/a',
  status: 'pending',
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
};

describe('BarStatusBanner', () => {
  afterEach(() => {
    cleanup();
  });

  it('Pending: says an administrator will review the bar, and offers nothing to send', () => {
    render(<BarStatusBanner bar={base} sending={false} onSendForReview={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('An administrator will review your bar');
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('Rejected: shows the reason and the date, and Send for review calls back', async () => {
    const onSend = vi.fn();
    render(
      <BarStatusBanner
        bar={{
          ...base,
          status: 'rejected',
          statusReason: 'The phone does not answer.',
          statusChangedAt: '2026-03-09T10:00:00.000Z',
        }}
        sending={false}
        onSendForReview={onSend}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Rejected on 9 Mar 2026');
    expect(banner).toHaveTextContent('Reason: The phone does not answer.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send for review' }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('Accepted: says so', () => {
    render(<BarStatusBanner bar={{ ...base, status: 'accepted' }} sending={false} onSendForReview={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

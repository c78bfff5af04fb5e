/**
 * The only place the fans' bookings' query keys are written: a file of their own, so the game's
 * pages, which share play-keys.ts, carry none of them.
 */
export const fanBookingKeys = {
  all: ['fan-bookings'] as const,
  mine: () => ['fan-bookings', 'mine'] as const,
  visit: (slug: string, matchId: string) => ['fan-bookings', 'visit', slug, matchId] as const,
};

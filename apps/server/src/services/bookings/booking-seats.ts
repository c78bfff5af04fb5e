import { BOOKING_SEATS_DEFAULT } from '@app/contract/booking-settings';

/** The seats bookings may hold per match at a bar: the owner's number, else the capacity, else the default. */
export const bookingSeatsOf = (bar: { bookingSeatsPerMatch: number | null; capacity: number | null }): number =>
  bar.bookingSeatsPerMatch ??
  (bar.capacity !== null && bar.capacity > 0 ? Math.min(bar.capacity, 1000) : BOOKING_SEATS_DEFAULT);

import { z } from 'zod';
import { BOOKING_MESSAGES as M } from './booking-messages.ts';

/**
 * What the bar's page and the owner's match list read of bookings, apart from bookings.ts: the
 * console's first screens carry these two small schemas, not the booking pages' ones.
 */

/** The seats a bar holds per match when the owner named none and gave no capacity. */
export const BOOKING_SEATS_DEFAULT = 20;

/** The bar's booking settings in /edit-bar. */
export const barBookingSettingsSchema = z.strictObject({
  takesBookings: z.boolean(),
  seatsPerMatch: z
    .number({ error: M.bookingSeatsPerMatchRange })
    .int(M.bookingSeatsPerMatchRange)
    .min(1, M.bookingSeatsPerMatchRange)
    .max(1000, M.bookingSeatsPerMatchRange),
});
export type BarBookingSettings = z.infer<typeof barBookingSettingsSchema>;

/** Seats held at the caller's bar for one match, on the owner's match list. */
export const bookingSeatsSchema = z.object({
  requested: z.number().int().min(0),
  accepted: z.number().int().min(0),
});
export type BookingSeats = z.infer<typeof bookingSeatsSchema>;

import { z } from 'zod';
import { NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, uuidSchema } from './common.ts';
import { BOOKING_MESSAGES as M } from './booking-messages.ts';
import { BAR_MESSAGES } from './bar-details.ts';

export { BOOKING_MESSAGES } from './booking-messages.ts';

/** Text a person types on several lines keeps its line breaks and tabs; any other control character becomes a space. */
const withoutControls = (v: string) => v.replace(/(?![\n\r\t])\p{Cc}/gu, ' ');
/** A note or a reason: at most 300 characters, said as the bar form's fields say it. */
const FIELD_TOO_LONG = BAR_MESSAGES.tooLong;

/** A booking's limits: the request form and the server check the same. */
export const BOOKING_LIMITS = { seatsMin: 1, seatsMax: 20, nameMax: 60, noteMax: 300, reasonMax: 300 } as const;

export const bookingStatusSchema = z.enum(['requested', 'accepted', 'declined', 'cancelled']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
/** The statuses that hold seats. */
export const SEAT_HOLDING_STATUSES = ['requested', 'accepted'] as const satisfies readonly BookingStatus[];

const seatsSchema = z
  .number({ error: M.bookingSeatsRange })
  .int(M.bookingSeatsRange)
  .min(BOOKING_LIMITS.seatsMin, M.bookingSeatsRange)
  .max(BOOKING_LIMITS.seatsMax, M.bookingSeatsRange);

/** POST /api/play/bookings: a signed-in fan asks a bar for seats for a match. */
export const bookingRequestBodySchema = z.strictObject({
  slug: z.string().trim().min(1).max(200),
  matchId: uuidSchema,
  seats: seatsSchema,
  name: z
    .string({ error: M.bookingNameRequired })
    .trim()
    .min(1, M.bookingNameRequired)
    .max(BOOKING_LIMITS.nameMax, M.bookingNameTooLong)
    .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS),
  // Line breaks are allowed in a note; other control characters are not.
  note: z.string().trim().max(BOOKING_LIMITS.noteMax, FIELD_TOO_LONG).transform(withoutControls).default(''),
});
export type BookingRequestBody = z.input<typeof bookingRequestBodySchema>;

export const bookingIdParamsSchema = z.strictObject({ id: uuidSchema });

/** POST /api/bars/bookings/{id}/decline. */
export const declineBookingBodySchema = z.strictObject({
  reason: z
    .string({ error: M.bookingReasonRequired })
    .trim()
    .min(1, M.bookingReasonRequired)
    .max(BOOKING_LIMITS.reasonMax, FIELD_TOO_LONG)
    .transform(withoutControls),
});
export type DeclineBookingBody = z.infer<typeof declineBookingBodySchema>;

const bookingMatchShape = {
  matchId: z.uuid(),
  headline: z.string(),
  kickOff: z.iso.datetime({ offset: true }),
  /** The match's provider-style status (POSTP, CANC … tell the fan it will not be played as planned). */
  matchStatus: z.string(),
};

/** A booking as the fan sees it on their account page. */
export const fanBookingSchema = z.object({
  id: z.uuid(),
  ...bookingMatchShape,
  barName: z.string(),
  barSlug: z.string(),
  seats: z.number().int(),
  name: z.string(),
  note: z.string(),
  status: bookingStatusSchema,
  declineReason: z.string(),
  /** The fan may still cancel it (it holds seats and the match has not kicked off). */
  cancellable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FanBooking = z.infer<typeof fanBookingSchema>;
export const fanBookingsAnswerSchema = z.object({ bookings: z.array(fanBookingSchema) });
export type FanBookingsAnswer = z.infer<typeof fanBookingsAnswerSchema>;

/** A booking as the bar's team sees it. */
export const barBookingSchema = z.object({
  id: z.uuid(),
  ...bookingMatchShape,
  seats: z.number().int(),
  name: z.string(),
  note: z.string(),
  status: bookingStatusSchema,
  declineReason: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BarBooking = z.infer<typeof barBookingSchema>;

/** GET /api/bars/bookings: one match's bookings (`matchId`), or those of matches kicking off from `from` to `to`. */
export const barBookingsQuerySchema = z
  .strictObject({
    matchId: uuidSchema.optional(),
    from: z.iso.datetime({ offset: true, error: M.bookingRangeInvalid }).optional(),
    to: z.iso.datetime({ offset: true, error: M.bookingRangeInvalid }).optional(),
  })
  .refine(
    (q) =>
      q.matchId !== undefined ||
      (q.from !== undefined &&
        q.to !== undefined &&
        Date.parse(q.to) > Date.parse(q.from) &&
        Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000),
    M.bookingRangeInvalid,
  );
export type BarBookingsQuery = z.infer<typeof barBookingsQuerySchema>;

export const barBookingsAnswerSchema = z.object({
  bookings: z.array(barBookingSchema),
  /** The seats a booking may hold per match at this bar. */
  seatsPerMatch: z.number().int(),
});
export type BarBookingsAnswer = z.infer<typeof barBookingsAnswerSchema>;

export const barMatchParamsSchema = z.strictObject({ slug: z.string().trim().min(1).max(200), matchId: uuidSchema });

/** GET /api/play/bars/{slug}/matches/{matchId}: what the fans' booking page shows of a match at a bar. */
export const barMatchVisitSchema = z.object({
  barName: z.string(),
  barSlug: z.string(),
  barCity: z.string(),
  ...bookingMatchShape,
  /** The bar takes bookings for this match now (it shows it, it has not kicked off, it will be played). */
  bookable: z.boolean(),
  seatsLeft: z.number().int().min(0),
  /** The fan's booking holding seats here, if any (null signed out). */
  booking: fanBookingSchema.nullable(),
  /** The fan said "I'm going" (false signed out). */
  going: z.boolean(),
  /** Fans who said "I'm going" to this bar for this match. */
  goers: z.number().int().min(0),
});
export type BarMatchVisit = z.infer<typeof barMatchVisitSchema>;

/** PUT / DELETE …/going: the fan's choice and the count after it. */
export const goingAnswerSchema = z.object({ going: z.boolean(), goers: z.number().int().min(0) });
export type GoingAnswer = z.infer<typeof goingAnswerSchema>;

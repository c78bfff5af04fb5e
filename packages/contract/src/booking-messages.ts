/**
 * The bookings' and "I'm going" messages, without imports: messages.ts lists them under their codes
 * and bookings.ts's schemas use them, so each text is written once.
 */
export const BOOKING_MESSAGES = {
  bookingSeatsRange: 'A booking is for 1 to 20 people',
  bookingNameRequired: 'Give a name for the booking',
  bookingNameTooLong: 'The name has at most 60 characters',
  bookingNotTaken: 'This bar takes no bookings for this match',
  bookingClosed: 'Bookings for this match are closed',
  bookingNoSeatsLeft: 'Only {{left}} of {{seats}} seats are free',
  bookingAlreadyHeld: 'You already booked here for this match',
  bookingNotFound: 'This booking does not exist',
  bookingStarted: 'Too late: the match has started',
  bookingNotWaiting: 'Only a waiting booking can be accepted',
  bookingNotOpen: 'This booking was declined or cancelled',
  bookingReasonRequired: 'Give a reason',
  bookingSeatsPerMatchRange: 'Seats per match: 1 to 1000',
  bookingRangeInvalid: 'Give a match or at most 31 days',
  bookingBarNotShowing: 'This bar does not show this match',
} as const;

/**
 * The bookings' and "I'm going" messages, without imports: messages.ts lists them under their codes
 * and bookings.ts's schemas use them, so each text is written once.
 */
export const BOOKING_MESSAGES = {
  bookingSeatsRange: 'A booking is for 1 to 20 people',
  bookingNameRequired: 'Give the name to ask for at the bar',
  bookingNameTooLong: 'The name to ask for has at most 60 characters',
  bookingNoteTooLong: 'The note has at most 300 characters',
  bookingTextControlCharacters: 'The name and the note cannot hold control characters',
  bookingNotTaken: 'This bar does not take bookings for this match',
  bookingClosed: 'This match has kicked off or will not be played as planned: bookings are closed',
  bookingNoSeatsLeft: 'Not enough seats left: {{left}} of {{seats}} are free for this match',
  bookingAlreadyHeld: 'You already have a booking for this match at this bar',
  bookingNotFound: 'This booking does not exist',
  bookingStarted: 'The match has kicked off: this booking can no longer be cancelled',
  bookingNotWaiting: 'Only a booking that waits for an answer can be accepted',
  bookingNotOpen: 'This booking is already declined or cancelled',
  bookingReasonRequired: 'Give the fan a reason for declining',
  bookingReasonTooLong: 'The reason has at most 300 characters',
  bookingNoBar: 'Only the owner or a manager of a bar answers its bookings',
  bookingSeatsPerMatchRange: 'Seats per match is a whole number from 1 to 1000',
  bookingRangeInvalid: 'Give a match, or a from and to date of at most 31 days',
  bookingBarNotShowing: 'This bar does not show this match',
  bookingAccepted: 'Booking accepted',
  bookingDeclined: 'Booking declined',
  bookingCancelled: 'Booking cancelled',
} as const;

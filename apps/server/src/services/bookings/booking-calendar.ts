import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import type { BookingStatus } from '@app/contract/bookings';

export type BookingEvent = {
  id: string;
  status: BookingStatus;
  sequence: number;
  seats: number;
  name: string;
  headline: string;
  kickOff: Date;
  barName: string;
  barAddress: string;
  barUrl: string;
  updatedAt: Date;
  /** The event's summary and description in the fan's language. */
  summary: string;
  description: string;
};

/**
 * Control characters (none should reach here: the contract refuses them) become a space; the library escapes the rest.
 */
const icsText = (value: string): string => value.replace(/\p{Cc}+/gu, ' ');

/**
 * One booking as an RFC 5545 calendar: UID stable per booking, SEQUENCE the booking's count of
 * changes, so a calendar takes each mail as an update of the same event; a declined or cancelled
 * booking is METHOD:CANCEL with STATUS:CANCELLED, which removes it. ical-generator escapes and folds
 * the texts (commas, semicolons, backslashes and line breaks of a name or a note).
 */
export function bookingCalendar(event: BookingEvent, host: string): string {
  const cancelled = event.status === 'declined' || event.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Matchday', product: 'bookings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `booking-${event.id}@${host}`,
    start: event.kickOff,
    end: new Date(event.kickOff.getTime() + MATCH_SLOT_MINUTES * 60_000),
    summary: icsText(event.summary),
    location: icsText(event.barAddress),
    description: icsText(event.description),
    url: event.barUrl,
    sequence: event.sequence,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : event.status === 'accepted'
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}

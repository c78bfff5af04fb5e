import type { BookingStatus } from '@app/contract/bookings';
import type { MatchChangeKind } from '@app/contract/notices';
import type { QueuedMail } from '../mail/mail-outbox.ts';
import { mailKickOff, mailLanguage, mailTexts, type MailTextKey } from '../mail/texts/index.ts';
import { escapeHtml } from '../public-bars/html.ts';
import { bookingCalendar } from './booking-calendar.ts';

/** A booking with what its mails name: the match, the bar and where it is. */
export type BookingFacts = {
  id: string;
  matchId: string;
  status: BookingStatus;
  sequence: number;
  seats: number;
  name: string;
  note: string;
  declineReason: string;
  updatedAt: Date;
  headline: string;
  kickOff: Date;
  barName: string;
  barSlug: string;
  barAddress: string;
  /** The bar's zone: the kick-off is written where the match is watched, the zone named. */
  timeZone: string;
};

type Recipient = { email: string; nickname: string; language: string | null };

/** Lines as text, and the same lines as HTML paragraphs with every value escaped (a link stays a link). */
function bodyOf(lines: readonly string[]): { text: string; html: string } {
  const html = lines
    .filter((line) => line !== '')
    .map((line) => {
      const safe = escapeHtml(line);
      return /^https?:\/\/\S+$/.test(line) ? `<p><a href="${safe}">${safe}</a></p>` : `<p>${safe}</p>`;
    })
    .join('\n');
  return { text: `${lines.join('\n')}\n`, html };
}

const quoted = (name: string) => (name.trim() ? `"${name.trim()}"` : '');

/** The recipient's texts and what a booking's lines name: who, where, how many, which match, when. */
function bookingWords(to: Recipient, booking: BookingFacts) {
  const language = mailLanguage(to.language);
  const params = {
    name: booking.name,
    bar: quoted(booking.barName),
    seats: booking.seats,
    headline: booking.headline,
    at: mailKickOff(language, booking.kickOff, booking.timeZone),
  };
  return { t: mailTexts(language), params };
}

/** To each of the bar's owner and managers: a fan asks for a table. */
export function bookingRequestMail(to: Recipient, booking: BookingFacts, consoleUrl: string): QueuedMail {
  const { t, params } = bookingWords(to, booking);
  const body = bodyOf([
    t('greeting', { name: to.nickname }),
    '',
    t('bookingRequestLine', params),
    ...(booking.note ? [t('bookingNote', { note: booking.note })] : []),
    '',
    t('bookingRequestOpen'),
    `${consoleUrl}/bookings?match=${booking.matchId}`,
  ]);
  return {
    kind: 'booking-request',
    subjectId: booking.id,
    to: to.email,
    subject: t('bookingRequestSubject', { seats: booking.seats, headline: booking.headline }),
    ...body,
  };
}

const ANSWER: Record<'accepted' | 'declined' | 'cancelled', { subject: MailTextKey; line: MailTextKey }> = {
  accepted: { subject: 'bookingAcceptedSubject', line: 'bookingAcceptedLine' },
  declined: { subject: 'bookingDeclinedSubject', line: 'bookingDeclinedLine' },
  cancelled: { subject: 'bookingCancelledSubject', line: 'bookingCancelledLine' },
};

/** The booking as an .ics in the fan's language: the same event each time, its sequence the booking's. */
function calendarAttachment(booking: BookingFacts, language: string | null, publicUrl: string) {
  const t = mailTexts(language);
  const barUrl = `${publicUrl}/b/${encodeURIComponent(booking.barSlug)}`;
  const ics = bookingCalendar(
    {
      ...booking,
      barUrl,
      summary: t('bookingEventSummary', { headline: booking.headline, bar: booking.barName }),
      description: t('bookingEventDescription', { seats: booking.seats, name: booking.name }),
    },
    new URL(publicUrl).hostname,
  );
  return { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics, 'utf8') };
}

/** To the fan: the bar accepted or declined, or the fan cancelled; with the booking's .ics. */
export function bookingAnswerMail(
  to: Recipient,
  booking: BookingFacts & { status: 'accepted' | 'declined' | 'cancelled' },
  publicUrl: string,
): QueuedMail {
  const { t, params } = bookingWords(to, booking);
  const words = ANSWER[booking.status];
  const body = bodyOf([
    t('greeting', { name: to.nickname }),
    '',
    t(words.line, params),
    ...(booking.status === 'declined' && booking.declineReason
      ? [t('bookingReason', { reason: booking.declineReason })]
      : []),
    '',
    t('bookingCalendarNote'),
    '',
    t('bookingSeeAll'),
    `${publicUrl}/play/account`,
  ]);
  return {
    kind: 'booking-answer',
    subjectId: booking.id,
    to: to.email,
    subject: t(words.subject, { headline: booking.headline }),
    ...body,
    attachments: [calendarAttachment(booking, to.language, publicUrl)],
  };
}

const CHANGE: Record<'postponed' | 'cancelled', { subject: MailTextKey; line: MailTextKey }> = {
  postponed: { subject: 'changePostponedSubject', line: 'changePostponed' },
  cancelled: { subject: 'changeCancelledSubject', line: 'changeCancelled' },
};

/** To a fan holding a booking: the match was postponed or cancelled. */
export function bookingMatchChangeMail(
  to: Recipient,
  booking: BookingFacts,
  kind: Extract<MatchChangeKind, 'postponed' | 'cancelled'>,
  previousDate: Date,
  publicUrl: string,
): QueuedMail {
  const language = mailLanguage(to.language);
  const t = mailTexts(language);
  const was = mailKickOff(language, previousDate, booking.timeZone);
  const body = bodyOf([
    t('greeting', { name: to.nickname }),
    '',
    t(CHANGE[kind].line, { headline: booking.headline, was }),
    t('bookingMatchChangedLine', { seats: booking.seats, bar: quoted(booking.barName) }),
    '',
    t('bookingMatchChangedAdvice'),
    `${publicUrl}/play/account`,
  ]);
  return {
    kind: 'booking-match-change',
    subjectId: booking.id,
    to: to.email,
    subject: t(CHANGE[kind].subject, { headline: booking.headline }),
    ...body,
  };
}

import ical, { escape, ICalEventStatus } from 'ical-generator';
import { MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import { bodyEtag } from '../../lib/public-cache.ts';
import { addressLine, type PublicBar, type PublicBroadcast } from '@app/public-pages/page-data';

/**
 * A bar's broadcasts as an RFC 5545 calendar: one VEVENT per broadcast, UID stable per
 * bar and match, times in UTC, SEQUENCE the match's revision (grows when it moves or is called
 * off), cancelled matches STATUS:CANCELLED. DTSTAMP is the match's last change, so the same data
 * gives the same bytes and the ETag holds.
 */
/**
 * A text as RFC 5545 allows it: control characters (a line break in a name written before the
 * contract refused them) become a space. The library escapes and folds event texts itself.
 */
const icsText = (value: string): string => value.replace(/\p{Cc}+/gu, ' ');

export function barCalendar(
  bar: PublicBar,
  broadcasts: readonly PublicBroadcast[],
  pageUrl: string,
  host: string,
): { body: string; etag: string } {
  // The library writes the calendar's NAME and X-WR-CALNAME as given (it escapes only event texts):
  // escaped here by its own rule, so a name can never start a line of its own.
  const calendar = ical({
    name: escape(icsText(bar.name), false),
    prodId: { company: 'Matchday', product: 'bar-broadcasts', language: 'EN' },
    url: pageUrl,
    ttl: 3600,
  });
  const location = icsText(addressLine(bar));
  for (const b of broadcasts) {
    calendar.createEvent({
      id: `${b.matchId}.${bar.id}@${host}`,
      start: b.kickOff,
      end: new Date(b.kickOff.getTime() + MATCH_SLOT_MINUTES * 60_000),
      summary: icsText(`${b.homeTeam} - ${b.awayTeam}`),
      location,
      description: icsText(b.competitionName),
      url: pageUrl,
      sequence: b.revision,
      stamp: b.updatedAt,
      lastModified: b.updatedAt,
      status: b.status === 'CANC' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const body = calendar.toString();
  return { body, etag: bodyEtag(body) };
}

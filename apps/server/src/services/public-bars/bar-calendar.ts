import { createHash } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import { addressLine, type PublicBar, type PublicBroadcast } from './public-bar-repository.ts';

/**
 * A bar's broadcasts as an RFC 5545 calendar (issue 17): one VEVENT per broadcast, UID stable per
 * bar and match, times in UTC, SEQUENCE the match's revision (grows when it moves or is called
 * off), cancelled matches STATUS:CANCELLED. DTSTAMP is the match's last change, so the same data
 * gives the same bytes and the ETag holds.
 */
export function barCalendar(bar: PublicBar, broadcasts: readonly PublicBroadcast[], pageUrl: string, host: string): { body: string; etag: string } {
  const calendar = ical({ name: bar.name, prodId: { company: 'Matchday', product: 'bar-broadcasts', language: 'EN' }, url: pageUrl, ttl: 3600 });
  const location = addressLine(bar);
  for (const b of broadcasts) {
    calendar.createEvent({
      id: `${b.matchId}.${bar.id}@${host}`,
      start: b.kickOff,
      end: new Date(b.kickOff.getTime() + MATCH_SLOT_MINUTES * 60_000),
      summary: `${b.homeTeam} - ${b.awayTeam}`,
      location,
      description: b.competitionName,
      url: pageUrl,
      sequence: b.revision,
      stamp: b.updatedAt,
      lastModified: b.updatedAt,
      status: b.status === 'CANC' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const body = calendar.toString();
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

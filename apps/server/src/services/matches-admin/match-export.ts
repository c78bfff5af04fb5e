import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import { MATCH_EXPORT_COLUMNS, type AdminMatchFilter } from '@app/contract/matches-admin';
import type { Database } from '../../db/client.ts';
import { matches } from '../../db/schema/index.ts';
import { exportDates, type CsvColumn, type RowBatchSource } from '../csv-export.ts';
import { keysetAfter } from '../collection/collection-query.ts';
import { filterCondition } from './admin-match-query.ts';

type ExportRow = {
  id: string;
  headline: string;
  matchType: string;
  country: string;
  competitionName: string;
  dates: { date: string; label: string }[];
  scheduledDate: Date;
  status: string;
  goals: { home: number | null; away: number | null };
  /** scheduled_date as text: exact to the microsecond, so the keyset never skips or repeats a row. */
  cursor: string;
};

const [ID, NAME, MATCH_TYPE, COUNTRY, DATES, COMPETITION, KICK_OFF, STATUS, SCORE] = MATCH_EXPORT_COLUMNS;

/** '2026-12-07 20:45' on the zone's clock: a spreadsheet reads it as a date and time. */
const kickOffIn = (zone: string) => (at: Date) => format(new TZDate(at, zone), 'yyyy-MM-dd HH:mm');

/**
 * docs/product.md §3: Id, Name, Match type, Country, Dates, Competition (as the bars export writes them),
 * then the kick-off in `zone` (named in the header), the provider-style status and the score ('2-1').
 */
export function matchExportColumns(zone = 'UTC'): CsvColumn<ExportRow>[] {
  const kickOff = kickOffIn(zone);
  return [
    { header: ID, value: (r) => r.id },
    { header: NAME, value: (r) => r.headline },
    { header: MATCH_TYPE, value: (r) => r.matchType },
    { header: COUNTRY, value: (r) => r.country },
    { header: DATES, value: (r) => exportDates(r.dates) },
    { header: COMPETITION, value: (r) => r.competitionName },
    { header: `${KICK_OFF} (${zone})`, value: (r) => kickOff(r.scheduledDate) },
    { header: STATUS, value: (r) => r.status },
    {
      header: SCORE,
      value: (r) => (r.goals.home === null || r.goals.away === null ? '' : `${r.goals.home}-${r.goals.away}`),
    },
  ];
}

/** Batches of the matches under `where`, by kick-off then id, each starting after the last row sent. */
function exportSource(db: Database, where: SQL | undefined): RowBatchSource<ExportRow> {
  return async (last, limit) =>
    db
      .select({
        id: matches.id,
        headline: matches.headline,
        matchType: matches.matchType,
        country: matches.country,
        competitionName: matches.competitionName,
        dates: matches.dates,
        scheduledDate: matches.scheduledDate,
        status: matches.status,
        // The full-time score once there is one, else the live one.
        goals: {
          home: sql<number | null>`coalesce(${matches.fullTimeHomeGoals}, ${matches.liveHomeGoals})`,
          away: sql<number | null>`coalesce(${matches.fullTimeAwayGoals}, ${matches.liveAwayGoals})`,
        },
        cursor: sql<string>`${matches.scheduledDate}::text`,
      })
      .from(matches)
      .where(and(where, keysetAfter(matches.scheduledDate, matches.id, 'asc', last)))
      .orderBy(asc(matches.scheduledDate), asc(matches.id))
      .limit(limit);
}

/** Every match of the list's filter, not only the page on screen. */
export const filterExportSource = (db: Database, filter: AdminMatchFilter) => exportSource(db, filterCondition(filter));

/** The chosen matches (the caller checks they exist first). */
export const selectionExportSource = (db: Database, ids: readonly string[]) =>
  exportSource(db, inArray(matches.id, [...ids]));

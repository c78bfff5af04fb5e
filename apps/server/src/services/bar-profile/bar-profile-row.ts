import { EMPTY_OPENING_HOURS, openingHoursSchema, type OpeningHours, type Viewing } from '@app/contract/bar-profile';
import { sortedHours, weeklyHoursFromProgram } from '@app/contract/opening-hours';
import type { bars } from '../../db/schema/index.ts';
import { effectiveTimeZone } from './country-time-zone.ts';

type BarRow = typeof bars.$inferSelect;

/**
 * A bar's hours in time order: the stored structure, or (saved before hours were structured) read from
 * docs/product.md's strings. Hours stored before saves sorted them are read sorted too.
 */
export function openingHoursOf(row: Pick<BarRow, 'openingHours' | 'program'>): OpeningHours {
  if (row.openingHours) return sortedHours(row.openingHours);
  const derived = { ...EMPTY_OPENING_HOURS, weekly: weeklyHoursFromProgram(row.program) };
  // Free text that reads as overlapping hours is not trusted: closed until the owner sets hours.
  return openingHoursSchema.safeParse(derived).success ? derived : EMPTY_OPENING_HOURS;
}

function viewingOf(row: Pick<BarRow, 'screens' | 'soundZones' | 'bigScreen' | 'outdoorScreen' | 'capacity'>): Viewing {
  return {
    screens: row.screens,
    soundZones: row.soundZones,
    bigScreen: row.bigScreen,
    outdoorScreen: row.outdoorScreen,
    capacity: row.capacity,
  };
}

/** Hours, zone and viewing of a bar row: what the warnings, the public page and the feed work from. */
export function barProfileOf(row: BarRow) {
  const zone = effectiveTimeZone(row.timeZone, row.country);
  return {
    openingHours: openingHoursOf(row),
    timeZone: zone.timeZone,
    timeZoneFromCountry: zone.fromCountry,
    viewing: viewingOf(row),
  };
}

import { eq } from 'drizzle-orm';
import type { OpeningHours } from '@app/contract/bar-profile';
import { isOpenAt } from '@app/contract/opening-hours';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { barProfileOf } from '../bar-profile/bar-profile-row.ts';

/** What planning needs of a bar's profile (the bar profile's hours, time zone, screens and sound zones). */
export type PlanningProfile = {
  timeZone: string;
  screens: number;
  soundZones: number;
  openingHours: OpeningHours;
  /** Where the bar is, or null while it is not on the map. */
  place: { lat: number; lng: number } | null;
  /** Whether the bar is open at this instant (its opening hours, special dates, temporary closure). */
  isOpenAt(instant: Date): boolean;
};

export async function readPlanningProfile(db: Database, barId: string): Promise<PlanningProfile> {
  const [row] = await db.select().from(bars).where(eq(bars.id, barId)).limit(1);
  if (!row) throw notFound('This bar does not exist', 'bars.NOT_FOUND');
  const { openingHours, timeZone, viewing } = barProfileOf(row);
  return {
    timeZone,
    screens: viewing.screens,
    soundZones: viewing.soundZones,
    openingHours,
    place: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    isOpenAt: (instant) => isOpenAt(openingHours, timeZone, instant),
  };
}

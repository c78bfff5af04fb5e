import type { Database } from '../../db/client.ts';

/** What planning needs of a bar's profile (issue 17's hours, time zone, screens and sound zones). */
export type PlanningProfile = {
  timeZone: string;
  screens: number;
  soundZones: number;
  /** Whether the bar is open at this instant (its opening hours, special dates, temporary closure). */
  isOpenAt(instant: Date): boolean;
};

// PLACEHOLDER until the bar profile (branch h17s) is merged.
export async function readPlanningProfile(_db: Database, _barId: string): Promise<PlanningProfile> {
  return { timeZone: 'UTC', screens: 2, soundZones: 1, isOpenAt: () => true };
}

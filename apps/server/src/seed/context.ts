import type { Database } from '../db/client.ts';
import type { Random } from './random.ts';

/** What every part of the demo seed receives. Times are relative to `now`, so the set never goes stale. */
export type SeedContext = {
  db: Database;
  now: Date;
  random: Random;
  users: { admin: string; staff: string; owner: string };
  /** The demo owner's bar. */
  ownerBarId: string;
  /** Scale set for benchmarks: how many matches and bars to build. */
  scale?: { matches: number; bars: number };
};

import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createRandom } from './random.ts';
import type { SeedContext } from './context.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedMatches } from './seed-matches.ts';
import { seedBars } from './seed-bars.ts';
import { seedChampionships } from './seed-championships.ts';
import { seedWinners } from './seed-winners.ts';
import { seedGame } from './seed-game.ts';

export type SeedOptions = { password: string; now?: Date; scale?: SeedContext['scale'] };

/** Fills an empty database with the demo set. Returns false (and does nothing) if there are users already. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const accounts = await seedAccounts(db, options.password);
  const ctx: SeedContext = {
    db,
    now: options.now ?? new Date(),
    random: createRandom(20261121),
    users: accounts.users,
    ownerBarId: accounts.ownerBarId,
    scale: options.scale,
  };
  await seedMatches(ctx);
  await seedBars(ctx);
  await seedChampionships(ctx);
  await seedWinners(ctx);
  await seedGame(ctx, options.password);
  return true;
}

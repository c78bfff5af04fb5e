import { championshipMatches, championships, matches, prizes, winners } from '../../src/db/schema/index.ts';
import type { Database } from '../../src/db/client.ts';
import { newWinnerCode } from '../../src/services/winners/winner-codes.ts';

let counter = 0;

/**
 * A championship with prizes, inserted directly (the championship editor is another issue's).
 * `matchDays` (YYYY-MM-DD) gives it one match at noon UTC on each day; without them it has no
 * match days, so it can give all-time prizes only.
 */
export async function insertChampionship(
  db: Database,
  options: {
    name?: string;
    qrCodeEligible?: boolean;
    daily?: number;
    weekly?: number;
    allTime?: number;
    prizes?: string[];
    deletedPrizes?: string[];
    matchDays?: string[];
  } = {},
) {
  counter += 1;
  const [championship] = await db
    .insert(championships)
    .values({
      name: options.name ?? `Test Championship ${counter}`,
      stake: 'Bragging rights',
      logo: '/api/media/logo',
      cover: '/api/media/cover',
      qrCodeEligible: options.qrCodeEligible ?? true,
      dailyPrizes: options.daily ?? 0,
      weeklyPrizes: options.weekly ?? 0,
      allTimePrizes: options.allTime ?? 1,
    })
    .returning();
  if (!championship) throw new Error('championship not inserted');
  const names = options.prizes ?? ['Match ball'];
  const live = names.length
    ? await db
        .insert(prizes)
        .values(
          names.map((name, position) => ({
            championshipId: championship.id,
            name,
            photo: '/api/media/prize',
            position,
          })),
        )
        .returning()
    : [];
  const deleted = options.deletedPrizes?.length
    ? await db
        .insert(prizes)
        .values(
          options.deletedPrizes.map((name) => ({
            championshipId: championship.id,
            name,
            photo: '/api/media/prize',
            deletedAt: new Date(),
          })),
        )
        .returning()
    : [];
  if (options.matchDays?.length) {
    const played = await db
      .insert(matches)
      .values(
        options.matchDays.map((day, i) => ({
          homeTeam: `Home ${counter}.${i}`,
          awayTeam: `Away ${counter}.${i}`,
          headline: `Home ${counter}.${i} - Away ${counter}.${i}`,
          scheduledDate: new Date(`${day}T12:00:00Z`),
        })),
      )
      .returning({ id: matches.id });
    await db
      .insert(championshipMatches)
      .values(played.map((m) => ({ championshipId: championship.id, matchId: m.id })));
  }
  return { championship, prizes: live, deletedPrizes: deleted };
}

/** A winner inserted directly, bypassing the award rules (e.g. on a championship without QR prizes). */
export async function insertWinner(db: Database, championshipId: string, prizeId: string, position = 1) {
  const id = newWinnerCode();
  await db.insert(winners).values({
    id,
    championshipId,
    prizeId,
    period: 'allTime',
    position,
    name: 'Ana Popescu',
    email: 'ana@example.net',
  });
  return id;
}

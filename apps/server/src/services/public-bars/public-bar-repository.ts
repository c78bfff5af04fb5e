import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { PublicBar, PublicBroadcast } from '@app/public-pages/page-data';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, bars, matches } from '../../db/schema/index.ts';
import { barProfileOf } from '../bar-profile/bar-profile-row.ts';

/** An accepted bar that is not in the trash, by its public slug; null for any other (pending, rejected, unknown). */
export async function findPublishedBar(db: Database, slug: string): Promise<PublicBar | null> {
  const [row] = await db
    .select()
    .from(bars)
    .where(and(eq(bars.slug, slug), eq(bars.status, 'accepted'), isNull(bars.trashedAt)))
    .limit(1);
  if (!row) return null;
  const { openingHours, timeZone, viewing } = barProfileOf(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    street: row.street,
    number: row.number,
    postalCode: row.postalCode,
    city: row.city,
    state: row.state,
    country: row.country,
    // Published only with the owner's consent (the bar form's "show to fans").
    phone: row.contactsShownToFans ? row.phone : '',
    website: row.contactsShownToFans ? row.website : '',
    openingHours,
    timeZone,
    viewing,
    updatedAt: row.updatedAt,
    latitude: row.latitude,
    longitude: row.longitude,
    takesBookings: row.takesBookings,
    logo: row.logo,
    photos: row.photos,
  };
}

const broadcastColumns = {
  matchId: matches.id,
  homeTeam: matches.homeTeam,
  awayTeam: matches.awayTeam,
  homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
  awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
  competitionName: matches.competitionName,
  kickOff: matches.scheduledDate,
  status: matches.status,
  revision: matches.revision,
  updatedAt: matches.updatedAt,
};

/** The bar's broadcasts kicking off in [from, to), in kick-off order (cancelled ones included: the feed says so). */
export async function broadcastsBetween(db: Database, barId: string, from: Date, to: Date): Promise<PublicBroadcast[]> {
  return db
    .select(broadcastColumns)
    .from(barBroadcasts)
    .innerJoin(matches, eq(matches.id, barBroadcasts.matchId))
    .where(
      and(
        eq(barBroadcasts.barId, barId),
        isNull(matches.trashedAt),
        gte(matches.scheduledDate, from),
        lt(matches.scheduledDate, to),
      ),
    )
    .orderBy(asc(matches.scheduledDate), asc(matches.id));
}

/** The bar's broadcast of one match, whenever it kicks off; null when the bar does not show it. */
export async function broadcastOf(db: Database, barId: string, matchId: string): Promise<PublicBroadcast | null> {
  const [row] = await db
    .select(broadcastColumns)
    .from(barBroadcasts)
    .innerJoin(matches, eq(matches.id, barBroadcasts.matchId))
    .where(and(eq(barBroadcasts.barId, barId), eq(barBroadcasts.matchId, matchId), isNull(matches.trashedAt)))
    .limit(1);
  return row ?? null;
}

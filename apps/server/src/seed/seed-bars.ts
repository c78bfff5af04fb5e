import { sql } from 'drizzle-orm';
import { barBroadcasts, barLabelLinks, barLabels, barStatusChanges, bars } from '../db/schema/index.ts';
import { barSearchText } from '../services/bars-admin/bar-search-text.ts';
import { queryRows } from '../db/client.ts';
import type { SeedContext } from './context.ts';

const DAY = 24 * 60 * 60 * 1000;

const DEMO_BAR_LABELS = [
  { name: 'VIP', slug: 'vip', color: '#d32f2f', position: 0 },
  { name: 'Big screen', slug: 'big-screen', color: '#1976d2', position: 1 },
  { name: 'Terrace', slug: 'terrace', color: '#388e3c', position: 2 },
  { name: 'Needs follow-up', slug: 'needs-follow-up', color: '#f57c00', position: 3 },
];

const PLACES: { country: string; cities: [string, string][] }[] = [
  {
    country: 'Romania',
    cities: [
      ['Bucharest', 'Bucharest'],
      ['Cluj-Napoca', 'Cluj'],
      ['Iași', 'Iași'],
      ['Timișoara', 'Timiș'],
    ],
  },
  {
    country: 'United Kingdom',
    cities: [
      ['London', 'England'],
      ['Manchester', 'England'],
      ['Liverpool', 'England'],
      ['Glasgow', 'Scotland'],
    ],
  },
  {
    country: 'Spain',
    cities: [
      ['Madrid', 'Madrid'],
      ['Barcelona', 'Catalonia'],
      ['Seville', 'Andalusia'],
    ],
  },
  {
    country: 'Italy',
    cities: [
      ['Milan', 'Lombardy'],
      ['Rome', 'Lazio'],
      ['Naples', 'Campania'],
    ],
  },
  {
    country: 'Germany',
    cities: [
      ['Berlin', 'Berlin'],
      ['Munich', 'Bavaria'],
      ['Dortmund', 'North Rhine-Westphalia'],
    ],
  },
  {
    country: 'France',
    cities: [
      ['Paris', 'Île-de-France'],
      ['Lyon', 'Auvergne-Rhône-Alpes'],
      ['Marseille', 'Provence'],
    ],
  },
];
const FIRST = [
  'The Red',
  'The Golden',
  'The Final',
  'Half Time',
  'Extra Time',
  'The Offside',
  'Corner',
  'The Kick-Off',
  'Penalty',
  'Derby',
  'The Dugout',
  'Golden Goal',
  'The Terrace',
  'Stoppage Time',
];
const SECOND = [
  'Lion',
  'Whistle',
  'Pitch',
  'Tavern',
  'Arms',
  'Social',
  'Pub',
  'Lounge',
  'Taproom',
  'Bar & Grill',
  'Corner',
  'Crossbar',
];
const STREETS = [
  'Main Street',
  'Station Road',
  'Market Square',
  'Church Lane',
  'Park Avenue',
  'High Street',
  'River Walk',
];
const BAR_TYPES = ['Sports bar', 'Pub', 'Lounge', 'Beer garden', 'Café bar'];
const COMPETITIONS = [
  'Premier League',
  'LaLiga',
  'Serie A',
  'Bundesliga',
  'Ligue 1',
  'UEFA Champions League',
  'Romanian SuperLiga',
];
const ACCEPT_REASONS = ['', 'Details checked by phone.', 'Venue verified, welcome aboard!', ''];
const REJECT_REASONS = [
  'The address could not be verified.',
  'Duplicate of an existing bar.',
  'Not a venue that shows matches.',
];

/**
 * The demo's bars in a few big cities have a position, around the city's centre (spread by
 * their number, no random draw, so the rest of the seed's draws do not depend on them), so /watch/{id} can put
 * the nearest first; the other bars have none and come after them.
 */
const CITY_CENTRES: Record<string, [number, number]> = {
  London: [51.5074, -0.1278],
  Paris: [48.8566, 2.3522],
  Bucharest: [44.4268, 26.1025],
  Madrid: [40.4168, -3.7038],
  Berlin: [52.52, 13.405],
  Milan: [45.4642, 9.19],
};
const positionOf = (city: string, i: number): { latitude: number; longitude: number } | null => {
  const centre = CITY_CENTRES[city];
  if (!centre) return null;
  return {
    latitude: Number((centre[0] + (((i * 7) % 11) - 5) * 0.004).toFixed(5)),
    longitude: Number((centre[1] + (((i * 5) % 13) - 6) * 0.006).toFixed(5)),
  };
};
/** How many of the owner's coming matches the located accepted bars show too. */
const SHARED_BROADCASTS = 6;

const pad = (n: number) => String(n).padStart(2, '0');
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const masked = (d: Date) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;

type BarRow = typeof bars.$inferInsert & { id: string };
type ChangeRow = typeof barStatusChanges.$inferInsert;

/** Bars in every folder (accepted, pending, rejected, trash), starred ones, labels and their status history. */
export async function seedBars(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const admin = ctx.users.admin;
  const labels = await db.insert(barLabels).values(DEMO_BAR_LABELS).returning({ id: barLabels.id });

  // The demo owner's bar was accepted by the admin when it joined.
  await db.insert(barStatusChanges).values({
    barId: ctx.ownerBarId,
    fromStatus: 'pending',
    toStatus: 'accepted',
    reason: 'Venue verified, welcome aboard!',
    changedBy: admin,
    changedAt: new Date(now.getTime() - 200 * DAY),
  });
  await db.insert(barLabelLinks).values({ barId: ctx.ownerBarId, labelId: labels[0]!.id });

  const total = ctx.scale?.bars ?? 48;
  const rows: BarRow[] = [];
  const changes: ChangeRow[] = [];
  const links: { barId: string; labelId: string }[] = [];
  for (let i = 0; i < total; i += 1) {
    const base = `${FIRST[i % FIRST.length]} ${SECOND[(i * 7 + Math.floor(i / FIRST.length)) % SECOND.length]}`;
    const name =
      i < FIRST.length * SECOND.length ? base : `${base} ${Math.floor(i / (FIRST.length * SECOND.length)) + 1}`;
    const slug = slugOf(name);
    const place = random.pick(PLACES);
    const [city, state] = random.pick(place.cities);
    // Every folder gets bars: the first ones are placed by hand, the rest at random.
    const roll = random.next();
    const status =
      i % 12 === 1 || (i > 12 && roll < 0.2)
        ? 'pending'
        : i % 12 === 2 || (i > 12 && roll < 0.32)
          ? 'rejected'
          : 'accepted';
    const trashed = i % 12 === 3 || (i > 12 && random.chance(0.06));
    const createdAt = new Date(now.getTime() - random.int(1, 300) * DAY - random.int(0, 23) * 60 * 60 * 1000);
    const id = crypto.randomUUID();
    const bar = {
      id,
      name,
      city,
      state,
      country: place.country,
      email: `hello@${slug}.example`,
      phone: `+${random.int(30, 49)} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      website: `https://${slug}.example`,
      facebookUrl: `https://facebook.com/${slug}`,
      street: random.pick(STREETS),
      number: String(random.int(1, 180)),
      postalCode: String(random.int(10000, 99999)),
      status,
      trashedAt: trashed ? new Date(now.getTime() - random.int(0, 20) * DAY) : null,
      starred: i % 12 === 0 || random.chance(0.18),
      frequent: random.chance(0.15),
      rating: status === 'accepted' ? random.int(30, 50) / 10 : 0,
      barType: random.pick(BAR_TYPES),
      matchType: random.chance(0.5) ? 'Live' : 'Replay',
      competition: random.pick(COMPETITIONS),
      dates: random.chance(0.4) ? [{ date: masked(new Date(createdAt.getTime() + 7 * DAY)), label: 'start_date' }] : [],
      createdAt,
      updatedAt: createdAt,
      ...(ctx.scale ? {} : positionOf(city, i)),
    } satisfies BarRow;
    rows.push({ ...bar, searchText: barSearchText(bar) });

    if (status !== 'pending') {
      const firstMove = new Date(createdAt.getTime() + random.int(1, 5) * DAY);
      if (status === 'accepted' && random.chance(0.2)) {
        // Rejected once, fixed by the owner, then accepted.
        changes.push({
          barId: id,
          fromStatus: 'pending',
          toStatus: 'rejected',
          reason: random.pick(REJECT_REASONS),
          changedBy: admin,
          changedAt: firstMove,
        });
        changes.push({
          barId: id,
          fromStatus: 'rejected',
          toStatus: 'pending',
          reason: 'The owner sent the missing details.',
          changedBy: admin,
          changedAt: new Date(firstMove.getTime() + DAY),
        });
        changes.push({
          barId: id,
          fromStatus: 'pending',
          toStatus: 'accepted',
          reason: random.pick(ACCEPT_REASONS),
          changedBy: admin,
          changedAt: new Date(firstMove.getTime() + 2 * DAY),
        });
      } else {
        changes.push({
          barId: id,
          fromStatus: 'pending',
          toStatus: status,
          reason: status === 'rejected' ? random.pick(REJECT_REASONS) : random.pick(ACCEPT_REASONS),
          changedBy: admin,
          changedAt: firstMove,
        });
      }
    }
    for (const label of labels) if (random.chance(0.22)) links.push({ barId: id, labelId: label.id });
  }

  for (let start = 0; start < rows.length; start += 1000) await db.insert(bars).values(rows.slice(start, start + 1000));
  for (let start = 0; start < changes.length; start += 1000)
    await db.insert(barStatusChanges).values(changes.slice(start, start + 1000));
  for (let start = 0; start < links.length; start += 1000)
    await db.insert(barLabelLinks).values(links.slice(start, start + 1000));
  if (!ctx.scale) await shareOwnerBroadcasts(ctx);
  // As for the matches: statistics and a visibility map after the bulk load (PGlite runs no autovacuum).
  await db.execute(sql`vacuum analyze bars`);
  await db.execute(sql`vacuum analyze bar_label_links`);
}

/**
 * The located accepted bars show the owner's next matches of the coming 14 days: the demo's /watch/{id} has bars to
 * sort by distance.
 */
async function shareOwnerBroadcasts(ctx: SeedContext): Promise<void> {
  const upcoming = await queryRows<{ id: string }>(
    ctx.db,
    sql`select m.id from matches m join bar_broadcasts bb on bb.match_id = m.id and bb.bar_id = ${ctx.ownerBarId}
    where m.trashed_at is null and m.phase = 'future' and m.scheduled_date < ${new Date(ctx.now.getTime() + 14 * DAY).toISOString()}::timestamptz
    order by m.scheduled_date, m.home_team limit ${SHARED_BROADCASTS}`,
  );
  const matchIds = upcoming.map((row) => row.id);
  const located = await ctx.db
    .select({ id: bars.id })
    .from(bars)
    .where(sql`${bars.latitude} is not null and ${bars.status} = 'accepted' and ${bars.trashedAt} is null`);
  const rows = located.flatMap((bar) =>
    matchIds.map((matchId, n) => ({ barId: bar.id, matchId, screen: 1, withSound: n % 2 === 0 })),
  );
  if (rows.length > 0) await ctx.db.insert(barBroadcasts).values(rows).onConflictDoNothing();
}

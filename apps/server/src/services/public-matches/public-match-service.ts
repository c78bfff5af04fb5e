import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isValidTimeZone, MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import { instantAt, localDateOf } from '@app/contract/opening-hours';
import {
  PUBLIC_MATCH_DAYS,
  PUBLIC_PAGE_SIZE,
  type LatLng,
  type PublicMatch,
  type PublicMatchBars,
  type PublicMatchBarsQuery,
  type PublicMatchList,
  type PublicMatchesQuery,
  type WatchPageQuery,
} from '@app/contract/public-matches';
import type { Database } from '../../db/client.ts';
import type { PublicMatchBarRow, PublicMatchRow } from '@app/public-pages/page-data';
import type { PublicLanguage } from '@app/public-pages/public-texts';
import type { PublicPageProps } from '@app/public-pages/routes';
import { matchPath, shareImagePath } from '@app/public-pages/watch-links';
import { escapeHtml as e } from '../public-bars/html.ts';
import { createCountCache } from '../collection/count-cache.ts';
import {
  countPublicMatches,
  findMatchWithBars,
  prepareFindMatchAndVersion,
  publicMatchesPage,
  readPublicBars,
  sitemapEntries,
  type BarListFilter,
  type MatchListFilter,
  type MatchWithBars,
} from './public-match-repository.ts';
import { createPageViewCounter, type Visitor } from './page-views.ts';
import { createRememberedBars, rankBars, rememberBars, REMEMBERED_BARS } from './remembered-bars.ts';
import { withCounts, withGoing } from './going-counts.ts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A sitemap holds at most 50,000 addresses: the window's matches and the bars share it. */
const SITEMAP_LIMIT = 24_000;
/**
 * A match whose public bars are more than this is not remembered (remembered-bars.ts holds REMEMBERED_BARS in all); a
 * test sets another bound.
 */
const REMEMBERED_PER_MATCH = REMEMBERED_BARS / 2;

/** The default window: from a match under way (kicked off less than a slot ago) to 14 days ahead. */
function comingWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - MATCH_SLOT_MINUTES * 60_000),
    to: new Date(now.getTime() + PUBLIC_MATCH_DAYS * DAY_MS),
  };
}

/**
 * /watch's window: the coming one, from the start of the fan's today (today's played matches stay listed with their
 * score until the day ends).
 */
function watchWindow(now: Date, timeZone: string): { from: Date; to: Date; today: string } {
  const coming = comingWindow(now);
  const today = localDateOf(now, timeZone);
  const startOfToday = instantAt(today, 0, timeZone);
  return { from: startOfToday < coming.from ? startOfToday : coming.from, to: coming.to, today };
}

const readerZone = (tz: string | undefined): string | null => (tz && isValidTimeZone(tz) ? tz : null);
/** The zone a fans' page is written in when the fan's is not known: /watch's, named on the page. */
const DEFAULT_FAN_ZONE = 'UTC';
const nearText = (near: LatLng | undefined) => (near ? `${near.lat},${near.lng}` : undefined);

/**
 * The public side: the coming matches and the bars showing each, as JSON for other clients
 * and as server-drawn pages for fans. Only accepted bars outside the trash and matches outside the
 * trash appear.
 */
export function createPublicMatchService(db: Database, options: { publicUrl: string; rememberedPerMatch?: number }) {
  const toPublicMatch = (row: PublicMatchRow): PublicMatch => ({
    id: row.id,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeTeamEmblemUrl: row.homeTeamEmblemUrl,
    awayTeamEmblemUrl: row.awayTeamEmblemUrl,
    competitionName: row.competitionName,
    kickOff: row.kickOff.toISOString(),
    status: row.status,
    phase: row.phase,
    barCount: row.barCount,
    url: `${options.publicUrl}${matchPath(row)}`,
  });
  // Each match's public bars remembered per version: a request reads the match and
  // the version in one statement and ranks the bars here; a match with more bars than the cache
  // holds in all is read per request, so one popular match cannot push every other one out.
  const remembered = createRememberedBars();
  const pageViews = createPageViewCounter(db);
  const findMatchAndVersion = prepareFindMatchAndVersion(db);
  const findMatch = async (
    id: string,
    filter: BarListFilter,
  ): Promise<(Omit<MatchWithBars, 'rows'> & { rows: PublicMatchBarRow[] }) | null> => {
    if (!UUID.test(id)) return null;
    // Without a city (near a fan, or the whole list) the bars remembered rank the page before the read, which then
    // brings the fans going to its bars too: one statement, when the bars have not changed since.
    const kept = filter.city ? undefined : remembered.peek(id);
    const early =
      kept && rankBars(kept.bars, { cityKey: null, near: filter.near, page: filter.page, pageSize: filter.pageSize });
    const found = await findMatchAndVersion(
      id,
      filter.city,
      early?.rows.map((row) => row.slug),
    );
    if (!found) return null;
    if (found.match.barCount > (options.rememberedPerMatch ?? REMEMBERED_PER_MATCH)) {
      const read = await findMatchWithBars(db, id, filter);
      return read && { ...read, rows: await withGoing(db, id, read.rows) };
    }
    if (kept && early && kept.version >= found.version)
      return {
        match: found.match,
        game: found.game,
        rows: withCounts(early.rows, found.going),
        total: found.match.barCount,
      };
    const bars = await remembered.get(id, found.version, async () => rememberBars(await readPublicBars(db, id)));
    const page = rankBars(bars, {
      cityKey: found.cityKey,
      near: filter.near,
      page: filter.page,
      pageSize: filter.pageSize,
    });
    // Without a city the total is the stored count.
    return {
      match: found.match,
      game: found.game,
      rows: await withGoing(db, id, page.rows),
      total: filter.city ? page.total : found.match.barCount,
    };
  };
  // Link preview pictures (~30 kB each) by what they show.
  const shareImages = new LRUCache<string, { png: Buffer; etag: string }>({ max: 200 });
  // The lists' totals, remembered 5 s per filter (count-cache.ts):
  // the coming window moves with the clock, so its key is the filter as asked, not its instants.
  const totals = createCountCache();
  const listMatches = async (
    filter: MatchListFilter,
    asked: { from?: string | undefined; to?: string | undefined },
  ) => {
    const key = JSON.stringify([
      filter.q ?? '',
      filter.competition ?? '',
      filter.city ?? '',
      asked.from ?? '',
      asked.to ?? '',
    ]);
    const [rows, total] = await Promise.all([
      publicMatchesPage(db, filter),
      totals.get(key, () => countPublicMatches(db, filter)),
    ]);
    return { rows, total };
  };

  return {
    async list(query: PublicMatchesQuery, now = new Date()): Promise<PublicMatchList> {
      const window = comingWindow(now);
      const from = query.from ? new Date(query.from) : window.from;
      const to = query.to ? new Date(query.to) : new Date(from.getTime() + PUBLIC_MATCH_DAYS * DAY_MS);
      const { rows, total } = await listMatches(
        {
          q: query.q,
          competition: query.competition,
          city: query.city,
          from,
          to,
          page: query.page,
          pageSize: query.pageSize,
        },
        query,
      );
      return { matches: rows.map(toPublicMatch), total, page: query.page, pageSize: query.pageSize };
    },

    /** The public bars showing a match; null when the id names no public match. */
    async bars(id: string, query: PublicMatchBarsQuery): Promise<PublicMatchBars | null> {
      const found = await findMatch(id, query);
      if (!found) return null;
      const { match, rows, total } = found;
      return {
        match: toPublicMatch(match),
        total,
        page: query.page,
        pageSize: query.pageSize,
        bars: rows.map((bar) => ({
          slug: bar.slug,
          name: bar.name,
          city: bar.city,
          screens: bar.screens,
          soundZones: bar.soundZones,
          bigScreen: bar.bigScreen,
          outdoorScreen: bar.outdoorScreen,
          withSound: bar.withSound,
          distanceKm: bar.distanceKm === null ? null : Math.round(bar.distanceKm * 100) / 100,
          going: bar.going,
          logo: bar.logo === null ? null : `${options.publicUrl}${bar.logo}`,
          url: `${options.publicUrl}/b/${encodeURIComponent(bar.slug)}`,
        })),
      };
    },

    /** What /watch shows, in the fan's zone (`zone`: ?tz= or the reader cookie's) or the default one. */
    async watchPage(
      query: WatchPageQuery,
      lang: PublicLanguage,
      zone: string | null,
      now = new Date(),
    ): Promise<PublicPageProps<'watchList'>> {
      const timeZone = zone ?? DEFAULT_FAN_ZONE;
      const { from, to, today } = watchWindow(now, timeZone);
      // The window's start moves with the fan's day: the remembered total is the zone's.
      const { rows, total } = await listMatches(
        { q: query.q, city: query.city, from, to, page: query.page, pageSize: PUBLIC_PAGE_SIZE },
        { from: `${today}/${timeZone}` },
      );
      const tz = readerZone(query.tz);
      return {
        lang,
        publicUrl: options.publicUrl,
        timeZone,
        today,
        page: query.page,
        pageSize: PUBLIC_PAGE_SIZE,
        total,
        matches: rows,
        query: { q: query.q, city: query.city, tz: tz ?? undefined, lang: query.lang },
      };
    },

    /**
     * What the match's page shows (the visitor's view counted when given), or null when the id names no public match.
     */
    async matchPage(
      id: string,
      query: WatchPageQuery,
      lang: PublicLanguage,
      {
        visitor,
        now = new Date(),
        zone = null,
      }: { visitor?: Visitor | undefined; now?: Date; zone?: string | null } = {},
    ): Promise<PublicPageProps<'match'> | null> {
      const found = await findMatch(id, {
        city: query.city,
        near: query.near,
        page: query.page,
        pageSize: PUBLIC_PAGE_SIZE,
      });
      if (!found) return null;
      if (visitor) await pageViews.count(found.match.id, visitor, now, query.near ?? null);
      const { match, rows, total } = found;
      const tz = readerZone(query.tz);
      // A match still to be played leads to the game holding it, where a fan can predict its score.
      const game = match.phase === 'future' && match.status !== 'CANC' ? found.game : null;
      // The fan's zone when known (?tz=, the reader cookie), else the first bar's, else UTC; the
      // pages' script writes it again in the browser's zone.
      const timeZone = zone ?? rows[0]?.timeZone ?? DEFAULT_FAN_ZONE;
      return {
        lang,
        publicUrl: options.publicUrl,
        timeZone,
        match,
        game,
        page: query.page,
        pageSize: PUBLIC_PAGE_SIZE,
        total,
        bars: rows,
        query: { city: query.city, near: nearText(query.near), tz: tz ?? undefined, lang: query.lang },
      };
    },

    /**
     * A match's link preview picture in `lang` and `zone` (UTC when none), drawn once per what it
     * shows and remembered: a shared link is fetched by every chat that previews it.
     */
    async shareImage(
      id: string,
      lang: PublicLanguage,
      zone: string | undefined,
    ): Promise<{ png: Buffer; etag: string } | null> {
      if (!UUID.test(id)) return null;
      const found = await findMatchAndVersion(id, undefined);
      if (!found) return null;
      const timeZone = zone ?? DEFAULT_FAN_ZONE;
      const key = shareImagePath(found.match, lang, timeZone);
      let image = shareImages.get(key);
      if (!image) {
        // Loaded with the first picture: it draws with React, which the fans' pages' plugin loads once
        // NODE_ENV is set (routes/public/public-pages.ts), and satori and its fonts are not needed before.
        const { drawShareImage } = await import('./share-image.ts');
        const png = await drawShareImage(found.match, lang, timeZone);
        image = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
        shareImages.set(key, image);
      }
      return image;
    },

    /** /sitemap.xml: /watch, each match of the coming 14 days and each public bar's page, as absolute URLs. */
    async sitemap(now = new Date()): Promise<string> {
      const { from, to } = comingWindow(now);
      const entries = await sitemapEntries(db, from, to, SITEMAP_LIMIT);
      const urls = [
        `${options.publicUrl}/watch`,
        ...entries.matches.map((m) => `${options.publicUrl}${matchPath(m)}`),
        ...entries.bars.map((slug) => `${options.publicUrl}/b/${encodeURIComponent(slug)}`),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${e(url)}</loc></url>`).join('\n')}\n</urlset>\n`;
    },
  };
}
export type PublicMatchService = ReturnType<typeof createPublicMatchService>;

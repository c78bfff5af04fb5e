import QRCode from 'qrcode';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { localDateOf, shiftDate, instantAt } from '@app/contract/opening-hours';
import { barCalendar } from './bar-calendar.ts';
import { broadcastOf, broadcastsBetween, findPublishedBar } from './public-bar-repository.ts';
import type { PublicPageProps } from '@app/public-pages/routes';
import type { PublicBarLeague } from '@app/public-pages/page-data';
import type { PublicLanguage } from '@app/public-pages/public-texts';
import type { WidgetTheme } from '@app/public-pages/widget-page';

const DAY_MS = 86_400_000;

/**
 * What the public page and the poster of an accepted bar show (their props, drawn by
 * @app/public-pages) and its calendar feed. Each answers null for any
 * other bar (pending, rejected, trashed, unknown): the route says 404.
 */
export function createPublicBarService(db: Database, options: { publicUrl: string }) {
  const pageUrlOf = (slug: string) => `${options.publicUrl}/b/${encodeURIComponent(slug)}`;
  const calendarUrlOf = (slug: string) =>
    `${options.publicUrl}/api/public/bars/${encodeURIComponent(slug)}/calendar.ics`;

  /** An accepted bar and its broadcasts of the seven days from today, in the bar's zone. */
  async function weekOf(slug: string, now: Date) {
    const bar = await findPublishedBar(db, slug);
    if (!bar) return null;
    const from = localDateOf(now, bar.timeZone);
    const broadcasts = await broadcastsBetween(
      db,
      bar.id,
      instantAt(from, 0, bar.timeZone),
      instantAt(shiftDate(from, 7), 0, bar.timeZone),
    );
    return { bar, broadcasts, from };
  }

  /**
   * The bar's leagues that take players, in published championships still open; one
   * league when `code` is given.
   */
  async function openLeaguesOf(barId: string, code?: string): Promise<PublicBarLeague[]> {
    const rows = await queryRows<{ name: string; championship_name: string; code: string; house_prize: string | null }>(
      db,
      sql`
      select l.name, c.name as championship_name, l.code, l.house_prize from leagues l
      join championships c on c.id = l.championship_id and c.published and c.archived_at is null
      where l.bar_id = ${barId} and l.join_open ${code === undefined ? sql`` : sql`and l.code = ${code}`}
      order by lower(c.name), l.id`,
    );
    return rows.map((r) => ({
      name: r.name,
      championshipName: r.championship_name,
      code: r.code,
      housePrize: r.house_prize,
    }));
  }

  return {
    /**
     * The bar's page, its kick-offs in the fan's zone when known, else the bar's; its links in the language the fan
     * chose.
     */
    async page(
      slug: string,
      lang: PublicLanguage,
      fan: { chosenLang?: PublicLanguage | undefined; zone?: string | null } = {},
      now = new Date(),
    ): Promise<PublicPageProps<'bar'> | null> {
      const bar = await findPublishedBar(db, slug);
      if (!bar) return null;
      const today = localDateOf(now, bar.timeZone);
      // The next 14 days from the start of today in the bar's zone (a match already under way stays listed).
      const [broadcasts, leagues] = await Promise.all([
        broadcastsBetween(
          db,
          bar.id,
          instantAt(today, 0, bar.timeZone),
          instantAt(shiftDate(today, 14), 0, bar.timeZone),
        ),
        openLeaguesOf(bar.id),
      ]);
      return {
        bar,
        broadcasts,
        lang,
        chosenLang: fan.chosenLang,
        timeZone: fan.zone ?? bar.timeZone,
        today,
        pageUrl: pageUrlOf(bar.slug),
        calendarUrl: calendarUrlOf(bar.slug),
        leagues,
      };
    },

    /**
     * The poster of the bar's league `code`: its invite link as a QR code. Null unless the bar is
     * public and the league its own and taking players: the same league its public page links to.
     */
    async leaguePoster(
      slug: string,
      code: string,
      lang: PublicLanguage,
    ): Promise<PublicPageProps<'leaguePoster'> | null> {
      const bar = await findPublishedBar(db, slug);
      if (!bar) return null;
      const [league] = await openLeaguesOf(bar.id, code);
      if (!league) return null;
      const joinUrl = `${options.publicUrl}/play/join/${encodeURIComponent(league.code)}`;
      const qrSvg = await QRCode.toString(joinUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { bar, league, lang, joinUrl, qrSvg };
    },

    async poster(slug: string, lang: PublicLanguage, now = new Date()): Promise<PublicPageProps<'poster'> | null> {
      const week = await weekOf(slug, now);
      if (!week) return null;
      const { bar, broadcasts, from } = week;
      const pageUrl = pageUrlOf(bar.slug);
      const qrSvg = await QRCode.toString(pageUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { bar, broadcasts, lang, from, to: shiftDate(from, 6), pageUrl, qrSvg };
    },

    /** The widget the bar puts on its own website: the same week as the poster. */
    async widget(
      slug: string,
      lang: PublicLanguage,
      theme: WidgetTheme,
      now = new Date(),
    ): Promise<PublicPageProps<'widget'> | null> {
      const week = await weekOf(slug, now);
      if (!week) return null;
      return { bar: week.bar, broadcasts: week.broadcasts, lang, theme, pageUrl: pageUrlOf(week.bar.slug) };
    },

    /** Broadcasts from 30 days back (so a calendar keeps the recent ones) to a year ahead. */
    async calendar(slug: string, now = new Date()): Promise<{ body: string; etag: string } | null> {
      const bar = await findPublishedBar(db, slug);
      if (!bar) return null;
      const broadcasts = await broadcastsBetween(
        db,
        bar.id,
        new Date(now.getTime() - 30 * DAY_MS),
        new Date(now.getTime() + 366 * DAY_MS),
      );
      return barCalendar(bar, broadcasts, pageUrlOf(bar.slug), new URL(options.publicUrl).hostname);
    },

    /**
     * One match at the bar as a calendar of one event, with the bar feed's UID and sequence: a calendar
     * holding it takes a moved or cancelled match as an update of the same event.
     */
    async matchCalendar(slug: string, matchId: string): Promise<{ body: string; etag: string } | null> {
      const bar = await findPublishedBar(db, slug);
      if (!bar) return null;
      const broadcast = await broadcastOf(db, bar.id, matchId);
      if (!broadcast) return null;
      return barCalendar(bar, [broadcast], pageUrlOf(bar.slug), new URL(options.publicUrl).hostname);
    },
  };
}
export type PublicBarService = ReturnType<typeof createPublicBarService>;

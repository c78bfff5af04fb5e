import type { ReactElement } from 'react';
import { MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import { BarLogo, group, h, TeamPair } from './document.ts';
import { FanTime, isoInZone, ZoneNote } from './fan-time.ts';
import { JsonLd, postalAddress } from './json-ld.ts';
import type { PublicGame, PublicMatchBarRow, PublicMatchRow } from './page-data.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import {
  bookPath,
  directionsUrl,
  hrefWith,
  keptQuery,
  matchCalendarPath,
  matchPath,
  SHARE_IMAGE_SIZE,
  shareImagePath,
  stillToPlay,
  withLang,
} from './watch-links.ts';
import { statusWord } from './watch-list-page.ts';
import { ShareButton } from './page-head.ts';
import { PageLinks, WatchShell } from './watch-shell.ts';
import { WATCH_TEXTS } from './watch-texts.ts';
import { MapOnDemand } from './map-on-demand.ts';
import { CityField, ReaderFields } from './search-fields.ts';

export type MatchPageProps = {
  lang: PublicLanguage;
  publicUrl: string;
  match: PublicMatchRow;
  /** The zone the page is written in: the fan's when known, else its bars' (the first's), else UTC. */
  timeZone: string;
  /** The game a fan can predict this match in (a coming match of a published championship), or null. */
  game: PublicGame | null;
  query: { city?: string | undefined; near?: string | undefined; tz?: string | undefined; lang?: string | undefined };
  page: number;
  pageSize: number;
  total: number;
  bars: PublicMatchBarRow[];
};

const EVENT_STATUS: Record<string, string> = {
  CANC: 'https://schema.org/EventCancelled',
  POSTP: 'https://schema.org/EventPostponed',
};

/**
 * Intl's formatters per language and precision, made once: making one costs more than the page's other writing of a
 * bar.
 */
const kmFormats = new Map<string, Intl.NumberFormat>();

export function formatKm(km: number, lang: PublicLanguage): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${lang}/${digits}`;
  let formatter = kmFormats.get(key);
  if (!formatter) kmFormats.set(key, (formatter = new Intl.NumberFormat(lang, { maximumFractionDigits: digits })));
  return formatter.format(km);
}

function BarItem({
  bar,
  matchId,
  open,
  lang,
  linkLang,
}: {
  bar: PublicMatchBarRow;
  matchId: string;
  /** The match is still to be played as planned: a fan may book or say they are going. */
  open: boolean;
  lang: PublicLanguage;
  linkLang: string | undefined;
}): ReactElement {
  const t = WATCH_TEXTS[lang];
  const p = PUBLIC_TEXTS[lang];
  const facts = [
    p.screens(bar.screens),
    bar.withSound ? t.withSound : '',
    bar.bigScreen ? p.bigScreen : '',
    bar.outdoorScreen ? p.outdoorScreen : '',
  ].filter(Boolean);
  return h(
    'li',
    { className: 'row' },
    h(
      'a',
      { className: 'name', href: withLang(`/b/${encodeURIComponent(bar.slug)}`, linkLang) },
      h(BarLogo, { url: bar.logo, size: 32 }),
      bar.name,
    ),
    bar.distanceKm === null ? null : h('span', { className: 'dist' }, t.km(formatKm(bar.distanceKm, lang))),
    bar.going > 0 ? h('span', { className: 'going' }, t.going(bar.going)) : null,
    h('span', { className: 'meta' }, h('span', null, bar.city), ...facts.map((fact) => h('span', null, fact))),
    // The match at this bar in the fan's calendar, and the way there when the bar gave its position.
    h(
      'span',
      { className: 'acts' },
      open ? h('a', { href: withLang(bookPath(bar.slug, matchId), linkLang) }, t.bookOrGo) : null,
      h('a', { href: matchCalendarPath(bar.slug, matchId) }, t.addToCalendar),
      bar.latitude !== null && bar.longitude !== null
        ? h('a', { href: directionsUrl(bar.latitude, bar.longitude), rel: 'noopener' }, t.directions)
        : null,
      bar.latitude !== null && bar.longitude !== null
        ? h(MapOnDemand, { latitude: bar.latitude, longitude: bar.longitude, label: p.map, place: bar.name })
        : null,
    ),
  );
}

/**
 * What the match page says at its top when the match will not be played as planned, is under way or was played (with
 * its score).
 */
function matchBanner(match: PublicMatchRow, lang: PublicLanguage): string {
  const t = WATCH_TEXTS[lang];
  if (match.status === 'CANC') return t.cancelled;
  if (match.status === 'POSTP') return t.postponed;
  return statusWord(match, lang);
}

/** A team's crest as an absolute address, when it is one of our stored images. */
const crestUrl = (publicUrl: string, url: string) => (url.startsWith('/api/media/') ? [`${publicUrl}${url}`] : []);

/**
 * schema.org SportsEvent: the match in its zone's offset, its status, the bars on this page as its
 * places (none written when no bar shows it), its competition as organizer and the crests as images.
 */
function matchJsonLd(input: MatchPageProps, canonicalUrl: string): Record<string, unknown> {
  const { match, timeZone } = input;
  const teams = [match.homeTeam, match.awayTeam].filter(Boolean).map((name) => ({ '@type': 'SportsTeam', name }));
  const images = [
    ...crestUrl(input.publicUrl, match.homeTeamEmblemUrl),
    ...crestUrl(input.publicUrl, match.awayTeamEmblemUrl),
  ];
  return {
    '@type': 'SportsEvent',
    name: `${match.homeTeam} – ${match.awayTeam}`,
    url: canonicalUrl,
    startDate: isoInZone(match.kickOff, timeZone),
    endDate: isoInZone(new Date(match.kickOff.getTime() + MATCH_SLOT_MINUTES * 60_000), timeZone),
    eventStatus: EVENT_STATUS[match.status] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: WATCH_TEXTS[input.lang].matchDescription(
      match.homeTeam,
      match.awayTeam,
      WATCH_TEXTS[input.lang].barCount(match.barCount),
    ),
    homeTeam: teams[0],
    ...(teams[1] ? { awayTeam: teams[1] } : {}),
    competitor: teams,
    ...(match.competitionName ? { organizer: { '@type': 'SportsOrganization', name: match.competitionName } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(input.bars.length > 0 ? { location: input.bars.map((bar) => barPlace(input.publicUrl, bar)) } : {}),
  };
}

/** A bar showing the match, as a place of the event. */
function barPlace(publicUrl: string, bar: PublicMatchBarRow): Record<string, unknown> {
  return {
    '@type': 'BarOrPub',
    name: bar.name,
    url: `${publicUrl}/b/${encodeURIComponent(bar.slug)}`,
    address: postalAddress({ city: bar.city, country: bar.country }),
    ...(bar.latitude !== null && bar.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: bar.latitude, longitude: bar.longitude } }
      : {}),
  };
}

/**
 * /watch/{id}: the match and every public bar showing it, nearest first when the fan gave a
 * position. The "Bars near me" button is drawn hidden and shown by the script; without it the city
 * form filters.
 */
export function MatchPage(input: MatchPageProps): ReactElement {
  const { lang, match, query } = input;
  const t = WATCH_TEXTS[lang];
  const path = matchPath(match);
  const canonicalUrl = `${input.publicUrl}${path}`;
  const banner = matchBanner(match, lang);
  const list =
    input.bars.length > 0
      ? h(
          'ol',
          null,
          input.bars.map((bar) =>
            h(BarItem, {
              key: bar.slug,
              bar,
              matchId: match.id,
              open: stillToPlay(match.status),
              lang,
              linkLang: query.lang,
            }),
          ),
        )
      : h('p', null, t.noBars);
  const filter = group(
    h(
      'form',
      { method: 'get', action: path },
      h(CityField, { label: t.city, query }),
      query.near ? h('input', { type: 'hidden', name: 'near', value: query.near }) : null,
      h(ReaderFields, { query }),
      h('button', { type: 'submit' }, t.filter),
    ),
    h(
      'p',
      { className: 'near' },
      h('button', { type: 'button', id: 'near-me', 'data-locating': t.locating, 'data-denied': t.denied }, t.nearMe),
    ),
    h('p', { id: 'near-status', className: 'note', role: 'status' }),
  );
  const title = t.matchTitle(match.homeTeam, match.awayTeam);
  return h(WatchShell, {
    lang,
    canonicalUrl,
    title,
    description: t.matchDescription(match.homeTeam, match.awayTeam, t.barCount(match.barCount)),
    image: {
      url: `${input.publicUrl}${shareImagePath(match, lang, input.timeZone)}`,
      ...SHARE_IMAGE_SIZE,
      alt: title,
    },
    jsonLd: h(JsonLd, { data: matchJsonLd(input, canonicalUrl) }),
    header: group(
      match.competitionName ? h('p', null, match.competitionName) : null,
      h('h1', null, h(TeamPair, { match })),
      h('p', null, h(FanTime, { className: 'kickoff', at: match.kickOff, zone: input.timeZone, style: 'full', lang })),
      h(ZoneNote, { zone: input.timeZone, lang, sentence: PUBLIC_TEXTS[lang].timesIn }),
      banner ? h('p', { className: 'banner', role: 'status' }, banner) : null,
      h(ShareButton, { lang }),
    ),
    main: group(
      h(
        'section',
        { 'aria-labelledby': 'bars' },
        h('h2', { id: 'bars' }, query.near ? `${t.bars} · ${t.nearestFirst}` : t.bars),
        filter,
      ),
      h(
        'section',
        { 'aria-label': t.bars },
        list,
        h(PageLinks, { lang, path, query, page: input.page, pageSize: input.pageSize, total: input.total }),
      ),
      input.game
        ? h(
            'section',
            { id: 'play', 'aria-labelledby': 'game' },
            h('h2', { id: 'game' }, t.predictTitle),
            h('p', null, t.inGame(input.game.name)),
            // The section's actions, side by side; predicting needs a fan's account: the fans' sign-in brings them back
            // here.
            h(
              'p',
              { className: 'actions' },
              h(
                'a',
                { className: 'button', href: withLang(`/play/${encodeURIComponent(input.game.id)}`, query.lang) },
                t.predict,
              ),
              h('a', { href: `/play/signin?next=${encodeURIComponent(path)}` }, t.signInToPlay),
            ),
          )
        : null,
      h('p', null, h('a', { href: hrefWith('/watch', { tz: query.tz, lang: query.lang }) }, t.allMatches)),
    ),
    languageQuery: keptQuery({ ...query, lang: undefined }),
  });
}

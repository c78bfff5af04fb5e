import type { ReactElement } from 'react';
import { MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import { Emblem, group, h } from './document.ts';
import { JsonLd, postalAddress } from './json-ld.ts';
import { formatInZone } from './locale.ts';
import type { PublicGame, PublicMatchBarRow, PublicMatchRow } from './page-data.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import { keptQuery, matchPath } from './watch-links.ts';
import { PageLinks, WatchShell } from './watch-shell.ts';
import { WATCH_TEXTS } from './watch-texts.ts';

export type MatchPageProps = {
  lang: PublicLanguage; publicUrl: string; timeZone: string; match: PublicMatchRow;
  /** The game a fan can predict this match in (a coming match of a published championship), or null. */
  game: PublicGame | null;
  query: { city?: string | undefined; near?: string | undefined; tz?: string | undefined; lang?: string | undefined };
  page: number; pageSize: number; total: number; bars: PublicMatchBarRow[];
};

const EVENT_STATUS: Record<string, string> = { CANC: 'https://schema.org/EventCancelled', POSTP: 'https://schema.org/EventPostponed' };

/** Intl's formatters per language and precision, made once: making one costs more than the page's other writing of a bar. */
const kmFormats = new Map<string, Intl.NumberFormat>();

export function formatKm(km: number, lang: PublicLanguage): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${lang}/${digits}`;
  let formatter = kmFormats.get(key);
  if (!formatter) kmFormats.set(key, (formatter = new Intl.NumberFormat(lang, { maximumFractionDigits: digits })));
  return formatter.format(km);
}

function BarItem({ bar, lang }: { bar: PublicMatchBarRow; lang: PublicLanguage }): ReactElement {
  const t = WATCH_TEXTS[lang];
  const p = PUBLIC_TEXTS[lang];
  const facts = [p.screens(bar.screens), bar.withSound ? t.withSound : '', bar.bigScreen ? p.bigScreen : '', bar.outdoorScreen ? p.outdoorScreen : ''].filter(Boolean);
  return h('li', { className: 'row' },
    h('a', { className: 'name', href: `/b/${encodeURIComponent(bar.slug)}` }, bar.name),
    bar.distanceKm === null ? null : h('span', { className: 'dist' }, t.km(formatKm(bar.distanceKm, lang))),
    h('span', { className: 'meta' }, h('span', null, bar.city), ...facts.map((fact) => h('span', null, fact))));
}

/** What the match page says at its top when the match will not be played as planned, or was played. */
function matchBanner(match: PublicMatchRow, lang: PublicLanguage): string {
  const t = WATCH_TEXTS[lang];
  if (match.status === 'CANC') return t.cancelled;
  if (match.status === 'POSTP') return t.postponed;
  if (match.phase === 'past') return t.played;
  return match.phase === 'live' ? t.live : '';
}

/** schema.org SportsEvent: the match, and the bars on this page as its places. */
function matchJsonLd(input: MatchPageProps, canonicalUrl: string): Record<string, unknown> {
  const { match } = input;
  return {
    '@type': 'SportsEvent', name: `${match.homeTeam} – ${match.awayTeam}`, url: canonicalUrl,
    startDate: match.kickOff.toISOString(), endDate: new Date(match.kickOff.getTime() + MATCH_SLOT_MINUTES * 60_000).toISOString(),
    eventStatus: EVENT_STATUS[match.status] ?? 'https://schema.org/EventScheduled',
    ...(match.competitionName ? { description: match.competitionName } : {}),
    homeTeam: { '@type': 'SportsTeam', name: match.homeTeam },
    ...(match.awayTeam ? { awayTeam: { '@type': 'SportsTeam', name: match.awayTeam } } : {}),
    location: input.bars.map((bar) => ({
      '@type': 'BarOrPub', name: bar.name, url: `${input.publicUrl}/b/${encodeURIComponent(bar.slug)}`,
      address: postalAddress({ city: bar.city, country: bar.country }),
      ...(bar.latitude !== null && bar.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: bar.latitude, longitude: bar.longitude } } : {}),
    })),
  };
}

/**
 * /watch/{id}: the match and every public bar showing it, nearest first when the fan gave a
 * position. The "Bars near me" button is drawn hidden and shown by the script; without it the city
 * form filters (decision 054).
 */
export function MatchPage(input: MatchPageProps): ReactElement {
  const { lang, match, query } = input;
  const t = WATCH_TEXTS[lang];
  const path = matchPath(match);
  const canonicalUrl = `${input.publicUrl}${path}`;
  const banner = matchBanner(match, lang);
  const list = input.bars.length > 0
    ? h('ol', null, input.bars.map((bar) => h(BarItem, { key: bar.slug, bar, lang })))
    : h('p', null, t.noBars);
  const filter = group(
    h('form', { method: 'get', action: path },
      h('label', null, t.city, h('input', { type: 'text', name: 'city', maxLength: 100, autoComplete: 'address-level2', defaultValue: query.city ?? '' })),
      query.near ? h('input', { type: 'hidden', name: 'near', value: query.near }) : null,
      h('input', { type: 'hidden', name: 'tz', value: query.tz ?? '' }),
      query.lang ? h('input', { type: 'hidden', name: 'lang', value: query.lang }) : null,
      h('button', { type: 'submit' }, t.filter)),
    h('p', { className: 'near' }, h('button', { type: 'button', id: 'near-me', 'data-locating': t.locating, 'data-denied': t.denied }, t.nearMe)),
    h('p', { id: 'near-status', className: 'note', role: 'status' }));
  return h(WatchShell, {
    lang, canonicalUrl,
    title: t.matchTitle(match.homeTeam, match.awayTeam),
    description: t.matchDescription(match.homeTeam, match.awayTeam, t.barCount(match.barCount)),
    jsonLd: h(JsonLd, { data: matchJsonLd(input, canonicalUrl) }),
    header: group(
      match.competitionName ? h('p', null, match.competitionName) : null,
      h('h1', null, h('span', { className: 'teams' }, h(Emblem, { url: match.homeTeamEmblemUrl }), h('span', null, `${match.homeTeam} – ${match.awayTeam}`), h(Emblem, { url: match.awayTeamEmblemUrl }))),
      h('p', null,
        h('time', { dateTime: match.kickOff.toISOString() }, formatInZone(match.kickOff, input.timeZone, 'EEEE d MMMM · HH:mm', lang)),
        ` · ${PUBLIC_TEXTS[lang].timesIn(input.timeZone)}`),
      banner ? h('p', { className: 'banner', role: 'status' }, banner) : null),
    main: group(
      h('section', { 'aria-labelledby': 'bars' }, h('h2', { id: 'bars' }, query.near ? `${t.bars} · ${t.nearestFirst}` : t.bars), filter),
      h('section', { 'aria-label': t.bars }, list, h(PageLinks, { lang, path, query, page: input.page, pageSize: input.pageSize, total: input.total })),
      input.game ? h('section', { 'aria-labelledby': 'game' },
        h('h2', { id: 'game' }, t.predictTitle), h('p', null, t.inGame(input.game.name)),
        h('a', { className: 'button', href: `/play/${encodeURIComponent(input.game.id)}` }, t.predict),
        // Predicting needs a fan's account: the fans' sign-in brings them back to this page.
        h('p', null, h('a', { href: `/play/signin?next=${encodeURIComponent(path)}` }, t.signInToPlay))) : null,
      h('p', null, h('a', { href: '/watch' }, t.allMatches))),
    languageQuery: keptQuery({ ...query, lang: undefined }),
  });
}

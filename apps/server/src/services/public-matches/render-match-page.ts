import { MATCH_SLOT_MINUTES } from '@app/contract/bar-profile';
import { escapeHtml as e } from '../public-bars/html.ts';
import { jsonLdScript, postalAddress } from '../public-bars/json-ld.ts';
import { formatInZone } from '../public-bars/public-locale.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from '../public-bars/public-texts.ts';
import type { PublicMatchBarRow, PublicMatchRow } from './public-match-repository.ts';
import { emblem, keptQuery, matchPath, pageLinks, renderWatchShell } from './watch-page-shell.ts';
import { WATCH_TEXTS } from './watch-texts.ts';

export type MatchPageInput = {
  lang: PublicLanguage; publicUrl: string; timeZone: string; match: PublicMatchRow;
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

function barItem(bar: PublicMatchBarRow, input: MatchPageInput): string {
  const t = WATCH_TEXTS[input.lang];
  const p = PUBLIC_TEXTS[input.lang];
  const facts = [
    p.screens(bar.screens), bar.withSound ? t.withSound : '', bar.bigScreen ? p.bigScreen : '', bar.outdoorScreen ? p.outdoorScreen : '',
  ].filter(Boolean).map((fact) => `<span>${e(fact)}</span>`).join('');
  return `<li class="row"><a class="name" href="/b/${e(encodeURIComponent(bar.slug))}">${e(bar.name)}</a>`
    + (bar.distanceKm === null ? '' : `<span class="dist">${e(t.km(formatKm(bar.distanceKm, input.lang)))}</span>`)
    + `<span class="meta"><span>${e(bar.city)}</span>${facts}</span></li>`;
}

/** What the match page says at its top when the match will not be played as planned, or was played. */
function matchBanner(match: PublicMatchRow, lang: PublicLanguage): string {
  const t = WATCH_TEXTS[lang];
  if (match.status === 'CANC') return t.cancelled;
  if (match.status === 'POSTP') return t.postponed;
  if (match.phase === 'past') return t.played;
  return match.phase === 'live' ? t.live : '';
}

/**
 * /watch/{id}: the match and every public bar showing it, nearest first when the fan gave a
 * position. The "Bars near me" button is drawn hidden and shown by the script; without it the city
 * form filters (decision 054).
 */
export function renderMatchPage(input: MatchPageInput): string {
  const { lang, match, query } = input;
  const t = WATCH_TEXTS[lang];
  const path = matchPath(match);
  const canonicalUrl = `${input.publicUrl}${path}`;
  const title = t.matchTitle(match.homeTeam, match.awayTeam);
  const description = t.matchDescription(match.homeTeam, match.awayTeam, t.barCount(match.barCount));
  const banner = matchBanner(match, lang);
  const when = formatInZone(match.kickOff, input.timeZone, 'EEEE d MMMM · HH:mm', lang);
  const list = input.bars.length > 0 ? `<ol>${input.bars.map((bar) => barItem(bar, input)).join('')}</ol>` : `<p>${e(t.noBars)}</p>`;
  const pages = pageLinks({ lang, path, query, page: input.page, pageSize: input.pageSize, total: input.total });
  const jsonLd = jsonLdScript({
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
  });
  const filter = `<form method="get" action="${e(path)}">`
    + `<label>${e(t.city)}<input type="text" name="city" maxlength="100" autocomplete="address-level2" value="${e(query.city ?? '')}"></label>`
    + (query.near ? `<input type="hidden" name="near" value="${e(query.near)}">` : '')
    + `<input type="hidden" name="tz" value="${e(query.tz ?? '')}">${query.lang ? `<input type="hidden" name="lang" value="${e(query.lang)}">` : ''}`
    + `<button type="submit">${e(t.filter)}</button></form>`
    + `<p class="near"><button type="button" id="near-me" data-locating="${e(t.locating)}" data-denied="${e(t.denied)}">${e(t.nearMe)}</button></p>`
    + '<p id="near-status" class="note" role="status"></p>';
  return renderWatchShell({
    lang, title, description, canonicalUrl, jsonLd,
    header: (match.competitionName ? `<p>${e(match.competitionName)}</p>` : '')
      + `<h1><span class="teams">${emblem(match.homeTeamEmblemUrl)}<span>${e(match.homeTeam)} – ${e(match.awayTeam)}</span>${emblem(match.awayTeamEmblemUrl)}</span></h1>`
      + `<p><time datetime="${match.kickOff.toISOString()}">${e(when)}</time> · ${e(PUBLIC_TEXTS[lang].timesIn(input.timeZone))}</p>`
      + (banner ? `<p class="banner" role="status">${e(banner)}</p>` : ''),
    main: `<section aria-labelledby="bars"><h2 id="bars">${e(t.bars)}${query.near ? ` · ${e(t.nearestFirst)}` : ''}</h2>${filter}</section>`
      + `<section aria-label="${e(t.bars)}">${list}${pages}</section>`
      + `<p><a href="/watch">${e(t.allMatches)}</a></p>`,
    languageQuery: keptQuery({ ...query, lang: undefined }),
  });
}

import { escapeHtml as e } from '../public-bars/html.ts';
import { jsonLdScript } from '../public-bars/json-ld.ts';
import { formatInZone } from '../public-bars/public-locale.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from '../public-bars/public-texts.ts';
import type { PublicMatchRow } from './public-match-repository.ts';
import { emblem, keptQuery, matchPath, pageLinks, renderWatchShell } from './watch-page-shell.ts';
import { WATCH_TEXTS } from './watch-texts.ts';

export type WatchListInput = {
  lang: PublicLanguage; publicUrl: string; timeZone: string;
  query: { q?: string | undefined; city?: string | undefined; tz?: string | undefined; lang?: string | undefined };
  page: number; pageSize: number; total: number; matches: PublicMatchRow[];
};

/** The status a fan needs beside a match: called off, or under way. */
export function statusWord(status: string, phase: string, lang: PublicLanguage): string {
  const t = WATCH_TEXTS[lang];
  if (status === 'CANC') return PUBLIC_TEXTS[lang].cancelled;
  if (status === 'POSTP') return PUBLIC_TEXTS[lang].postponed;
  return phase === 'live' ? t.live : '';
}

function matchItem(m: PublicMatchRow, input: WatchListInput): string {
  const t = WATCH_TEXTS[input.lang];
  const off = statusWord(m.status, m.phase, input.lang);
  const href = `${matchPath(m)}${input.query.tz ? `?tz=${encodeURIComponent(input.query.tz)}` : ''}`;
  return `<li class="row"><a class="teams" href="${e(href)}">${emblem(m.homeTeamEmblemUrl)}<span>${e(m.homeTeam)} – ${e(m.awayTeam)}</span>${emblem(m.awayTeamEmblemUrl)}</a>`
    + `<span class="meta"><time class="when" datetime="${m.kickOff.toISOString()}">${e(formatInZone(m.kickOff, input.timeZone, 'EEE d MMM · HH:mm', input.lang))}</time>`
    + (m.competitionName ? `<span>${e(m.competitionName)}</span>` : '')
    + `<span class="count">${e(t.barCount(m.barCount))}</span>${off ? `<span class="off">${e(off)}</span>` : ''}</span></li>`;
}

/** /watch: the coming 14 days of matches, searchable and filterable by city, no script needed. */
export function renderWatchList(input: WatchListInput): string {
  const { lang, query } = input;
  const t = WATCH_TEXTS[lang];
  const list = input.matches.length > 0 ? `<ol>${input.matches.map((m) => matchItem(m, input)).join('')}</ol>` : `<p>${e(t.noMatches)}</p>`;
  const pages = pageLinks({ lang, path: '/watch', query, page: input.page, pageSize: input.pageSize, total: input.total });
  const canonicalUrl = `${input.publicUrl}/watch`;
  const jsonLd = jsonLdScript({
    '@type': 'ItemList', name: t.title, url: canonicalUrl,
    itemListElement: input.matches.map((m, i) => ({ '@type': 'ListItem', position: input.page * input.pageSize + i + 1, url: `${input.publicUrl}${matchPath(m)}`, name: `${m.homeTeam} – ${m.awayTeam}` })),
  });
  const form = `<form method="get" action="/watch" role="search">`
    + `<label>${e(t.search)}<input type="search" name="q" maxlength="100" value="${e(query.q ?? '')}"></label>`
    + `<label>${e(t.city)}<input type="text" name="city" maxlength="100" autocomplete="address-level2" value="${e(query.city ?? '')}"></label>`
    + `<input type="hidden" name="tz" value="${e(query.tz ?? '')}">${query.lang ? `<input type="hidden" name="lang" value="${e(query.lang)}">` : ''}`
    + `<button type="submit">${e(t.find)}</button></form>`;
  return renderWatchShell({
    lang, title: t.title, description: t.description, canonicalUrl, jsonLd,
    header: `<h1>${e(t.title)}</h1><p>${e(t.description)}</p>`,
    main: `<section aria-label="${e(t.find)}">${form}</section>`
      + `<section aria-labelledby="list"><h2 id="list">${e(t.all)}</h2>${list}<p class="note">${e(PUBLIC_TEXTS[lang].timesIn(input.timeZone))}</p>${pages}</section>`,
    languageQuery: keptQuery({ ...query, lang: undefined }),
  });
}

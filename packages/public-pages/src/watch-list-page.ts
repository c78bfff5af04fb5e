import type { ReactElement } from 'react';
import { Emblem, group, h } from './document.ts';
import { JsonLd } from './json-ld.ts';
import { formatInZone } from './locale.ts';
import type { PublicMatchRow } from './page-data.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import { keptQuery, matchPath } from './watch-links.ts';
import { PageLinks, WatchShell } from './watch-shell.ts';
import { WATCH_TEXTS } from './watch-texts.ts';

export type WatchListProps = {
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

function MatchItem({ m, input }: { m: PublicMatchRow; input: WatchListProps }): ReactElement {
  const t = WATCH_TEXTS[input.lang];
  const off = statusWord(m.status, m.phase, input.lang);
  const href = `${matchPath(m)}${input.query.tz ? `?tz=${encodeURIComponent(input.query.tz)}` : ''}`;
  return h('li', { className: 'row' },
    h('a', { className: 'teams', href }, h(Emblem, { url: m.homeTeamEmblemUrl }), h('span', null, `${m.homeTeam} – ${m.awayTeam}`), h(Emblem, { url: m.awayTeamEmblemUrl })),
    h('span', { className: 'meta' },
      h('time', { className: 'when', dateTime: m.kickOff.toISOString() }, formatInZone(m.kickOff, input.timeZone, 'EEE d MMM · HH:mm', input.lang)),
      m.competitionName ? h('span', null, m.competitionName) : null,
      h('span', { className: 'count' }, t.barCount(m.barCount)),
      off ? h('span', { className: 'off' }, off) : null));
}

/** /watch: the coming 14 days of matches, searchable and filterable by city, no script needed. */
export function WatchListPage(input: WatchListProps): ReactElement {
  const { lang, query } = input;
  const t = WATCH_TEXTS[lang];
  const canonicalUrl = `${input.publicUrl}/watch`;
  const jsonLd = h(JsonLd, {
    data: {
      '@type': 'ItemList', name: t.title, url: canonicalUrl,
      itemListElement: input.matches.map((m, i) => ({ '@type': 'ListItem', position: input.page * input.pageSize + i + 1, url: `${input.publicUrl}${matchPath(m)}`, name: `${m.homeTeam} – ${m.awayTeam}` })),
    },
  });
  const form = h('form', { method: 'get', action: '/watch', role: 'search' },
    h('label', null, t.search, h('input', { type: 'search', name: 'q', maxLength: 100, defaultValue: query.q ?? '' })),
    h('label', null, t.city, h('input', { type: 'text', name: 'city', maxLength: 100, autoComplete: 'address-level2', defaultValue: query.city ?? '' })),
    h('input', { type: 'hidden', name: 'tz', value: query.tz ?? '' }),
    query.lang ? h('input', { type: 'hidden', name: 'lang', value: query.lang }) : null,
    h('button', { type: 'submit' }, t.find));
  const list = input.matches.length > 0
    ? h('ol', null, input.matches.map((m) => h(MatchItem, { key: m.id, m, input })))
    : h('p', null, t.noMatches);
  return h(WatchShell, {
    lang, title: t.title, description: t.description, canonicalUrl, jsonLd,
    header: group(h('h1', null, t.title), h('p', null, t.description)),
    main: group(
      h('section', { 'aria-label': t.find }, form),
      h('section', { 'aria-labelledby': 'list' },
        h('h2', { id: 'list' }, t.all), list, h('p', { className: 'note' }, PUBLIC_TEXTS[lang].timesIn(input.timeZone)),
        h(PageLinks, { lang, path: '/watch', query, page: input.page, pageSize: input.pageSize, total: input.total }))),
    languageQuery: keptQuery({ ...query, lang: undefined }),
  });
}

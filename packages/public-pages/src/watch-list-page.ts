import { Fragment, type ReactElement } from 'react';
import { group, h, TeamPair } from './document.ts';
import { dayHeading, dayOf, FanTime, ZoneNote } from './fan-time.ts';
import { JsonLd } from './json-ld.ts';
import type { PublicMatchRow } from './page-data.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import { hrefWith, keptQuery, matchPath } from './watch-links.ts';
import { PageLinks, WatchShell } from './watch-shell.ts';
import { WATCH_TEXTS } from './watch-texts.ts';
import { CityField, ReaderFields } from './search-fields.ts';

export type WatchListProps = {
  lang: PublicLanguage;
  publicUrl: string;
  /** The zone the page is written in (the fan's when known) and its local date today. */
  timeZone: string;
  today: string;
  query: { q?: string | undefined; city?: string | undefined; tz?: string | undefined; lang?: string | undefined };
  page: number;
  pageSize: number;
  total: number;
  matches: PublicMatchRow[];
};

/** The status a fan needs beside a match: called off, under way with its score, or played with its final score. */
export function statusWord(m: PublicMatchRow, lang: PublicLanguage): string {
  const t = WATCH_TEXTS[lang];
  if (m.status === 'CANC') return PUBLIC_TEXTS[lang].cancelled;
  if (m.status === 'POSTP') return PUBLIC_TEXTS[lang].postponed;
  const score = m.homeGoals !== null && m.awayGoals !== null ? `${m.homeGoals} – ${m.awayGoals}` : null;
  if (m.phase === 'live') return score ? t.liveScore(score) : t.live;
  return m.phase === 'past' ? (score ? t.fullTimeScore(score) : t.fullTime) : '';
}

function MatchItem({ m, input }: { m: PublicMatchRow; input: WatchListProps }): ReactElement {
  const t = WATCH_TEXTS[input.lang];
  const said = statusWord(m, input.lang);
  const href = hrefWith(matchPath(m), { tz: input.query.tz, lang: input.query.lang });
  return h(
    'li',
    { className: 'row', 'data-at': m.kickOff.toISOString() },
    h('a', { className: 'teams', href }, h(TeamPair, { match: m })),
    h(
      'span',
      { className: 'meta' },
      h(FanTime, { className: 'when', at: m.kickOff, zone: input.timeZone, style: 'time', lang: input.lang }),
      said ? h('span', { className: m.status === 'CANC' || m.status === 'POSTP' ? 'off' : 'score' }, said) : null,
      m.competitionName ? h('span', null, m.competitionName) : null,
      h('span', { className: 'count' }, t.barCount(m.barCount)),
    ),
  );
}

/**
 * The page's matches under a heading per day of the fan's (Today, Tomorrow, then the date); the script groups them
 * again in the browser's zone.
 */
function DayGroups({ input }: { input: WatchListProps }): ReactElement {
  const days: { day: string; rows: PublicMatchRow[] }[] = [];
  for (const m of input.matches) {
    const day = dayOf(m.kickOff, input.timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.rows.push(m);
    else days.push({ day, rows: [m] });
  }
  return h(
    'div',
    { id: 'days' },
    days.map(({ day, rows }) =>
      h(
        Fragment,
        { key: day },
        h('h3', null, dayHeading(rows[0]!.kickOff, input.timeZone, input.today, input.lang)),
        h(
          'ol',
          null,
          rows.map((m) => h(MatchItem, { key: m.id, m, input })),
        ),
      ),
    ),
  );
}

/**
 * /watch: today's matches (the played ones with their score) and the coming 14 days', searchable and filterable by
 * city, no script needed.
 */
export function WatchListPage(input: WatchListProps): ReactElement {
  const { lang, query } = input;
  const t = WATCH_TEXTS[lang];
  const canonicalUrl = `${input.publicUrl}/watch`;
  const jsonLd = h(JsonLd, {
    data: {
      '@type': 'ItemList',
      name: t.title,
      url: canonicalUrl,
      itemListElement: input.matches.map((m, i) => ({
        '@type': 'ListItem',
        position: input.page * input.pageSize + i + 1,
        url: `${input.publicUrl}${matchPath(m)}`,
        name: `${m.homeTeam} – ${m.awayTeam}`,
      })),
    },
  });
  const form = h(
    'form',
    { method: 'get', action: '/watch', role: 'search' },
    h('label', null, t.search, h('input', { type: 'search', name: 'q', maxLength: 100, defaultValue: query.q ?? '' })),
    h(CityField, { label: t.city, query }),
    h(ReaderFields, { query }),
    h('button', { type: 'submit' }, t.find),
  );
  const list = input.matches.length > 0 ? h(DayGroups, { input }) : h('p', null, t.noMatches);
  return h(WatchShell, {
    lang,
    title: t.title,
    description: t.description,
    canonicalUrl,
    jsonLd,
    header: group(h('h1', null, t.title), h('p', null, t.description)),
    main: group(
      h('section', { 'aria-label': t.find }, form),
      h(
        'section',
        { 'aria-labelledby': 'list' },
        h('h2', { id: 'list' }, t.all),
        list,
        h(ZoneNote, { zone: input.timeZone, lang, sentence: PUBLIC_TEXTS[lang].timesIn }),
        h(PageLinks, { lang, path: '/watch', query, page: input.page, pageSize: input.pageSize, total: input.total }),
      ),
    ),
    languageQuery: keptQuery({ ...query, lang: undefined }),
  });
}

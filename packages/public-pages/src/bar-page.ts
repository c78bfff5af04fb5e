import type { ReactElement } from 'react';
import type { HoursInterval } from '@app/contract/bar-profile';
import { weekFrom } from '@app/contract/opening-hours';
import { looksLikeUrl } from '@app/contract/bar-details';
import { BarLogo, group, h, TeamPair } from './document.ts';
import { mediaSrcSet, PICTURE_WIDTHS } from '@app/contract/media-url';
import { FanTime, ZoneNote } from './fan-time.ts';
import { JsonLd, mapUrl, openingHoursSpecification, postalAddress } from './json-ld.ts';
import { MapOnDemand } from './map-on-demand.ts';
import { formatDate } from './locale.ts';
import { addressLine, type PublicBar, type PublicBarLeague, type PublicBroadcast } from './page-data.ts';
import { LanguagePicker, pageHeadTags, PublicDocument, ShareButton, SHARED_STYLE } from './page-head.ts';
import { calledOff, PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import {
  bookPath,
  joinLeaguePath,
  matchCalendarPath,
  matchPath,
  NEAR_ME_SCRIPT_PATH,
  stillToPlay,
  withLang,
} from './watch-links.ts';

export type BarPageProps = {
  bar: PublicBar;
  broadcasts: PublicBroadcast[];
  lang: PublicLanguage;
  /** The language the fan chose (kept by the page's links), undefined when none was. */
  chosenLang?: PublicLanguage | undefined;
  /** The zone the kick-offs are written in: the fan's when known, else the bar's. */
  timeZone: string;
  /** The bar's local date today 'YYYY-MM-DD'. */
  today: string;
  pageUrl: string;
  calendarUrl: string;
  /** The leagues the bar hosts that take players, for its regulars. */
  leagues: PublicBarLeague[];
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b1f24;background:#f4f6f8}
header{background:#0b5d3b;color:#fff;padding:24px 16px}header p{margin:4px 0 0;opacity:.9}header a{color:#fff}h1{margin:0;font-size:1.75rem;line-height:1.2}
main{max-width:720px;margin:0 auto;padding:8px 16px 32px}section{background:#fff;border-radius:12px;padding:16px;margin-top:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{font-size:1.15rem;margin:0 0 12px}ol,ul{list-style:none;margin:0;padding:0}
.match{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;padding:10px 0;border-top:1px solid #e3e7eb}.match:first-child{border-top:0}
.when{min-width:9.5em;font-weight:600;color:#0b5d3b}.teams{display:flex;align-items:center;gap:6px;flex:1 1 14em;font-weight:600;color:inherit;text-decoration:none}
.pair{display:flex;align-items:center;gap:6px;flex-wrap:wrap}.team{display:inline-flex;align-items:center;gap:6px}
.teams img{width:24px;height:24px;object-fit:contain}.comp{flex-basis:100%;color:#5b6670;font-size:.875rem}
.off{color:#a3231f;font-weight:600}.off-row .teams{text-decoration:line-through}
.hours li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-top:1px solid #e3e7eb}.hours li:first-child{border-top:0}
.today{font-weight:700}.note{color:#5b6670;font-size:.875rem}.closed-banner{margin-top:12px;background:#a3231f;color:#fff;padding:8px 12px;border-radius:8px;font-weight:700;display:inline-block}
.league{padding:8px 0;border-top:1px solid #e3e7eb}.league:first-child{border-top:0}.league p{margin:2px 0}.league .join{font-weight:700}.prize{color:#0b5d3b;font-weight:600;overflow-wrap:anywhere}
.brand{display:flex;align-items:center;gap:12px}.logo{flex:none;border-radius:8px;background:#fff;object-fit:contain}
.photos{display:flex;gap:8px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:4px}.photos li{flex:none;scroll-snap-align:start}
.photos img{display:block;width:240px;height:180px;object-fit:cover;border-radius:8px;background:#e3e7eb}
.ics{font-size:.875rem}.contacts{display:flex;flex-wrap:wrap;gap:4px 16px}.all{max-width:720px;margin:16px auto;padding:0 16px}.facts li{padding:4px 0}a{color:#0b5d3b}.cal{display:inline-block;margin-top:12px;font-weight:600}
${SHARED_STYLE}`;

function intervalsText(intervals: readonly HoursInterval[], closed: string): string {
  return intervals.length === 0 ? closed : intervals.map((iv) => `${iv.opens}–${iv.closes}`).join(', ');
}

function BroadcastItem({ b, input }: { b: PublicBroadcast; input: BarPageProps }): ReactElement {
  const t = PUBLIC_TEXTS[input.lang];
  const off = calledOff(b.status, input.lang);
  const match = { id: b.matchId, homeTeam: b.homeTeam, awayTeam: b.awayTeam };
  return h(
    'li',
    { className: off ? 'match off-row' : 'match' },
    h(FanTime, { className: 'when', at: b.kickOff, zone: input.timeZone, style: 'dayTime', lang: input.lang }),
    h('a', { className: 'teams', href: withLang(matchPath(match), input.chosenLang) }, h(TeamPair, { match: b })),
    off ? h('span', { className: 'off' }, off) : null,
    b.competitionName ? h('span', { className: 'comp' }, b.competitionName) : null,
    off === t.cancelled
      ? null
      : h('a', { className: 'ics', href: matchCalendarPath(input.bar.slug, b.matchId) }, t.addMatch),
    stillToPlay(b.status)
      ? h(
          'a',
          { className: 'ics book', href: withLang(bookPath(input.bar.slug, b.matchId), input.chosenLang) },
          input.bar.takesBookings ? t.bookTable : t.going,
        )
      : null,
  );
}

/** The week's opening hours from today, today first and bold. */
function HoursList({ input }: { input: BarPageProps }): ReactElement {
  const { lang } = input;
  const t = PUBLIC_TEXTS[lang];
  return h(
    'ul',
    { className: 'hours' },
    weekFrom(input.bar.openingHours, input.today).map((day, i) =>
      h(
        'li',
        { key: day.date, className: i === 0 ? 'today' : undefined },
        h(
          'span',
          null,
          i === 0 ? `${t.today} · ${formatDate(day.date, 'EEEE', lang)}` : formatDate(day.date, 'EEEE d MMM', lang),
          day.special ? group(' ', h('span', { className: 'note' }, `(${t.specialHours})`)) : null,
        ),
        h('span', null, intervalsText(day.intervals, t.closed)),
      ),
    ),
  );
}

/**
 * The bar's photos in the owner's order, a row a fan swipes; each the copy its 240 pixels need, loaded as it nears the
 * screen.
 */
function Photos({ bar, lang }: { bar: PublicBar; lang: PublicLanguage }): ReactElement {
  const t = PUBLIC_TEXTS[lang];
  return h(
    'section',
    { 'aria-labelledby': 'photos' },
    h('h2', { id: 'photos' }, t.photos),
    h(
      'ul',
      { className: 'photos' },
      bar.photos.map((url, i) =>
        h(
          'li',
          { key: url },
          h('img', {
            src: `${url}?w=${PICTURE_WIDTHS[1]}`,
            srcSet: mediaSrcSet(url, PICTURE_WIDTHS),
            sizes: '240px',
            alt: t.photoOf(bar.name, i + 1),
            width: 240,
            height: 180,
            loading: i < 2 ? 'eager' : 'lazy',
            decoding: 'async',
          }),
        ),
      ),
    ),
  );
}

/**
 * The public page of an accepted bar: plain HTML, one small inline style sheet and the
 * fans' pages' one small script (kick-offs in the fan's zone), so it works without JavaScript and loads
 * at once on a phone.
 */
export function BarPage(input: BarPageProps): ReactElement {
  const { bar, lang } = input;
  const t = PUBLIC_TEXTS[lang];
  const description = t.description(bar.name, bar.city);
  const closedNow = bar.openingHours.temporarilyClosed;
  const v = bar.viewing;
  const facts = [
    `${t.screens(v.screens)}${t.comma}${t.soundZones(v.soundZones)}`,
    v.bigScreen ? t.bigScreen : '',
    v.outdoorScreen ? t.outdoorScreen : '',
    v.capacity ? t.capacity(v.capacity) : '',
  ].filter(Boolean);
  const located = bar.latitude !== null && bar.longitude !== null;
  // A link only to a web address (the contract's website rule; typed without a scheme, https is meant).
  const safeWebsite = looksLikeUrl(bar.website)
    ? /^https?:\/\//i.test(bar.website)
      ? bar.website
      : `https://${bar.website}`
    : '';
  const { origin } = new URL(input.pageUrl);
  // schema.org BarOrPub: what a search engine shows of the bar (address, position, the opening hours
  // the page shows); no email; the phone and website only as the page shows them (the owner's consent).
  const jsonLd = {
    '@type': 'BarOrPub',
    name: bar.name,
    url: input.pageUrl,
    description,
    ...(bar.phone ? { telephone: bar.phone } : {}),
    ...(bar.logo ? { logo: `${origin}${bar.logo}` } : {}),
    ...(bar.photos.length > 0 ? { image: bar.photos.map((url) => `${origin}${url}`) } : {}),
    ...(safeWebsite ? { sameAs: safeWebsite } : {}),
    address: postalAddress({
      street: [bar.street, bar.number].filter(Boolean).join(' '),
      postalCode: bar.postalCode,
      city: bar.city,
      region: bar.state,
      country: bar.country,
    }),
    ...(located
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: bar.latitude, longitude: bar.longitude },
          hasMap: mapUrl(bar.latitude!, bar.longitude!),
        }
      : {}),
    ...(closedNow ? {} : { openingHoursSpecification: openingHoursSpecification(bar.openingHours) }),
  };
  return h(PublicDocument, {
    lang,
    head: [
      ...pageHeadTags({
        lang,
        title: `${bar.name} – ${bar.city}`,
        shareTitle: bar.name,
        description,
        canonicalUrl: input.pageUrl,
        extra: h('link', { rel: 'alternate', type: 'text/calendar', href: input.calendarUrl }),
      }),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
      h(JsonLd, { data: jsonLd }),
    ],
    body: [
      h(
        'header',
        null,
        h(LanguagePicker, { lang, label: t.language }),
        h('div', { className: 'brand' }, h(BarLogo, { url: bar.logo, size: 56 }), h('h1', null, bar.name)),
        h('p', null, addressLine(bar)),
        bar.phone || safeWebsite
          ? h(
              'p',
              { className: 'contacts' },
              bar.phone ? h('a', { href: `tel:${bar.phone.replace(/[^\d+]/g, '')}` }, bar.phone) : null,
              safeWebsite ? h('a', { href: safeWebsite, rel: 'noopener' }, t.website) : null,
            )
          : null,
        located
          ? h(MapOnDemand, { latitude: bar.latitude!, longitude: bar.longitude!, label: t.map, place: bar.name })
          : null,
        closedNow ? h('p', { className: 'closed-banner' }, t.temporarilyClosed) : null,
        h(ShareButton, { lang }),
      ),
      h(
        'main',
        null,
        bar.photos.length > 0 ? h(Photos, { bar, lang }) : null,
        h(
          'section',
          { 'aria-labelledby': 'matches' },
          h('h2', { id: 'matches' }, t.broadcasts),
          input.broadcasts.length > 0
            ? h(
                'ol',
                null,
                input.broadcasts.map((b) => h(BroadcastItem, { key: b.matchId, b, input })),
              )
            : h('p', null, t.noBroadcasts),
          h(ZoneNote, { zone: input.timeZone, lang, sentence: t.timesIn }),
          h('a', { className: 'cal', href: input.calendarUrl }, t.calendar),
        ),
        input.leagues.length > 0
          ? h(
              'section',
              { 'aria-labelledby': 'leagues' },
              h('h2', { id: 'leagues' }, t.leaguesTitle),
              h(
                'ul',
                null,
                input.leagues.map((l) =>
                  h(
                    'li',
                    { key: l.code, className: 'league' },
                    h('p', null, h('bdi', null, l.name), ' · ', h('bdi', null, l.championshipName)),
                    l.housePrize ? h('p', { className: 'prize' }, t.housePrize(l.housePrize)) : null,
                    h(
                      'p',
                      null,
                      h(
                        'a',
                        { className: 'join', href: withLang(joinLeaguePath(l.code), input.chosenLang) },
                        t.leagueJoin,
                      ),
                    ),
                  ),
                ),
              ),
            )
          : null,
        h(
          'section',
          { 'aria-labelledby': 'hours' },
          h('h2', { id: 'hours' }, t.hours),
          closedNow ? h('p', { className: 'off' }, t.temporarilyClosed) : h(HoursList, { input }),
        ),
        h(
          'section',
          { 'aria-labelledby': 'viewing' },
          h('h2', { id: 'viewing' }, t.viewing),
          h(
            'ul',
            { className: 'facts' },
            facts.map((fact) => h('li', { key: fact }, fact)),
          ),
        ),
      ),
      h('p', { className: 'note all' }, h('a', { href: withLang('/watch', input.chosenLang) }, t.allMatches)),
      h('script', { src: NEAR_ME_SCRIPT_PATH, defer: true }),
    ],
  });
}

import type { HoursInterval } from '@app/contract/bar-profile';
import { weekFrom } from '@app/contract/opening-hours';
import { escapeHtml as e } from './html.ts';
import { jsonLdScript, mapUrl, postalAddress } from './json-ld.ts';
import { directionOf, formatDate, formatInZone } from './public-locale.ts';
import { languageLinks, pageHeadTags } from './page-head.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import { addressLine, type PublicBar, type PublicBroadcast } from './public-bar-repository.ts';

export type BarPageInput = {
  bar: PublicBar;
  broadcasts: PublicBroadcast[];
  lang: PublicLanguage;
  /** The bar's local date today 'YYYY-MM-DD'. */
  today: string;
  pageUrl: string;
  calendarUrl: string;
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b1f24;background:#f4f6f8}
header{background:#0b5d3b;color:#fff;padding:24px 16px}header p{margin:4px 0 0;opacity:.9}header a{color:#fff}h1{margin:0;font-size:1.75rem;line-height:1.2}
main{max-width:720px;margin:0 auto;padding:8px 16px 32px}section{background:#fff;border-radius:12px;padding:16px;margin-top:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{font-size:1.15rem;margin:0 0 12px}ol,ul{list-style:none;margin:0;padding:0}
.match{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;padding:10px 0;border-top:1px solid #e3e7eb}.match:first-child{border-top:0}
.when{min-width:8.5em;font-weight:600;color:#0b5d3b}.teams{display:flex;align-items:center;gap:6px;flex:1 1 14em;font-weight:600}
.teams img{width:24px;height:24px;object-fit:contain}.comp{flex-basis:100%;color:#5b6670;font-size:.875rem}
.off{color:#a3231f;font-weight:600}.off-row .teams{text-decoration:line-through}
.hours li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-top:1px solid #e3e7eb}.hours li:first-child{border-top:0}
.today{font-weight:700}.note{color:#5b6670;font-size:.875rem}.closed-banner{margin-top:12px;background:#a3231f;color:#fff;padding:8px 12px;border-radius:8px;font-weight:700;display:inline-block}
.facts li{padding:4px 0}a{color:#0b5d3b}.cal{display:inline-block;margin-top:12px;font-weight:600}
footer{max-width:720px;margin:0 auto;padding:0 16px 24px;font-size:.875rem;color:#5b6670}footer a{margin-inline-end:12px}
`;

function intervalsText(intervals: readonly HoursInterval[], closed: string): string {
  return intervals.length === 0 ? closed : intervals.map((iv) => `${iv.opens}–${iv.closes}`).join(', ');
}

function emblem(url: string): string {
  // Only our own stored images (/api/media/…): width and height keep the layout still while they load.
  if (!url.startsWith('/api/media/')) return '';
  return `<img src="${e(url)}" alt="" width="24" height="24" loading="lazy" decoding="async">`;
}

function broadcastItem(b: PublicBroadcast, input: BarPageInput): string {
  const t = PUBLIC_TEXTS[input.lang];
  const tz = input.bar.timeZone;
  const when = `${formatInZone(b.kickOff, tz, 'EEE d MMM', input.lang)} · ${formatInZone(b.kickOff, tz, 'HH:mm', input.lang)}`;
  const off = b.status === 'CANC' ? t.cancelled : b.status === 'POSTP' ? t.postponed : '';
  return `<li class="match${off ? ' off-row' : ''}"><time class="when" datetime="${b.kickOff.toISOString()}">${e(when)}</time>`
    + `<span class="teams">${emblem(b.homeTeamEmblemUrl)}<span>${e(b.homeTeam)} – ${e(b.awayTeam)}</span>${emblem(b.awayTeamEmblemUrl)}</span>`
    + (off ? `<span class="off">${e(off)}</span>` : '')
    + (b.competitionName ? `<span class="comp">${e(b.competitionName)}</span>` : '')
    + '</li>';
}

/**
 * The public page of an accepted bar (decision 027): plain HTML and one small inline style sheet, no
 * script, so it works without JavaScript and loads at once on a phone.
 */
export function renderBarPage(input: BarPageInput): string {
  const { bar, lang } = input;
  const t = PUBLIC_TEXTS[lang];
  const address = addressLine(bar);
  const description = t.description(bar.name, bar.city);
  const closedNow = bar.openingHours.temporarilyClosed;
  const week = weekFrom(bar.openingHours, input.today);
  const hours = week.map((day, i) => `<li${i === 0 ? ' class="today"' : ''}><span>${e(i === 0 ? `${t.today} · ${formatDate(day.date, 'EEEE', lang)}` : formatDate(day.date, 'EEEE d MMM', lang))}`
    + `${day.special ? ` <span class="note">(${e(t.specialHours)})</span>` : ''}</span><span>${e(intervalsText(day.intervals, t.closed))}</span></li>`).join('');
  const v = bar.viewing;
  const facts = [
    `${t.screens(v.screens)}, ${t.soundZones(v.soundZones)}`,
    v.bigScreen ? t.bigScreen : '', v.outdoorScreen ? t.outdoorScreen : '', v.capacity ? t.capacity(v.capacity) : '',
  ].filter(Boolean).map((f) => `<li>${e(f)}</li>`).join('');
  const matches = input.broadcasts.length > 0
    ? `<ol>${input.broadcasts.map((b) => broadcastItem(b, input)).join('')}</ol>`
    : `<p>${e(t.noBroadcasts)}</p>`;
  const located = bar.latitude !== null && bar.longitude !== null;
  const map = located ? `<p><a class="cal" href="${e(mapUrl(bar.latitude!, bar.longitude!))}">${e(t.map)}</a></p>` : '';
  // schema.org BarOrPub: what a search engine shows of the bar (address, position); no email, and no
  // phone or website while the page itself does not show them (decision 054).
  const jsonLd = jsonLdScript({
    '@type': 'BarOrPub', name: bar.name, url: input.pageUrl, description,
    address: postalAddress({ street: [bar.street, bar.number].filter(Boolean).join(' '), postalCode: bar.postalCode, city: bar.city, region: bar.state, country: bar.country }),
    ...(located ? { geo: { '@type': 'GeoCoordinates', latitude: bar.latitude, longitude: bar.longitude }, hasMap: mapUrl(bar.latitude!, bar.longitude!) } : {}),
  });
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head>
${pageHeadTags({
    lang, title: `${bar.name} – ${bar.city}`, shareTitle: bar.name, description, canonicalUrl: input.pageUrl,
    extra: `<link rel="alternate" type="text/calendar" href="${e(input.calendarUrl)}">`,
  })}
<style>${STYLE}</style>
${jsonLd}
</head>
<body>
<header><h1>${e(bar.name)}</h1><p>${e(address)}</p>${map}${closedNow ? `<p class="closed-banner">${e(t.temporarilyClosed)}</p>` : ''}</header>
<main>
<section aria-labelledby="matches"><h2 id="matches">${e(t.broadcasts)}</h2>${matches}<p class="note">${e(t.timesIn(bar.timeZone))}</p><a class="cal" href="${e(input.calendarUrl)}">${e(t.calendar)}</a></section>
<section aria-labelledby="hours"><h2 id="hours">${e(t.hours)}</h2>${closedNow ? `<p class="off">${e(t.temporarilyClosed)}</p>` : `<ul class="hours">${hours}</ul>`}</section>
<section aria-labelledby="viewing"><h2 id="viewing">${e(t.viewing)}</h2><ul class="facts">${facts}</ul></section>
</main>
<footer><nav>${languageLinks(lang)}</nav></footer>
</body>
</html>`;
}

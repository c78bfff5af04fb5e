import type { ReactElement } from 'react';
import { h, TeamPair } from './document.ts';
import { formatTime, isoInZone, zoneName } from './fan-time.ts';
import type { PublicBar, PublicBroadcast } from './page-data.ts';
import { PublicDocument, unlistedHeadTags } from './page-head.ts';
import { calledOff, PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import { withLang } from './watch-links.ts';

export type WidgetTheme = 'light' | 'dark';

export type WidgetProps = {
  bar: PublicBar;
  /** The coming week's broadcasts, kick-off first. */
  broadcasts: PublicBroadcast[];
  lang: PublicLanguage;
  theme: WidgetTheme;
  /** The bar's public page, opened in a new tab from the widget. */
  pageUrl: string;
};

const COLOURS: Record<WidgetTheme, string> = {
  light: 'color:#1b1f24;background:#fff;--accent:#0b5d3b;--muted:#5b6670;--line:#e3e7eb',
  dark: 'color:#eef1f4;background:#15191d;--accent:#7fd4a8;--muted:#a7b0b8;--line:#2c333a',
};

const styleOf = (theme: WidgetTheme) => `
*{box-sizing:border-box}html,body{margin:0}body{${COLOURS[theme]};font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;padding:12px 14px}
h1{margin:0 0 6px;font-size:1.05rem;color:var(--accent)}ol{list-style:none;margin:0;padding:0}
li{display:flex;flex-wrap:wrap;align-items:center;gap:2px 10px;padding:8px 0;border-top:1px solid var(--line)}li:first-child{border-top:0}
time{min-width:8.5em;font-weight:600;color:var(--accent);font-variant-numeric:tabular-nums}
.pair{display:flex;align-items:center;gap:6px;flex-wrap:wrap;font-weight:600;flex:1 1 12em}.team{display:inline-flex;align-items:center;gap:6px}
img{width:20px;height:20px;object-fit:contain}.comp{flex-basis:100%;color:var(--muted);font-size:.85rem}
.off{color:#d64541;font-weight:600}.off-row .pair{text-decoration:line-through}
p{margin:8px 0 0;color:var(--muted);font-size:.85rem}a{color:var(--accent);font-weight:600}
@media (max-width:480px){time{flex-basis:100%}}
`;

/**
 * What the bar shows in the coming week, as a page for an iframe on the bar's own website: plain
 * HTML and its style sheet, no script, kick-offs in the bar's zone (its site's visitors are its
 * neighbours), the bar's language and the site's light or dark look. The link opens the bar's
 * public page in a new tab, never inside the host's frame.
 */
export function WidgetPage(input: WidgetProps): ReactElement {
  const { bar, lang } = input;
  const t = PUBLIC_TEXTS[lang];
  const rows = input.broadcasts.map((b) => {
    const off = calledOff(b.status, lang);
    return h(
      'li',
      { key: b.matchId, className: off ? 'off-row' : undefined },
      h('time', { dateTime: isoInZone(b.kickOff, bar.timeZone) }, formatTime(b.kickOff, bar.timeZone, 'dayTime', lang)),
      h(TeamPair, { match: b }),
      off ? h('span', { className: 'off' }, off) : null,
      b.competitionName ? h('span', { className: 'comp' }, b.competitionName) : null,
    );
  });
  return h(PublicDocument, {
    lang,
    head: [
      ...unlistedHeadTags(`${t.posterTitle} – ${bar.name}`),
      h('style', { dangerouslySetInnerHTML: { __html: styleOf(input.theme) } }),
    ],
    body: [
      h('h1', null, t.posterTitle),
      rows.length > 0 ? h('ol', null, rows) : h('p', null, t.noBroadcasts),
      h('p', null, t.timesIn(zoneName(bar.timeZone, lang))),
      h('p', null, h('a', { href: withLang(input.pageUrl, lang), target: '_blank', rel: 'noopener' }, t.broadcasts)),
    ],
  });
}

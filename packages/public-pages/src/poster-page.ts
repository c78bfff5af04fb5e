import type { ReactElement } from 'react';
import { group, h } from './document.ts';
import { formatTime, zoneName } from './fan-time.ts';
import { formatDate } from './locale.ts';
import { addressLine, type PublicBar, type PublicBroadcast } from './page-data.ts';
import { PublicDocument, unlistedHeadTags } from './page-head.ts';
import { calledOff, PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';

export type PosterProps = {
  bar: PublicBar;
  broadcasts: PublicBroadcast[];
  lang: PublicLanguage;
  /** First and last local dates of the week shown. */
  from: string;
  to: string;
  pageUrl: string;
  /** The QR code to the public page, as an SVG document (the qrcode library's own output, no person's text in it). */
  qrSvg: string;
};

const STYLE = `
@page{size:A4 portrait;margin:12mm}
*{box-sizing:border-box}body{margin:0;font:14pt/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#111;background:#e9ecef}
.sheet{width:210mm;min-height:297mm;margin:16px auto;padding:14mm;background:#fff;display:flex;flex-direction:column;gap:8mm}
h1{margin:0;font-size:30pt;line-height:1.1;color:#0b5d3b}.sub{margin:2mm 0 0;font-size:13pt;color:#444}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:3mm 2mm;border-bottom:.4mm solid #ccd3d9;vertical-align:top}
th{font-size:11pt;color:#555;font-weight:600}td.when{white-space:nowrap;font-weight:700;color:#0b5d3b}td.game{font-weight:700;font-size:15pt}
td.comp{color:#555;font-size:11pt}.off td.game{text-decoration:line-through}
.foot{margin-top:auto;display:flex;align-items:center;gap:8mm}.qr{width:42mm;height:42mm;flex:none}.qr svg{width:100%;height:100%}
.foot p{margin:0;font-size:13pt}.url{font-size:10pt;color:#444;word-break:break-all}

td.game,td.comp{overflow-wrap:anywhere}
@media screen and (max-width:800px){.sheet{width:auto;min-height:0;margin:0;padding:16px}h1{font-size:22pt}.foot{flex-direction:column;align-items:flex-start}}
@media screen and (max-width:600px){table,tbody,tr,td{display:block}tr{padding:2.5mm 0;border-bottom:.4mm solid #ccd3d9}td{border:0;padding:.5mm 0}td.when{white-space:normal}}
@media print{body{background:#fff}.sheet{margin:0;width:auto;min-height:calc(297mm - 24mm);padding:0}}
`;

/**
 * The printable A4 poster of a week's broadcasts, with a QR code to the public page,
 * its kick-offs in the bar's zone (the poster hangs in the bar).
 * Print styles only; no script (the browser's own print command prints it). On a phone each row
 * reads as lines (kick-off, match, competition), so the competition is never pushed past the
 * screen's edge.
 */
export function PosterPage(input: PosterProps): ReactElement {
  const { bar, lang } = input;
  const t = PUBLIC_TEXTS[lang];
  const rows = input.broadcasts.map((b) => {
    const off = calledOff(b.status, lang);
    return h(
      'tr',
      { key: b.matchId, className: off ? 'off' : undefined },
      h('td', { className: 'when' }, formatTime(b.kickOff, bar.timeZone, 'dayTime', lang)),
      h(
        'td',
        { className: 'game' },
        `${b.homeTeam} – ${b.awayTeam}`,
        off ? group(' ', h('span', null, `(${off})`)) : null,
      ),
      h('td', { className: 'comp' }, b.competitionName),
    );
  });
  const week = t.week(formatDate(input.from, 'd MMM', lang), formatDate(input.to, 'd MMM yyyy', lang));
  return h(PublicDocument, {
    lang,
    head: [
      ...unlistedHeadTags(`${t.posterTitle} – ${bar.name}`),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ],
    body: [
      h(
        'div',
        { className: 'sheet' },
        h(
          'div',
          null,
          h('h1', null, t.posterTitle),
          h('p', { className: 'sub' }, `${bar.name} · ${addressLine(bar)}`),
          h('p', { className: 'sub' }, `${week} · ${t.timesIn(zoneName(bar.timeZone, lang))}`),
        ),
        rows.length > 0 ? h('table', null, h('tbody', null, rows)) : h('p', null, t.noBroadcasts),
        h(
          'div',
          { className: 'foot' },
          h('div', {
            className: 'qr',
            role: 'img',
            'aria-label': 'QR',
            dangerouslySetInnerHTML: { __html: input.qrSvg },
          }),
          h('div', null, h('p', null, t.posterScan), h('p', { className: 'url' }, input.pageUrl)),
        ),
      ),
    ],
  });
}

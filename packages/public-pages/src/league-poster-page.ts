import type { ReactElement } from 'react';
import { h } from './document.ts';
import type { PublicBar, PublicBarLeague } from './page-data.ts';
import { PublicDocument } from './page-head.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';

export type LeaguePosterProps = {
  bar: PublicBar;
  league: PublicBarLeague;
  lang: PublicLanguage;
  /** The league's invite link, whole (the QR code's text). */
  joinUrl: string;
  /** The QR code to the invite link, as an SVG document (the qrcode library's own output, no person's text in it). */
  qrSvg: string;
};

const STYLE = `
@page{size:A4 portrait;margin:12mm}
*{box-sizing:border-box}body{margin:0;font:14pt/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#111;background:#e9ecef}
.sheet{width:210mm;min-height:297mm;margin:16px auto;padding:14mm;background:#fff;display:flex;flex-direction:column;align-items:center;text-align:center;gap:8mm}
h1{margin:0;font-size:30pt;line-height:1.1;color:#0b5d3b;overflow-wrap:anywhere}.sub{margin:2mm 0 0;font-size:14pt;color:#444;overflow-wrap:anywhere}
.call{margin:0;font-size:22pt;font-weight:700}.prize{margin:0;font-size:18pt;font-weight:700;color:#0b5d3b;overflow-wrap:anywhere}
.qr{width:90mm;height:90mm}.qr svg{width:100%;height:100%}
.url{margin:0;font-size:12pt;color:#444;word-break:break-all}.code{margin:0;font-size:18pt;font-weight:700;letter-spacing:.1em}
@media screen and (max-width:800px){.sheet{width:auto;min-height:0;margin:0;padding:16px}h1{font-size:22pt}.qr{width:70vw;height:70vw}}
@media print{body{background:#fff}.sheet{margin:0;width:auto;min-height:calc(297mm - 24mm);padding:0}}
`;

/**
 * The printable A4 poster of a bar's league: its name, the bar's house prize, and
 * its invite link as a QR code, written out under it with its code. Print styles only; no script
 * (the browser's own print command prints it). Every typed text is React's escaped text.
 */
export function LeaguePosterPage(input: LeaguePosterProps): ReactElement {
  const { bar, league, lang } = input;
  const t = PUBLIC_TEXTS[lang];
  return h(PublicDocument, {
    lang,
    head: [
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex' }),
      h('title', null, `${league.name} – ${bar.name}`),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ],
    body: [
      h(
        'div',
        { className: 'sheet' },
        h(
          'div',
          null,
          h('h1', null, h('bdi', null, league.name)),
          h('p', { className: 'sub' }, h('bdi', null, bar.name), ' · ', h('bdi', null, league.championshipName)),
        ),
        h('p', { className: 'call' }, t.leagueJoin),
        league.housePrize ? h('p', { className: 'prize' }, t.housePrize(league.housePrize)) : null,
        h('div', {
          className: 'qr',
          role: 'img',
          'aria-label': 'QR',
          dangerouslySetInnerHTML: { __html: input.qrSvg },
        }),
        h('p', null, t.leagueScan),
        h('p', { className: 'url' }, input.joinUrl),
        h('p', { className: 'code' }, t.leagueCode(league.code)),
      ),
    ],
  });
}

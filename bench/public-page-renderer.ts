/**
 * What React's server renderer would cost the fans' public pages (decision 076): the /watch/{id}
 * page of 20 and of 100 bars written by its template (render-match-page.ts) against the same
 * elements rendered by `renderToStaticMarkup` (the template's own output read once into a React
 * element tree, so both write the same DOM). Plain elements, no MUI and no styles engine: the floor
 * of a port. Median of 9 rounds of 200 pages each, one process; prints ms a page and the ratio.
 * `node bench/public-page-renderer.ts`.
 */
import type { ReactNode } from 'react';
import { renderMatchPage, type MatchPageInput } from '../apps/server/src/services/public-matches/render-match-page.ts';

// React's production build, as the server's console bundle runs it (vite.config.ts): the development
// build checks every element and warns. Set before React is first loaded.
process.env['NODE_ENV'] = 'production';
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');

const VOID = new Set(['meta', 'link', 'input', 'img', 'br', 'hr', 'source']);
const RAW = new Set(['style', 'script']);
const ATTRIBUTE_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', maxlength: 'maxLength', autocomplete: 'autoComplete', charset: 'charSet', crossorigin: 'crossOrigin', hreflang: 'hrefLang', 'http-equiv': 'httpEquiv', datetime: 'dateTime', value: 'defaultValue' };
const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The template's HTML (its own output: well formed, attributes quoted) as React elements. */
function toElements(html: string): ReactNode[] {
  const root: { children: ReactNode[] } = { children: [] };
  const stack: { tag: string; props: Record<string, unknown>; children: ReactNode[] }[] = [];
  const top = () => stack.at(-1) ?? root;
  const tokens = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-z0-9]+)>|<([a-z0-9]+)((?:\s+[a-z-:]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/gi;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    const [token, closing, opening, attributes, text] = match;
    if (text !== undefined) { top().children.push(decode(text)); continue; }
    if (closing) {
      const done = stack.pop()!;
      top().children.push(createElement(done.tag, { key: top().children.length, ...done.props }, ...done.children));
      continue;
    }
    if (!opening) continue;
    const tag = opening.toLowerCase();
    const props: Record<string, unknown> = {};
    for (const [, name, value] of (attributes ?? '').matchAll(/([a-z-:]+)(?:="([^"]*)")?/gi)) props[ATTRIBUTE_NAMES[name!] ?? name!] = value === undefined ? true : decode(value);
    if (RAW.has(tag)) {
      const end = html.indexOf(`</${tag}>`, tokens.lastIndex);
      props['dangerouslySetInnerHTML'] = { __html: html.slice(tokens.lastIndex, end) };
      tokens.lastIndex = end + tag.length + 3;
      top().children.push(createElement(tag, { key: top().children.length, ...props }));
    } else if (VOID.has(tag) || token.endsWith('/>')) {
      top().children.push(createElement(tag, { key: top().children.length, ...props }));
    } else {
      stack.push({ tag, props, children: [] });
    }
  }
  return root.children;
}

function input(bars: number): MatchPageInput {
  return {
    lang: 'en', publicUrl: 'https://example.com', timeZone: 'Europe/Paris', query: { city: 'Paris', tz: 'Europe/Paris' }, page: 0, pageSize: bars, total: bars * 3,
    match: { id: '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10', homeTeam: 'Paris Saint-Germain', awayTeam: 'Olympique de Marseille', homeTeamEmblemUrl: '', awayTeamEmblemUrl: '', competitionName: 'Ligue 1', kickOff: new Date('2026-12-05T20:00:00Z'), status: 'TIMED', phase: 'future', barCount: bars * 3 },
    bars: Array.from({ length: bars }, (_, i) => ({
      slug: `bar-${i}`, name: `Le Bar <${i}> & Co`, city: 'Paris', country: 'FR', screens: 1 + (i % 4), soundZones: 1, bigScreen: i % 2 === 0, outdoorScreen: i % 3 === 0,
      withSound: i % 2 === 1, latitude: 48.85 + i / 1000, longitude: 2.35, distanceKm: i / 3, timeZone: 'Europe/Paris',
    })),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function msPerPage(render: () => string): number {
  const rounds: number[] = [];
  for (let round = 0; round < 9; round++) {
    const started = performance.now();
    for (let i = 0; i < 200; i++) render();
    rounds.push((performance.now() - started) / 200);
  }
  return median(rounds);
}

process.stdout.write('The fans\' /watch/{id} written by its template against React\'s renderToStaticMarkup of the same elements (decision 076)\n');
process.stdout.write(`  ${'bars'.padEnd(6)}${'template ms'.padStart(13)}${'React ms'.padStart(10)}${'ratio'.padStart(8)}${'kB'.padStart(6)}\n`);
for (const bars of [20, 100]) {
  const page = input(bars);
  const html = renderMatchPage(page);
  const body = html.slice(html.indexOf('<html'));
  const tree = toElements(body);
  const react = () => renderToStaticMarkup(createElement('div', null, ...tree));
  const template = msPerPage(() => renderMatchPage(page));
  const reactMs = msPerPage(react);
  process.stdout.write(`  ${String(bars).padEnd(6)}${template.toFixed(3).padStart(13)}${reactMs.toFixed(3).padStart(10)}${(reactMs / template).toFixed(1).padStart(8)}${(html.length / 1000).toFixed(1).padStart(6)}\n`);
}

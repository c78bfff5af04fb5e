import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hashOfMediaUrl, ICON_WIDTHS, mediaSrcSet } from '@app/contract/media-url';

/**
 * The public pages are plain React elements written with `createElement` (the server runs its
 * TypeScript by type stripping, which reads no JSX), rendered whole on the server, never hydrated:
 * no script of React's reaches the fan.
 */
export const h = createElement;

/** Elements side by side, in the order written (a fixed list: no keys). */
export const group = (...children: ReactNode[]): ReactElement => h(Fragment, null, ...children);

/** A page's element as the document the server sends. */
export function renderDocument(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

/** A team's emblem when it is one of our stored images (/api/media/…), sized so the layout stays still. */
function Emblem({ url }: { url: string }): ReactElement | null {
  if (!url.startsWith('/api/media/')) return null;
  return h('img', { src: url, alt: '', width: 24, height: 24, loading: 'lazy', decoding: 'async' });
}

/**
 * A bar's logo beside its name (decorative: the name is written next to it), at `size` CSS pixels, the copy the screen
 * needs.
 */
export function BarLogo({ url, size }: { url: string | null; size: number }): ReactElement | null {
  if (!url || !hashOfMediaUrl(url)) return null;
  return h('img', {
    className: 'logo',
    src: `${url}?w=${ICON_WIDTHS.find((w) => w >= size * 2) ?? ICON_WIDTHS[ICON_WIDTHS.length - 1]}`,
    srcSet: mediaSrcSet(url, ICON_WIDTHS),
    sizes: `${size}px`,
    alt: '',
    width: size,
    height: size,
    decoding: 'async',
  });
}

type Pair = { homeTeam: string; awayTeam: string; homeTeamEmblemUrl: string; awayTeamEmblemUrl: string };

/**
 * The two teams as a pair, each crest beside its own name and home first in reading order: a
 * right-to-left page mirrors the pair as a whole (home on the right), never the crests alone.
 */
export function TeamPair({ match }: { match: Pair }): ReactElement {
  return h(
    'span',
    { className: 'pair' },
    h('span', { className: 'team' }, h(Emblem, { url: match.homeTeamEmblemUrl }), h('bdi', null, match.homeTeam)),
    match.awayTeam
      ? group(
          h('span', null, ' – '),
          h('span', { className: 'team' }, h('bdi', null, match.awayTeam), h(Emblem, { url: match.awayTeamEmblemUrl })),
        )
      : null,
  );
}

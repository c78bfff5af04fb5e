import type { ReactElement } from 'react';
import { h } from './document.ts';
import { mapUrl } from './json-ld.ts';

/** Where a page may frame its maps from (the answer's Content-Security-Policy names it, routes.ts's `framesMaps`). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** OpenStreetMap's embeddable map of a few streets around a place, with its marker. */
function mapEmbedUrl(latitude: number, longitude: number): string {
  const box = [longitude - 0.006, latitude - 0.003, longitude + 0.006, latitude + 0.003].map((n) => n.toFixed(5));
  return `${MAP_FRAME_ORIGIN}/export/embed.html?bbox=${box.join('%2C')}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

/**
 * A small map the fan opens: closed, the page asks nothing of the map's server (a lazy frame in a
 * closed <details> is not loaded), so the page weighs what it did; open, the frame loads, and the
 * link under it opens the full map. No script: the browser opens and closes it.
 */
export function MapOnDemand({
  latitude,
  longitude,
  label,
  place,
}: {
  latitude: number;
  longitude: number;
  label: string;
  place: string;
}): ReactElement {
  return h(
    'details',
    { className: 'map' },
    h('summary', null, label),
    h('iframe', {
      title: `${label}: ${place}`,
      src: mapEmbedUrl(latitude, longitude),
      loading: 'lazy',
      referrerPolicy: 'no-referrer',
    }),
    h('a', { href: mapUrl(latitude, longitude), rel: 'noopener' }, 'openstreetmap.org'),
  );
}

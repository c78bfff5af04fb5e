import type { ReactElement } from 'react';
import type { OpeningHours } from '@app/contract/bar-profile';
import { WEEKDAYS } from '@app/contract/weekdays';
import { h } from './document.ts';

/**
 * A schema.org JSON-LD block for a public page. JSON.stringify leaves `<` as it is, and `</script>`
 * in a name would end the block and start markup: `<`, `>` and `&` are written as \u escapes (still
 * the same JSON text), and so are the two line separators JavaScript once refused in strings. React
 * writes a script's text as it is given, so this escaping is the block's only one.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }): ReactElement {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: json } });
}

/** A schema.org PostalAddress, without empty parts. */
export function postalAddress(parts: {
  street?: string;
  postalCode?: string;
  city: string;
  region?: string;
  country: string;
}): Record<string, string> {
  const entries = Object.entries({
    '@type': 'PostalAddress',
    streetAddress: parts.street,
    postalCode: parts.postalCode,
    addressLocality: parts.city,
    addressRegion: parts.region,
    addressCountry: parts.country,
  }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return Object.fromEntries(entries);
}

/** https://www.openstreetmap.org/ centred on a place, with its marker. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/**
 * schema.org OpeningHoursSpecification of the hours the bar's page shows, in the bar's local time: each
 * weekly interval on its weekday, and each special date (a day closed: opens and closes at 00:00).
 */
export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  const day = (name: string) => `https://schema.org/${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const weekly = WEEKDAYS.flatMap((weekday) =>
    hours.weekly[weekday].map((iv) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: day(weekday),
      opens: iv.opens,
      closes: iv.closes,
    })),
  );
  const special = hours.special.flatMap((date) =>
    (date.intervals.length === 0 ? [{ opens: '00:00', closes: '00:00' }] : date.intervals).map((iv) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: date.date,
      validThrough: date.date,
      opens: iv.opens,
      closes: iv.closes,
    })),
  );
  return [...weekly, ...special];
}

import type { ReactElement } from 'react';
import { group, h } from './document.ts';

type SearchQuery = { city?: string | undefined; tz?: string | undefined; lang?: string | undefined };

/** A fans' search form's city field, filled with the city searched. */
export function CityField({ label, query }: { label: string; query: SearchQuery }): ReactElement {
  return h(
    'label',
    null,
    label,
    h('input', {
      type: 'text',
      name: 'city',
      maxLength: 100,
      autoComplete: 'address-level2',
      defaultValue: query.city ?? '',
    }),
  );
}

/** What a search keeps of the reader without asking: their zone (the pages' script fills it) and a chosen language. */
export function ReaderFields({ query }: { query: SearchQuery }): ReactElement {
  return group(
    h('input', { type: 'hidden', name: 'tz', value: query.tz ?? '' }),
    query.lang ? h('input', { type: 'hidden', name: 'lang', value: query.lang }) : null,
  );
}

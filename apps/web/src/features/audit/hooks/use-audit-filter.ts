import { useMemo } from 'react';
import { addDays, isValid, parseISO, startOfDay } from 'date-fns';
import { uuidSchema } from '@app/contract/common';
import { auditEntityKindSchema, type AuditEntityKind } from '@app/contract/audit';
import { readFilter, type CollectionFilterConfig } from '../../../lib/collection/collection-filter.ts';
import { useCollectionFilter } from '../../../lib/collection/use-collection-filter.ts';
import { useSearchBox } from '../../../lib/collection/use-search-box.ts';
import type { AuditFilters } from '../../../components/audit/audit-query.ts';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v));

/**
 * The log's filters in the address: the person, the record kind, the days (from and to, both
 * included) as facets, and the record id as the list's search text (typed, so debounced). Paging
 * follows the server's cursor, so there is no page number here.
 */
const CONFIG: CollectionFilterConfig<'all'> = {
  folders: ['all'],
  defaultFolder: 'all',
  pageSizes: [50],
  defaultPageSize: 50,
  searchKeepsLabel: false,
  facets: {
    actor: (v) => uuidSchema.safeParse(v).success,
    kind: (v) => auditEntityKindSchema.safeParse(v).success,
    from: isDay,
    to: isDay,
    // Language changes are preferences: listed only when asked for.
    preferences: (v) => v === '1',
  },
};

/** A day's start in the browser's time zone, as the instant the server compares with. */
const dayStart = (day: string, plusDays = 0) => addDays(startOfDay(parseISO(day)), plusDays).toISOString();

type Facets = {
  actor?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  preferences?: string | undefined;
};
const filtersOf = (entityId: string, { actor, kind, from, to, preferences }: Facets): AuditFilters => ({
  ...(actor ? { actorId: actor } : {}),
  ...(kind ? { entityKind: kind as AuditEntityKind } : {}),
  ...(entityId ? { entityId } : {}),
  ...(from ? { from: dayStart(from) } : {}),
  ...(to ? { to: dayStart(to, 1) } : {}),
  ...(preferences ? { preferences: 'true' as const } : {}),
});

/** The API's filters for an address (the page's route loader asks them before the page renders). */
export const auditFiltersOfAddress = (params: URLSearchParams): AuditFilters => {
  const { query, facets } = readFilter(params, CONFIG);
  return filtersOf(query, facets);
};

export function useAuditFilter() {
  const state = useCollectionFilter(CONFIG);
  const searchBox = useSearchBox(state.filter.query, state.search);
  const { query: entityId, facets } = state.filter;
  const { actor, kind, from, to, preferences } = facets;
  const filters = useMemo(
    () => filtersOf(entityId, { actor, kind, from, to, preferences }),
    [actor, kind, entityId, from, to, preferences],
  );
  return {
    filters,
    actorId: actor ?? null,
    setActor: (id: string | null) => state.setFacet('actor', id),
    kind: (kind ?? null) as AuditEntityKind | null,
    setKind: (value: AuditEntityKind | null) => state.setFacet('kind', value),
    from: from ?? '',
    setFrom: (day: string) => state.setFacet('from', day),
    to: to ?? '',
    setTo: (day: string) => state.setFacet('to', day),
    preferences: preferences === '1',
    setPreferences: (on: boolean) => state.setFacet('preferences', on ? '1' : null),
    entityInput: searchBox.text,
    searchEntity: searchBox.change,
    active: Object.keys(filters).length > 0,
  };
}

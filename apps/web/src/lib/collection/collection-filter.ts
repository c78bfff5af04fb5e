// zod's own pattern for the contract's uuidSchema, without building a schema at start-up.
import { regexes } from 'zod/v4/core';

/**
 * One filter model for every curated list (bars admin, matches admin, the owner's matches): a
 * folder, a label or a competition, a search text, and paging. The rules are docs/product.md §4's:
 * typed text clears the folder (and the competition), unless the list searches inside its folders
 * (`searchFolders`); choosing a folder, a label or a competition clears the others and the search;
 * clearing the text returns to the default folder.
 */
export type CollectionFilter<F extends string> = {
  folder: F | null;
  label: string | null;
  competition: string | null;
  query: string;
  page: number;
  pageSize: number;
  /**
   * Independent filters a list adds by name (the users' role and state, the audit log's person and
   * dates): kept through every other move, a change of one starts at page 0. Only valid values count.
   */
  facets: Readonly<Record<string, string>>;
};

export type CollectionFilterConfig<F extends string> = {
  folders: readonly F[];
  defaultFolder: F;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The bars admin searches inside the chosen label; the match lists clear it. */
  searchKeepsLabel: boolean;
  /**
   * The folders a search stays in (the match lists search the folder shown as chosen, Future by
   * default); from any other, a search is over the whole list.
   */
  searchFolders?: readonly F[];
  /** The address's name of the folder ('status' on the owner's list, whose links predate this). */
  folderParam?: string;
  /** The list's facets by address name, each with its check of a value (anything else is dropped). */
  facets?: Readonly<Record<string, (value: string) => boolean>>;
  /** Parameters of the list's own that every move keeps (the owner's Broadcasting filter). */
  keepParams?: readonly string[];
};

type Move =
  | { type: 'search'; text: string }
  | { type: 'folder'; folder: string }
  | { type: 'label'; label: string | null }
  | { type: 'competition'; competition: string }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'facet'; name: string; value: string | null };

/** The next filter after a user's move; a change of anything but the page starts at page 0. */
export function moveFilter<F extends string>(
  filter: CollectionFilter<F>,
  move: Move,
  config: CollectionFilterConfig<F>,
): CollectionFilter<F> {
  const fresh = {
    folder: null,
    label: null,
    competition: null,
    query: '',
    page: 0,
    pageSize: filter.pageSize,
    facets: filter.facets,
  };
  switch (move.type) {
    case 'search': {
      const label = config.searchKeepsLabel ? filter.label : null;
      const kept = searchStaysIn(filter.folder, config);
      if (move.text) return { ...fresh, label, folder: kept, query: move.text };
      if (!filter.query) return filter;
      return { ...fresh, label, folder: kept ?? (label ? null : config.defaultFolder) };
    }
    case 'folder': {
      const folder = config.folders.find((f) => f === move.folder);
      // A folder a search stays in keeps the text: the search goes on inside it.
      return folder ? { ...fresh, folder, query: searchStaysIn(folder, config) ? filter.query : '' } : filter;
    }
    case 'label':
      return move.label ? { ...fresh, label: move.label } : { ...fresh, folder: config.defaultFolder };
    case 'competition':
      return { ...fresh, competition: move.competition };
    case 'page':
      return { ...filter, page: move.page };
    case 'pageSize':
      return { ...filter, pageSize: move.pageSize, page: 0 };
    case 'facet': {
      const { [move.name]: _dropped, ...others } = filter.facets;
      const valid = move.value !== null && config.facets?.[move.name]?.(move.value) === true;
      return { ...filter, page: 0, facets: valid ? { ...others, [move.name]: move.value as string } : others };
    }
  }
}

function searchStaysIn<F extends string>(folder: F | null, config: CollectionFilterConfig<F>): F | null {
  return folder !== null && config.searchFolders?.includes(folder) ? folder : null;
}

const UUID = regexes.uuid();
const idOrNull = (value: string | null): string | null => (value !== null && UUID.test(value) ? value : null);

/** Reads the filter from the address; anything unknown falls back to the defaults. */
export function readFilter<F extends string>(
  params: URLSearchParams,
  config: CollectionFilterConfig<F>,
): CollectionFilter<F> {
  const query = params.get('q')?.trim() ?? '';
  // Labels and competitions are named by id: a mangled link falls back instead of failing the list.
  const label = idOrNull(params.get('label'));
  const competition = idOrNull(params.get('competition'));
  const named = config.folders.find((f) => f === params.get(config.folderParam ?? 'folder')) ?? null;
  const searchedInDefault = query !== '' && searchStaysIn(config.defaultFolder, config) !== null;
  const folder = named ?? ((query && !searchedInDefault) || label || competition ? null : config.defaultFolder);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    folder,
    label,
    competition,
    query,
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: config.pageSizes.includes(size) ? size : config.defaultPageSize,
    facets: readFacets(params, config),
  };
}

function readFacets(params: URLSearchParams, config: CollectionFilterConfig<string>): Record<string, string> {
  const facets: Record<string, string> = {};
  for (const [name, valid] of Object.entries(config.facets ?? {})) {
    const value = params.get(name)?.trim();
    if (value && valid(value)) facets[name] = value;
  }
  return facets;
}

/** The shortest address of a filter: defaults are left out, so the plain path is the default list. */
export function writeFilter<F extends string>(
  filter: CollectionFilter<F>,
  config: CollectionFilterConfig<F>,
): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.folder && filter.folder !== config.defaultFolder) out.set(config.folderParam ?? 'folder', filter.folder);
  if (filter.label) out.set('label', filter.label);
  if (filter.competition) out.set('competition', filter.competition);
  if (filter.query) out.set('q', filter.query);
  if (filter.page) out.set('page', String(filter.page));
  if (filter.pageSize !== config.defaultPageSize) out.set('size', String(filter.pageSize));
  for (const [name, value] of Object.entries(filter.facets)) out.set(name, value);
  return out;
}

/**
 * The fans' public pages' addresses, by page: the console's route table reads them (a navigation to
 * one loads the document the server writes) without loading the pages themselves; routes.ts gives
 * each its page.
 */
export const PUBLIC_PAGE_PATHS = {
  watchList: ['/watch'],
  match: ['/watch/:id', '/watch/:id/:slug'],
  bar: ['/b/:slug'],
  poster: ['/b/:slug/poster'],
  leaguePoster: ['/b/:slug/leagues/:code/poster'],
  widget: ['/b/:slug/widget'],
} as const;

export type PublicPageName = keyof typeof PUBLIC_PAGE_PATHS;

import type { ReactElement } from 'react';
import type { z } from 'zod';
import {
  barWidgetQuerySchema,
  PUBLIC_BAR_MESSAGES,
  publicBarParamsSchema,
  publicPageQuerySchema,
} from '@app/contract/bar-profile';
import { PUBLIC_MATCH_MESSAGES, watchMatchParamsSchema, watchPageQuerySchema } from '@app/contract/public-matches';
import { leagueCodeSchema } from '@app/contract/leagues';
import { BarPage } from './bar-page.ts';
import { h, renderDocument } from './document.ts';
import { LeaguePosterPage } from './league-poster-page.ts';
import { MatchPage } from './match-page.ts';
import { PUBLIC_PAGE_PATHS, type PublicPageName } from './paths.ts';
import { PosterPage } from './poster-page.ts';
import { WatchListPage } from './watch-list-page.ts';
import { WidgetPage } from './widget-page.ts';

/**
 * A public page: its addresses, the path parameters and query it accepts, what it draws, what its 404 says,
 * whether other sites may show it in a frame (every other page refuses to be framed) and whether it frames maps.
 */
type PublicPageRoute = {
  paths: readonly string[];
  params?: z.ZodType;
  query: z.ZodType;
  Page: (props: never) => ReactElement;
  notFound: string;
  framable?: true;
  /** The page opens maps in frames (map-on-demand.ts): its answer lets those frames load. */
  framesMaps?: true;
};

/**
 * The fans' public pages, each declared once beside the console's (app/routes.tsx reads their
 * paths): the server registers a route per address from this table and writes the page whole with
 * React (no script of React's, never hydrated), from the props its loader reads (routes/public/
 * public-pages.ts); a navigation inside the console to one of them loads the document.
 */
export const PUBLIC_PAGE_ROUTES = {
  watchList: {
    paths: PUBLIC_PAGE_PATHS.watchList,
    query: watchPageQuerySchema,
    Page: WatchListPage,
    notFound: PUBLIC_MATCH_MESSAGES.notFound,
  },
  match: {
    paths: PUBLIC_PAGE_PATHS.match,
    params: watchMatchParamsSchema,
    query: watchPageQuerySchema,
    Page: MatchPage,
    notFound: PUBLIC_MATCH_MESSAGES.notFound,
    framesMaps: true,
  },
  bar: {
    paths: PUBLIC_PAGE_PATHS.bar,
    params: publicBarParamsSchema,
    query: publicPageQuerySchema,
    Page: BarPage,
    notFound: PUBLIC_BAR_MESSAGES.notFound,
    framesMaps: true,
  },
  poster: {
    paths: PUBLIC_PAGE_PATHS.poster,
    params: publicBarParamsSchema,
    query: publicPageQuerySchema,
    Page: PosterPage,
    notFound: PUBLIC_BAR_MESSAGES.notFound,
  },
  leaguePoster: {
    paths: PUBLIC_PAGE_PATHS.leaguePoster,
    params: publicBarParamsSchema.extend({ code: leagueCodeSchema }),
    query: publicPageQuerySchema,
    Page: LeaguePosterPage,
    notFound: PUBLIC_BAR_MESSAGES.notFound,
  },
  widget: {
    paths: PUBLIC_PAGE_PATHS.widget,
    params: publicBarParamsSchema,
    query: barWidgetQuerySchema,
    Page: WidgetPage,
    notFound: PUBLIC_BAR_MESSAGES.notFound,
    framable: true,
  },
} satisfies { [N in PublicPageName]: PublicPageRoute };

export { MAP_FRAME_ORIGIN } from './map-on-demand.ts';

type Routes = typeof PUBLIC_PAGE_ROUTES;
/** What page `N` draws from: its loader's answer. */
export type PublicPageProps<N extends PublicPageName> = Parameters<Routes[N]['Page']>[0];
/** Page `N`'s path parameters, as its schema reads them. */
export type PublicPageParams<N extends PublicPageName> = Routes[N] extends { params: infer P extends z.ZodType }
  ? z.infer<P>
  : Record<string, never>;
/** Page `N`'s query, as its schema reads it. */
export type PublicPageQuery<N extends PublicPageName> = z.infer<Routes[N]['query']>;

/** Page `N`'s document, from its props. */
export function renderPublicPage<N extends PublicPageName>(name: N, props: PublicPageProps<N>): string {
  const Page = PUBLIC_PAGE_ROUTES[name].Page as (props: PublicPageProps<N>) => ReactElement;
  return renderDocument(h(Page, props));
}

import { z } from 'zod';
import { BAR_PROFILE_MESSAGES, isValidTimeZone } from './bar-profile.ts';
import { consoleLanguageSchema } from './languages.ts';

/**
 * The public side: what a fan reads without signing in — the coming
 * matches with the number of accepted bars showing each, and the bars showing one match,
 * nearest first when the fan gives a position. Pages are 0-based (`page`, `pageSize`), as every
 * list of the API; a page past the end is an empty page.
 */
export const PUBLIC_MATCH_MESSAGES = {
  searchTooLong: 'Search text is too long',
  tooLong: 'At most 100 characters',
  near: 'near must be a latitude and a longitude, e.g. 51.5,-0.12',
  range: 'from must be before to, at most 31 days apart',
  fromInvalid: 'from must be a date and time',
  toInvalid: 'to must be a date and time',
  notFound: 'This match has no public page',
} as const;

/** The window the public list covers by default, and the widest one a client may ask for. */
export const PUBLIC_MATCH_DAYS = 14;
const PUBLIC_MATCH_MAX_RANGE_DAYS = 31;
export const PUBLIC_PAGE_SIZE = 20;

/** A position 'lat,lng' in degrees (WGS 84), as a browser's geolocation gives it. */
export type LatLng = { lat: number; lng: number };

/** 'lat,lng' → a position in range, or null (malformed or out of range). */
function parseNear(text: string): LatLng | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const text100 = z.string().trim().max(100, PUBLIC_MATCH_MESSAGES.tooLong);
const publicSearchSchema = z.string().trim().max(100, PUBLIC_MATCH_MESSAGES.searchTooLong);
const nearSchema = z
  .string()
  .max(60, PUBLIC_MATCH_MESSAGES.near)
  .transform(
    (value, ctx) =>
      parseNear(value) ?? (ctx.addIssue({ code: 'custom', message: PUBLIC_MATCH_MESSAGES.near }), z.NEVER),
  );
const paging = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(PUBLIC_PAGE_SIZE),
};

export const publicMatchesQuerySchema = z
  .strictObject({
    q: publicSearchSchema.optional(),
    competition: text100.optional(),
    city: text100.optional(),
    from: z.iso.datetime({ offset: true, message: PUBLIC_MATCH_MESSAGES.fromInvalid }).optional(),
    to: z.iso.datetime({ offset: true, message: PUBLIC_MATCH_MESSAGES.toInvalid }).optional(),
    ...paging,
  })
  .refine(
    (query) => {
      if (!query.from || !query.to) return true;
      const span = Date.parse(query.to) - Date.parse(query.from);
      return span > 0 && span <= PUBLIC_MATCH_MAX_RANGE_DAYS * 86_400_000;
    },
    { message: PUBLIC_MATCH_MESSAGES.range, path: ['to'] },
  );
export type PublicMatchesQuery = z.infer<typeof publicMatchesQuerySchema>;

/** Any text as the id: one that is not a match's (or not a uuid at all) answers 404, never 400. */
export const publicMatchParamsSchema = z.strictObject({ id: z.string().max(100) });

export const publicMatchBarsQuerySchema = z.strictObject({
  city: text100.optional(),
  near: nearSchema.optional(),
  ...paging,
});
export type PublicMatchBarsQuery = z.infer<typeof publicMatchBarsQuerySchema>;

/**
 * The HTML pages' query: the same filters, plus the language and the reader's time zone; other parameters (campaign
 * tags) are ignored.
 */
export const watchPageQuerySchema = z.object({
  q: publicSearchSchema.optional(),
  city: text100.optional(),
  near: nearSchema.optional(),
  lang: z.string().max(10).optional(),
  tz: z.string().max(64).optional(),
  page: paging.page,
});
export type WatchPageQuery = z.infer<typeof watchPageQuerySchema>;
/** A match page's address: /watch/{id}, or /watch/{id}/{slug} (a wrong slug still finds the match). */
/** A match's link preview picture: its language and zone (the page's), and the version of what it shows. */
export const shareImageQuerySchema = z.object({
  lang: consoleLanguageSchema.optional(),
  tz: z.string().max(64).refine(isValidTimeZone, BAR_PROFILE_MESSAGES.badTimeZone).optional(),
  v: z.string().max(40).optional(),
});

export const watchMatchParamsSchema = z.strictObject({ id: z.string().max(100), slug: z.string().max(200).optional() });

const publicMatchSchema = z.object({
  id: z.uuid(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamEmblemUrl: z.string(),
  awayTeamEmblemUrl: z.string(),
  competitionName: z.string(),
  kickOff: z.string().describe('ISO 8601, UTC'),
  status: z.string().describe('SCHEDULED, TIMED, IN_PLAY, PAUSED, FINISHED, POSTP, CANC, …'),
  phase: z.enum(['future', 'live', 'past']),
  barCount: z.number().int().describe('Accepted bars showing it (in `city` when the list is filtered by city)'),
  url: z.string().describe("The match's public page"),
});
export type PublicMatch = z.infer<typeof publicMatchSchema>;

export const publicMatchListSchema = z.object({
  matches: z.array(publicMatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicMatchList = z.infer<typeof publicMatchListSchema>;

const publicMatchBarSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  screens: z.number().int(),
  soundZones: z.number().int(),
  bigScreen: z.boolean(),
  outdoorScreen: z.boolean(),
  withSound: z.boolean().describe('Whether this match is shown with sound'),
  distanceKm: z.number().nullable().describe('From `near`, when given and the bar has a location'),
  going: z
    .number()
    .int()
    .describe('Fans going to the bar for this match: "I\'m going" or a booking waiting or accepted'),
  logo: z.string().nullable().describe("The bar's logo (an image URL of this server), null when none"),
  url: z.string().describe("The bar's public page"),
});

export const publicMatchBarsSchema = z.object({
  match: publicMatchSchema,
  bars: z.array(publicMatchBarSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicMatchBars = z.infer<typeof publicMatchBarsSchema>;

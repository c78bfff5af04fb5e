/*
 * The fans' pages' addresses, without React: the server's services and routes read them (the pages'
 * table and React load only once the server's mode is set, routes/public/public-pages.ts).
 */

/** Where the server serves the pages' one script (a file, so the CSP's script-src 'self' allows it). */
export const NEAR_ME_SCRIPT_PATH = '/watch/near-me.js';

/** One match at one bar as a calendar event (an .ics its calendar keeps up to date by its UID). */
export const matchCalendarPath = (slug: string, matchId: string): string =>
  `/api/public/bars/${encodeURIComponent(slug)}/matches/${encodeURIComponent(matchId)}/calendar.ics`;

/** The way to a place by OpenStreetMap's directions, which a phone's browser opens as well as a desktop's. */
export const directionsUrl = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`;

/** The readable part of a match's address: '/watch/{id}/liverpool-arsenal'. */
function matchSlug(homeTeam: string, awayTeam: string): string {
  return `${homeTeam} ${awayTeam}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
}

export function matchPath(match: { id: string; homeTeam: string; awayTeam: string }): string {
  const slug = matchSlug(match.homeTeam, match.awayTeam);
  return `/watch/${match.id}${slug ? `/${slug}` : ''}`;
}

/** The query kept by links (pages, languages): the filters and what the reader chose, empty values left out. */
export function keptQuery(
  query: Record<string, string | undefined>,
  extra: Record<string, string> = {},
): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...extra })) if (value) kept.set(key, value);
  return kept;
}

/** An address with the query's non-empty values: '/watch?lang=ar', or '/watch' alone. */
export function hrefWith(path: string, query: Record<string, string | undefined>): string {
  const kept = keptQuery(query).toString();
  return kept ? `${path}?${kept}` : path;
}

/**
 * An address of the fans' pages in the language the fan chose (none chosen: as it is), so every link keeps the choice.
 */
export const withLang = (path: string, lang: string | undefined): string => hrefWith(path, { lang });

/** Open Graph's large card: what link previews crop to. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A match's link preview picture, in the page's language and zone; `v` moves with what the picture
 * shows (kick-off, status, bar count), so a preview cached by its address is drawn again when it changes.
 */
export function shareImagePath(
  match: { id: string; kickOff: Date; status: string; barCount: number },
  lang: string,
  timeZone: string,
): string {
  const v = `${match.kickOff.getTime().toString(36)}.${match.status}.${match.barCount}`;
  return hrefWith(`/api/public/matches/${match.id}/share.png`, { lang, tz: timeZone, v });
}

/** The fans' page of a match at a bar (the React app's): a table, "I'm going". */
export const bookPath = (slug: string, matchId: string): string =>
  `/play/book/${encodeURIComponent(slug)}/${encodeURIComponent(matchId)}`;

/** A league's invite link: a player joins in one tap (the fans' sign-in first when signed out). */
export const joinLeaguePath = (code: string): string => `/play/join/${encodeURIComponent(code)}`;

/** The printable poster of a bar's league: its invite link as a QR code. */
export const leaguePosterPath = (slug: string, code: string): string =>
  `/b/${encodeURIComponent(slug)}/leagues/${encodeURIComponent(code)}/poster`;

/** A match still to be played as planned: a fan may still book or say they are going. */
export const stillToPlay = (status: string): boolean => status === 'SCHEDULED' || status === 'TIMED';

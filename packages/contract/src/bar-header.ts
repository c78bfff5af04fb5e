/**
 * How a request and the console's address name the current bar, without schemas: the console's
 * API client sends it on every call, and importing it builds no zod schema at start-up.
 * account-bars.ts re-exports it beside the schemas.
 */

/** The request header by which a person with several bars names the bar a request acts on. */
export const BAR_HEADER = 'X-Bar-Id';

/** The console's address parameter naming the current bar (`?bar=<id>`), kept by its links. */
export const BAR_PARAM = 'bar';

import * as z from 'zod/mini';

/**
 * The championships a fan can play (`GET /play/championships`), in zod's mini build: this is the
 * one answer a signed-out /play asks for, and the browser loads its schema with the request. The
 * mini build is the same parser (zod's core) without the chained methods, ~5 kB on the wire where
 * the full build and the game's contract are ~38 kB. game.ts re-exports
 * it and builds a championship's page on it.
 */
export const playChampionshipListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stake: z.string(),
  logo: z.string(),
  cover: z.string(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  /** The championship's IANA zone: its days and weeks, and the dates above, are its zone's. */
  timeZone: z.string(),
});
export const playChampionshipListSchema = z.object({ championships: z.array(playChampionshipListItemSchema) });
export type PlayChampionshipListItem = z.infer<typeof playChampionshipListItemSchema>;

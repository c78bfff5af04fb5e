/**
 * The answers' schemas load with the first request, beside it: the player pages' first screen does
 * not build the game's zod schemas before it draws.
 */
export const gameSchemas = () => import('@app/contract/game');
/** The championships' list, a signed-out /play's one request: zod's mini build only (contract/play-list.ts). */
export const playListSchema = () => import('@app/contract/play-list').then((m) => m.playChampionshipListSchema);
export const teamOptionsSchema = () => import('@app/contract/match-parties').then((m) => m.teamOptionsSchema);

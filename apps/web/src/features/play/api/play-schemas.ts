/**
 * The answers' schemas load with the first request, beside it: the player pages' first screen does
 * not build the game's zod schemas before it draws (decisions 044, 070).
 */
export const gameSchemas = () => import('@app/contract/game');
export const teamOptionsSchema = () => import('@app/contract/match-parties').then((m) => m.teamOptionsSchema);
export const consoleSignupAnswerSchema = () => import('@app/contract/auth').then((m) => m.consoleSignupAnswerSchema);

import type { SeedContext } from './context.ts';

/** Issue 6: championships with prizes, questions and matches. */
export async function seedChampionships(_ctx: SeedContext): Promise<void> {}

import type { SeedContext } from './context.ts';

/** Issue 3: competitions, teams with locally generated emblems, matches from two months ago to two months ahead (some live now), some broadcast by the owner's bar. */
export async function seedMatches(_ctx: SeedContext): Promise<void> {}

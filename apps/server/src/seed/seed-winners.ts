import type { SeedContext } from './context.ts';

/** Issue 7: winners of the QR-eligible championships, some redeemed. */
export async function seedWinners(_ctx: SeedContext): Promise<void> {}

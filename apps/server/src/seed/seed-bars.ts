import type { SeedContext } from './context.ts';

/** Issue 5: bars in every folder (accepted, pending, rejected, trash), starred, labels, status history. */
export async function seedBars(_ctx: SeedContext): Promise<void> {}

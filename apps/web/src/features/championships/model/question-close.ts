/**
 * When a question without a close time of its own closes (the server's rule, save-championship.ts):
 * at the first kick-off while the game has not started; a question added once it runs, at the next
 * kick-off after its save; a saved one keeps the first kick-off. `none`: the game runs and no match
 * kicks off after now, so a new question needs a close time.
 */
export type DefaultClose = { kind: 'firstKickOff' | 'nextKickOff'; at: string } | { kind: 'none' };

export function defaultCloseOf(kickOffs: readonly string[], saved: boolean, now: Date): DefaultClose {
  const sorted = [...kickOffs].sort();
  const first = sorted[0];
  if (!first) return { kind: 'none' };
  if (saved || Date.parse(first) > now.getTime()) return { kind: 'firstKickOff', at: first };
  const next = sorted.find((at) => Date.parse(at) > now.getTime());
  return next ? { kind: 'nextKickOff', at: next } : { kind: 'none' };
}

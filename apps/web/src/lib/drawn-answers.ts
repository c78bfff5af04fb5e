import type { QueryClient } from '@tanstack/react-query';

/**
 * The answers a signed-in first screen was drawn from (decision 043): the server read them for
 * this very page, moments ago. A page that reads its data afresh on every visit (the owner's bar)
 * takes such an answer as fresh once, on the visit it was drawn for, instead of asking again while
 * the phone is still taking the page over (decision 020).
 */
const drawn = new WeakSet<object>();

/** Called once the drawn answers are in the page's query cache. */
export function rememberDrawnAnswers(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (typeof data === 'object' && data !== null) drawn.add(data);
  }
}

/** Whether `data` came with the page and no visit has taken it yet. Asked while rendering: asks only. */
export function isDrawnAnswer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && drawn.has(data);
}

/** The visit it was drawn for has taken it (once mounted): the next visit reads afresh. */
export function forgetDrawnAnswer(data: unknown): void {
  if (typeof data === 'object' && data !== null) drawn.delete(data);
}

/**
 * The pages one instance draws, whoever asks: a token bucket of `perSecond` pages with room for
 * `burst` at once. A drawn page's reads run on the API's thread, so their rate is what keeps the
 * API's pace (the drawn-pages benchmark measures them).
 */
export const DRAWN_PAGES_PER_INSTANCE = { perSecond: 4, burst: 16 };

/** Whether a page may be drawn now: false past the budget, and the page goes out plain. */
export function createDrawingBudget(now: () => number = () => performance.now()) {
  let tokens = DRAWN_PAGES_PER_INSTANCE.burst;
  let filledAt = now();
  return function mayDraw(): boolean {
    const { perSecond, burst } = DRAWN_PAGES_PER_INSTANCE;
    const at = now();
    tokens = Math.min(burst, tokens + ((at - filledAt) / 1000) * perSecond);
    filledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

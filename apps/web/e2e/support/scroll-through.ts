import type { Page } from '@playwright/test';

/**
 * Scrolls down the page a screen at a time to its foot, as a reader does: the parts a page loads
 * when they near the screen (components/near-screen.tsx, decision 070) are all drawn after it. One
 * jump to the foot would pass over the middle ones. Call it once the page is drawn: a page still
 * waiting for its data is at its foot already.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  for (let step = 0; step < 40; step++) {
    const atFoot = await page.evaluate(
      () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1,
    );
    if (atFoot) return;
    await page.mouse.wheel(0, height);
    // The parts now on screen have arrived (their code, then their drawing) before the next step.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-near-screen]')].every((box) => {
        const { top, bottom } = box.getBoundingClientRect();
        return bottom < 0 || top > window.innerHeight;
      }),
    );
  }
}

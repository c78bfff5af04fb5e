import { expect, type Locator } from '@playwright/test';

/**
 * Taps a control of a page the server drew (decision 043) until a tap sends `POST <path>`. A tap
 * before the console has taken the page over sends nothing, so it is tapped again — but never
 * after one has sent, or a slow answer would be undone by the next tap (a toggle) or the next tap
 * would land on the row that took this one's place (a list).
 */
export async function tapUntilSent(control: Locator, path: string): Promise<void> {
  await expect(async () => {
    const sent = control.page().waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(path), { timeout: 2000 });
    await control.click();
    await sent;
  }).toPass();
}

import { expect, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E } from './e2e-config.ts';

export type DemoRole = keyof typeof E2E.accounts;

/** Signs in through the login screen as a person would, and waits for the console. */
export async function signIn(page: Page, role: DemoRole | { email: string; password: string }): Promise<void> {
  const email = typeof role === 'string' ? E2E.accounts[role] : role.email;
  const password = typeof role === 'string' ? E2E.password : role.password;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The console's header shows at every width (below 1280 px the menu sits in a closed drawer).
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
}

/** The newest mail the server wrote to the outbox for `to`, polled until it arrives. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<{ subject: string; text: string; attachments: string[] }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(E2E.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort().reverse();
    for (const file of files) {
      const record = JSON.parse(await readFile(path.join(E2E.outboxDir, file), 'utf8')) as { to: string; subject: string; text: string; attachments: string[] };
      if (record.to === to) return record;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** Unique text per run, so journeys never collide with each other's data. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

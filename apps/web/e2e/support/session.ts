import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E } from './e2e-config.ts';

export type DemoRole = keyof typeof E2E.accounts;

/** Signs in through the login screen as a person would, and waits for the console. */
export async function signIn(page: Page, role: DemoRole | Credentials): Promise<void> {
  const { email, password } = credentialsOf(role);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The console's header shows at every width (below 1280 px the menu sits in a closed drawer).
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
}

type Credentials = { email: string; password: string };
const credentialsOf = (who: DemoRole | Credentials): Credentials =>
  typeof who === 'string' ? { email: E2E.accounts[who], password: E2E.password } : who;

/**
 * Opens `path` already signed in: one call to the console's sign-in route through the page's own
 * request context, which shares the browser context's cookie jar (so the session's HttpOnly
 * cookies are the browser's, decision 062), who signed in stored where the login screen stores it
 * with "Remember me" on, then the page. For journeys about something other than signing in
 * (auth.spec.ts and shell.spec.ts go through the form); it saves a page load and a landing page per journey.
 */
export async function openSignedIn(page: Page, who: DemoRole | Credentials, path: string): Promise<void> {
  const answer = await page.request.post('/api/authentication/session', {
    data: { ...credentialsOf(who), remember: true },
  });
  expect(answer.status(), `console sign-in of ${credentialsOf(who).email}`).toBe(200);
  const { csrfToken: _csrf, ...person } = (await answer.json()) as { csrfToken: string };
  // Web storage belongs to an origin: open the smallest page of it to write there.
  await page.goto('/api/health');
  await page.evaluate((login) => {
    window.localStorage.setItem('login', JSON.stringify(login));
  }, person);
  await page.goto(path);
}

/** The sign-in API's answer (tokens and the account) for `who`. */
export async function signInThroughApi(
  request: APIRequestContext,
  who: DemoRole | Credentials,
): Promise<{ accessToken: string }> {
  const answer = await request.post('/api/authentication/signin', { data: credentialsOf(who) });
  expect(answer.status(), `sign-in of ${credentialsOf(who).email}`).toBe(200);
  return (await answer.json()) as { accessToken: string };
}

/** An API context signed in as `who` (for another person's side of a journey, as their own calls). */
export async function apiAs(who: DemoRole | Credentials): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: E2E.baseUrl });
  const { accessToken } = await signInThroughApi(anonymous, who);
  await anonymous.dispose();
  return request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

/** A brand-new owner by public sign-up: an account (and pending bar) only the calling journey uses. */
export async function newOwnerAccount(page: Page, name: string): Promise<Credentials> {
  const email = `${unique(name).replace(/\s+/g, '-').toLowerCase()}@example.com`;
  const password = 'Owner-Passw0rd';
  // Each from a client of its own (documentation addresses, RFC 5737), through the e2e server's one
  // trusted proxy: the sign-ups per address are a product rule that no single person reaches here.
  const client = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const res = await page.request.post('/api/authentication/signup', {
    data: { email, password, username: name },
    headers: { 'x-forwarded-for': client },
  });
  expect(res.status(), `sign-up of ${email}`).toBe(200);
  // The address confirmed by the mailed link, as the owner does (an unconfirmed account cannot sign in).
  const { text } = await latestMailTo(email);
  const token = new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token');
  const confirmed = await request.newContext({ baseURL: E2E.baseUrl });
  expect(
    (
      await confirmed.post('/api/authentication/confirm-email', {
        data: { token },
        headers: { 'x-forwarded-for': client },
      })
    ).status(),
  ).toBe(200);
  await confirmed.dispose();
  return { email, password };
}

/**
 * The newest mail the server wrote to the outbox for `to` (of `subject`, when given: a mail sent
 * earlier to the same address is not the one awaited), polled until it arrives.
 */
export async function latestMailTo(
  to: string,
  { subject, timeoutMs = 10_000 }: { subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<{ id: string; subject: string; text: string; attachments: string[] }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(E2E.outboxDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const record = JSON.parse(await readFile(path.join(E2E.outboxDir, file), 'utf8')) as {
        id: string;
        to: string;
        subject: string;
        text: string;
        attachments: string[];
      };
      if (
        record.to === to &&
        (subject === undefined ||
          (typeof subject === 'string' ? record.subject === subject : subject.test(record.subject)))
      )
        return record;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail${subject ? ` "${String(subject)}"` : ''} to ${to} within ${timeoutMs} ms`);
}

/** Unique text per run, so journeys never collide with each other's data. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

import { expect, request, test, type Page } from '@playwright/test';
import { latestMailTo, openSignedIn, signIn, unique } from './support/session.ts';
import { E2E } from './support/e2e-config.ts';

/**
 * Accounts journeys. Every journey that ends sessions or changes a password uses an account it
 * signs up itself: sign-out ends every session of a user, and other journeys use the demo accounts.
 */
type Account = { name: string; email: string; password: string };

function newAccount(): Account {
  const id = unique('auth').replace(' ', '-');
  return { name: `Journey ${id}`, email: `${id}@example.com`, password: 'Start-Passw0rd' };
}

async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(CHECK_MAIL);
  // The mailed link confirms the address and signs the owner in.
  const { text } = await latestMailTo(account.email, { subject: 'Confirm your email address' });
  await page.goto(/https?:\/\/\S+/.exec(text)![0]);
  await expect(page).toHaveURL(/\/edit-bar$/);
}

const CHECK_MAIL = 'Check your mail: we have sent a message to this address to finish signing up.';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Journey / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The session's access cookie as the browser holds it (HttpOnly: the page's scripts never see it, decision 062). */
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'session');

/** No token within the page scripts' reach: not in a cookie they can read, not in web storage. */
async function expectNoTokenForScripts(page: Page): Promise<void> {
  const seen = await page.evaluate(() =>
    [document.cookie, JSON.stringify({ ...window.localStorage }), JSON.stringify({ ...window.sessionStorage })].join(
      ' ',
    ),
  );
  expect(seen).not.toMatch(/session=|refresh=|accessToken|refreshToken|authToken|eyJ[\w-]+\.[\w-]+\.[\w-]+/);
}

/** A request carrying only `cookie`, as a copy of a stolen cookie would. */
async function meWithCookie(cookie: string): Promise<number> {
  const context = await request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { cookie } });
  try {
    return (await context.get('/api/authentication/me')).status();
  } finally {
    await context.dispose();
  }
}

test('sign up via /register and land on the bar page, signed in as the new owner', async ({ page }) => {
  const account = newAccount();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('link', { name: 'Have an account? Sign In' })).toBeVisible();
  await signUp(page, account);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByTestId('sidebar-user-email')).toHaveText(account.email);
  await expect(nav.getByTestId('sidebar-user-name')).toHaveText(account.name);
  await expect(nav.getByRole('link')).toHaveText([
    'Bar page',
    'Match page',
    'Demand',
    'Planner',
    'Bookings',
    'Bar league',
    'QR code scan',
    'Team',
  ]);

  // The same email again: the page answers as for any address; the mail tells the address's holder.
  await signOut(page);
  await page.goto('/register');
  await page.getByLabel('Name').fill('Someone else');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Other-Passw0rd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(CHECK_MAIL);
  await expect(page).toHaveURL(/\/register$/);
  await expect
    .poll(async () => (await latestMailTo(account.email)).subject)
    .toBe('Someone tried to sign up with your address');
});

test("sign-in failure shows the server's message", async ({ page }) => {
  const account = newAccount();
  await signUp(page, account);
  await signOut(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Wrong-Passw0rd');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('change password: validation messages, wrong old password, success back at /login, then only the new password works', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change Password' });
  await expect(page.getByText('At least 8 characters, one uppercase, one lowercase and one number')).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel('Old Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm New Password').fill('weakpass');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  await page.getByLabel('New Password', { exact: true }).fill('Changed-Passw0rd');
  await page.getByLabel('Confirm New Password').fill('Changed-Passw0rx');
  await expect(page.getByText('New password and confirm password does not match')).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel('Confirm New Password').fill('Changed-Passw0rd');
  await expect(page.getByText('New password and confirm password does not match')).toBeHidden();
  await page.getByLabel('Old Password').fill('x');
  await expect(submit).toBeDisabled();

  await page.getByLabel('Old Password').fill('Not-The-0ld');
  await expect(submit).toBeEnabled();
  await submit.click();
  // The server's refusal names the field it is about: said under it, the field marked.
  await expect(page.getByLabel('Old Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid old password')).toBeVisible();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel('Old Password').fill(account.password);
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Password Changed');
  expect((await page.request.get('/api/authentication/me')).status()).toBe(401);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await signIn(page, { email: account.email, password: 'Changed-Passw0rd' });
  await expect(page).toHaveURL(/\/edit-bar$/);
});

test('forgot password → reset through the mailed link → sign in with the new password; the link works once', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await signOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The sign-in screen (with an Email field of its own) stays until the page's chunk is in.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for this email, we have sent a link to reset the password.'),
  ).toBeVisible();

  const mail = await latestMailTo(account.email, { subject: 'Reset your password' });
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: false }).first().fill('Reset-Passw0rd');
  await page.getByLabel('Confirm New Password').fill('Reset-Passw0rx');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('New password and confirm password does not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Reset-Passw0rd');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email: account.email, password: 'Reset-Passw0rd' });
  await expect(page).toHaveURL(/\/edit-bar$/);

  // The same link a second time: the page says so as it opens (decision 056), with no form to fill in
  // for nothing, and offers a new link.
  await signOut(page);
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid or has expired');
  await expect(page.getByLabel('New Password', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('Remember me off keeps the session for this tab only', async ({ page, browser }) => {
  const account = newAccount();
  await signUp(page, account);
  await signOut(page);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/edit-bar$/);
  const stored = await page.evaluate(() => ({
    local: window.localStorage.getItem('login'),
    session: window.sessionStorage.getItem('login'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toContain(account.email);
  await expectNoTokenForScripts(page);
  // Cookies of the browser session: gone when the browser closes.
  expect((await sessionCookie(page))?.expires).toBe(-1);

  // A reload keeps the tab's session.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // A new browser window (new context) is signed out.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/matches');
    await expect(otherPage).toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }

  // With Remember me on (the default) the session lives in local storage.
  await signOut(page);
  await signIn(page, { email: account.email, password: account.password });
  expect(await page.evaluate(() => window.localStorage.getItem('login'))).toContain(account.email);
  expect((await sessionCookie(page))?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});

test('a signed-in user opening /login goes to the landing page', async ({ page }) => {
  await openSignedIn(page, 'staff', '/login');
  await expect(page).toHaveURL(/\/matches$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/matches$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/matches$/);
});

test('the session is in HttpOnly, SameSite=Strict cookies no script reads; Logout clears them and the old cookie no longer works', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  await expectNoTokenForScripts(page);
  expect(await meWithCookie(`session=${cookie!.value}`)).toBe(200);

  await signOut(page);
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await meWithCookie(`session=${cookie!.value}`)).toBe(401);

  // And the console does not let the visitor back in.
  await page.goto('/edit-bar');
  await expect(page).toHaveURL(/\/login$/);
});

import type { LoginRecord } from '@app/contract/auth';
import type { TestApp } from './build-test-app.ts';

export const MEMBER_PASSWORD = 'Member-pass-1';

/** The token of the newest set-password mail to `email` (invitation or reset), read from the outbox. */
export async function linkTokenFor(
  t: TestApp,
  email: string,
): Promise<{ token: string; url: string; subject: string }> {
  // A sign-up queues its mail after answering (the same time for any address): wait for it, 5 s at most.
  let mails = (await t.outbox()).filter((m) => m.to === email);
  for (let waited = 0; mails.length === 0 && waited < 5_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = (await t.outbox()).filter((m) => m.to === email);
  }
  const mail = mails.at(-1);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!mail || !url) throw new Error(`no mail with a link to ${email}`);
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`the link to ${email} has no token`);
  return { token, url, subject: mail.subject };
}

export async function setPassword(t: TestApp, token: string, password = MEMBER_PASSWORD) {
  return t.request({ method: 'POST', url: '/api/authentication/reset-password', payload: { token, password } });
}

/** The owner invites `email` as `role`; the person follows the mail's link, chooses a password and signs in. */
export async function inviteToTeam(
  t: TestApp,
  owner: LoginRecord,
  email: string,
  role: 'manager' | 'scanner',
): Promise<LoginRecord> {
  const res = await t.request({ method: 'POST', url: '/api/team', payload: { email, role }, as: owner });
  if (res.statusCode !== 201) throw new Error(`invite answered ${res.statusCode}: ${res.body}`);
  const { token } = await linkTokenFor(t, email);
  const set = await setPassword(t, token);
  if (set.statusCode !== 200) throw new Error(`set-password answered ${set.statusCode}: ${set.body}`);
  return t.signIn(email, MEMBER_PASSWORD);
}

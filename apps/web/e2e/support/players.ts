import { expect, request } from '@playwright/test';
import { E2E } from './e2e-config.ts';
import { latestMailTo, unique } from './session.ts';

/** A brand-new player by the fans' sign-up, the address confirmed from the mail: only the calling journey uses it. */
export async function newPlayerAccount(
  name: string,
): Promise<{ nickname: string; login: { email: string; password: string } }> {
  const nickname = unique(name);
  const email = `${nickname.replace(/\s+/g, '.').toLowerCase()}@example.net`;
  const password = 'Fan-Passw0rd-1';
  // Each from a client of its own (RFC 5737 documentation addresses): the sign-ups per address are a rule no one person
  // reaches here.
  const client = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const api = await request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { 'x-forwarded-for': client } });
  const signedUp = await api.post('/api/play/signup', { data: { nickname, email, password, language: 'en' } });
  expect(signedUp.status(), `sign-up of ${email}`).toBe(200);
  const token = new URL(/https?:\/\/\S+/.exec((await latestMailTo(email)).text)![0]).searchParams.get('token');
  expect((await api.post('/api/authentication/confirm-email', { data: { token } })).status()).toBe(200);
  await api.dispose();
  return { nickname, login: { email, password } };
}

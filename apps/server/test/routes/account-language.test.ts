import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

/** PATCH /api/authentication/me { language } and the mails written in the account's language. */
describe('preferred language per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  async function signup(): Promise<LoginRecord> {
    n += 1;
    return signUpOwner(
      t,
      { email: `lang${n}@example.com`, password: 'Start-Passw0rd', username: `Langue ${n}` },
      `10.3.0.${n}`,
    );
  }
  const setLanguage = (user: LoginRecord, language: unknown) =>
    t.request({ method: 'PATCH', url: '/api/authentication/me', payload: { language }, as: user });
  const languageOf = async (id: string) =>
    (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

  it('keeps no language until the person chooses one, then stores it and answers it on /me and at sign-in', async () => {
    const user = await signup();
    expect(user.language).toBeNull();
    expect(await languageOf(user.userId)).toBeNull();

    const res = await setLanguage(user, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.userId, language: 'fr' });
    expect(await languageOf(user.userId)).toBe('fr');
    expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: user })).json()).toMatchObject({
      language: 'fr',
    });

    const signin = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      remoteAddress: '10.3.1.1',
      payload: { email: user.email, password: 'Start-Passw0rd' },
    });
    expect(signin.json<LoginRecord>().language).toBe('fr');
  });

  it('refuses a language the console does not have, and changes nothing', async () => {
    const user = await signup();
    await setLanguage(user, 'it');
    for (const bad of ['de', '', 'FR', 42, null]) {
      const res = await setLanguage(user, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json(), String(bad)).toMatchObject({
        message: 'Language must be one of en, fr, es, it, ar, zh',
        messageCode: 'languageNotSupported',
      });
    }
    const extra = await t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { language: 'es', role: 'admin' },
      as: user,
    });
    expect(extra.statusCode).toBe(400);
    expect(await languageOf(user.userId)).toBe('it');
  });

  it('keeps the theme and the layout with the account as it keeps the language, and answers them on /me and at sign-in', async () => {
    const user = await signup();
    expect([user.theme, user.layout]).toEqual([null, null]);
    await setLanguage(user, 'ar');
    const theme = await t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { theme: 'dark' },
      as: user,
    });
    expect(theme.statusCode, theme.body).toBe(200);
    expect(theme.json()).toMatchObject({ language: 'ar', theme: 'dark', layout: null });
    const layout = await t.request({
      method: 'PATCH',
      url: '/api/authentication/me',
      payload: { layout: 'boxed' },
      as: user,
    });
    expect(layout.json()).toMatchObject({ language: 'ar', theme: 'dark', layout: 'boxed' });
    const [row] = await t.db
      .select({ language: users.language, theme: users.theme, layout: users.layout })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row).toEqual({ language: 'ar', theme: 'dark', layout: 'boxed' });
    expect((await t.request({ method: 'GET', url: '/api/authentication/me', as: user })).json()).toMatchObject({
      theme: 'dark',
      layout: 'boxed',
    });
    const signin = await t.request({
      method: 'POST',
      url: '/api/authentication/signin',
      remoteAddress: '10.3.1.2',
      payload: { email: user.email, password: 'Start-Passw0rd' },
    });
    expect(signin.json<LoginRecord>()).toMatchObject({ language: 'ar', theme: 'dark', layout: 'boxed' });

    for (const bad of [{ theme: 'neon' }, { layout: 'wide' }, {}, { theme: null }]) {
      expect(
        (await t.request({ method: 'PATCH', url: '/api/authentication/me', payload: bad, as: user })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const [after] = await t.db
      .select({ theme: users.theme, layout: users.layout })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(after).toEqual({ theme: 'dark', layout: 'boxed' });
  });

  it('needs a signed-in person', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/authentication/me', payload: { language: 'fr' } });
    expect(res.statusCode).toBe(401);
  });

  it("writes a French account's reset mail in French, and an account without a language in English", async () => {
    const french = await signup();
    await setLanguage(french, 'fr');
    const english = await signup();
    for (const [user, ip] of [
      [french, '10.3.2.1'],
      [english, '10.3.2.2'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/authentication/forgot-password',
        payload: { email: user.email },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const outbox = await t.outbox();
    const frenchMail = outbox.filter((m) => m.to === french.email).at(-1);
    expect(frenchMail?.subject).toBe('Réinitialisez votre mot de passe');
    expect(frenchMail?.text).toContain(`Bonjour ${french.nickname},`);
    expect(frenchMail?.text).toContain('Pour choisir un nouveau mot de passe, ouvrez ce lien dans les 30 minutes :');
    expect(frenchMail?.text).toMatch(/http:\/\/console\.test\/reset-password\?token=\S+/);
    const englishMail = outbox.filter((m) => m.to === english.email).at(-1);
    expect(englishMail?.subject).toBe('Reset your password');
    expect(englishMail?.text).toContain('To choose a new password, open this link within 30 minutes:');
  });
});

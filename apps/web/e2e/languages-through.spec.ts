import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { E2E } from './support/e2e-config.ts';
import { latestMailTo, newOwnerAccount, openSignedIn, signInThroughApi, unique } from './support/session.ts';
import { awardOnFreeDay, demoFirst } from './support/award-day.ts';

/**
 * Decision 026, "Languages all the way through": a person who picks French reads the server's messages in
 * French (here: a QR code already redeemed, its moment in their time zone) and gets their mails in
 * French (the reset mail, read from the outbox folder).
 */
import type { WinnersList } from '@app/contract/winners';

async function apiAs(role: 'staff' | 'admin'): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: E2E.baseUrl });
  const { accessToken } = await signInThroughApi(anonymous, role);
  await anonymous.dispose();
  return request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

/** A prize won and already redeemed by the demo staff account: its QR code's text. */
async function redeemedCode(staff: APIRequestContext): Promise<string> {
  const { championships } = (await (await staff.get('/api/challenge-winners/championships')).json()) as {
    championships: { id: string; name: string }[];
  };
  for (const { id } of demoFirst(championships)) {
    const list = (await (await staff.get(`/api/challenge-winners?challengeId=${id}`)).json()) as WinnersList;
    if (list.championship.prizeTypesCounts.daily === 0 || list.prizes.length === 0) continue;
    if (!list.championship.matchDays) continue;
    // A day of the championship whose daily prize is still free (another one if a journey beside takes it first).
    const { id: code } = await awardOnFreeDay(staff, id, { name: unique('Gagnant'), email: 'gagnant@example.net' });
    expect((await staff.post('/api/challenge-winners/verify', { data: { challengeWinnerId: code } })).status()).toBe(
      200,
    );
    return code;
  }
  throw new Error('the demo set has no championship with daily QR code prizes');
}

test('in French: an already redeemed code says so in French, and the reset mail is French', async ({ page }) => {
  // An owner of its own (its language is kept on the account), with its bar accepted so it may scan.
  const owner = await newOwnerAccount(page, 'Odile Proprio');
  const record = (await (await page.request.post('/api/authentication/signin', { data: owner })).json()) as {
    barId: string;
  };
  const admin = await apiAs('admin');
  expect(
    (
      await admin.put('/api/bar/update-status', { data: { barIds: [record.barId], status: 'accepted', reason: '' } })
    ).status(),
  ).toBe(200);
  await admin.dispose();
  const staff = await apiAs('staff');
  const code = await redeemedCode(staff);
  await staff.dispose();

  await openSignedIn(page, owner, '/scan-qr-code');
  await expect(page.getByText('Please Scan QR code for prize')).toBeVisible();
  // The person picks French in the settings, as anyone would.
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog');
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/authentication/me') && res.request().method() === 'PATCH',
  );
  await panel.getByRole('radio', { name: 'Français', exact: true }).check();
  expect((await saved).status()).toBe(200);
  await panel.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner un QR code' })).toBeVisible();

  await page.getByLabel('Texte du QR code').fill(code);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  // French words, the moment in the browser's time zone with the zone named, French month.
  await expect(page.getByTestId('scan-error')).toHaveText(
    /^Ce lot a déjà été retiré le \d{1,2}:\d{2} - \d{1,2} \S+ \d{4} \([^)]+\), par Sam Staff\.$/,
  );

  // The reset mail follows the account's language.
  expect(
    (await page.request.post('/api/authentication/forgot-password', { data: { email: owner.email } })).status(),
  ).toBe(200);
  // The outbox sends after the answer; the bar's acceptance mail came before it.
  await expect
    .poll(async () => (await latestMailTo(owner.email)).subject, { timeout: 15_000 })
    .toBe('Réinitialisez votre mot de passe');
  const mail = await latestMailTo(owner.email);
  expect(mail.text).toContain('Bonjour Odile Proprio,');
  expect(mail.text).toContain('Pour choisir un nouveau mot de passe, ouvrez ce lien dans les 30 minutes :');
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminBarDetail } from '@app/contract/bars-admin';
import type { MailState } from '@app/contract/mail';
import type { Winner, WinnersList } from '@app/contract/winners';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { MAX_ATTEMPTS } from '../../src/lib/retry-schedule.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';
import { signUpOwner } from '../helpers/signup-fixtures.ts';

const HOUR = 3_600_000;

/** The actions that mail, with the SMTP server down and back: they answer 2xx, the mail waits, then goes once. */
describe('mail through the outbox, SMTP server down and back', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: LoginRecord;
  let staff: LoginRecord;
  let owner: LoginRecord;
  let signups = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '3600' } });
    [admin, staff, owner] = await Promise.all([
      t.signIn('admin@example.com'),
      t.signIn('staff@example.com'),
      t.signIn('owner@example.com'),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await smtp.stop();
  });

  /** The mail server stays down through every attempt: the mail ends failed. */
  async function failEveryAttempt() {
    await t.app.mailSender.flush();
    for (let i = 1; i <= MAX_ATTEMPTS; i += 1) await t.app.mailSender.deliverDue(new Date(Date.now() + i * 3 * HOUR));
  }
  /** A new owner, their address confirmed by the link the mail server received, signed in. */
  async function signupOwner(): Promise<LoginRecord> {
    signups += 1;
    const email = `mail.owner${signups}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/authentication/signup',
      payload: { email, password: 'Owner-Passw0rd', username: `Mail Owner ${signups}` },
      remoteAddress: `10.7.0.${signups}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mailSender.flush();
    // The link is in the outbox's row while the mail waits, in the server's copy once sent (quoted-printable:
    // soft line breaks joined, "=3D" read as "=").
    const [row] = await t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'email-confirm'), eq(mailOutbox.to, email)));
    const raw = row?.text || (smtp.to(email).at(-1)?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /confirm-email\?token=([\w-]+)/.exec(raw)![1]!;
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/authentication/confirm-email',
      payload: { token },
      remoteAddress: `10.7.0.${signups}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return t.signIn(email, 'Owner-Passw0rd');
  }

  it('forgot-password answers 200 while the mail server is down; the link is mailed once it is back', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/authentication/forgot-password',
      payload: { email: 'owner@example.com' },
      remoteAddress: '10.8.0.1',
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailSender.flush();
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'password-reset'), eq(mailOutbox.to, 'owner@example.com')));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.lastError).not.toContain('token');
    expect(smtp.to('owner@example.com')).toEqual([]);

    await smtp.start();
    await t.app.mailSender.deliverDue(new Date(Date.now() + HOUR));
    const received = smtp.to('owner@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toMatch(/http:\/\/console\.test\/reset-password\?token=/);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    // Sent: the link is no longer in the database.
    expect(sent).toMatchObject({ status: 'sent', text: '' });
  });

  it("the winner's QR mail: queued while down, failed after every attempt, Retry (staff) sends it; the list shows each state", async () => {
    const { championship, prizes } = await insertChampionship(t.db, { name: 'Outbox Cup' });
    const id = await insertWinner(t.db, championship.id, prizes[0]!.id);
    const state = async (): Promise<MailState | null> => {
      const list = await t.request({
        method: 'GET',
        url: `/api/challenge-winners?challengeId=${championship.id}`,
        as: staff,
      });
      return list.json<WinnersList>().winners.find((w) => w.id === id)!.mail;
    };
    expect(await state()).toBeNull();

    const send = await t.request({ method: 'POST', url: `/api/challenge-winners/${id}/send`, as: staff });
    expect(send.statusCode).toBe(200);
    expect(send.json<Winner>().mail).toMatchObject({ status: 'queued', sentAt: null });
    const early = await t.request({ method: 'POST', url: `/api/challenge-winners/${id}/mail/retry`, as: staff });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'mail.NOT_FAILED' });

    await failEveryAttempt();
    expect(await state()).toMatchObject({ status: 'failed', sentAt: null });

    expect(
      (await t.request({ method: 'POST', url: `/api/challenge-winners/${id}/mail/retry`, as: owner })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/challenge-winners/${id}/mail/retry` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: `/api/challenge-winners/${'A'.repeat(24)}/mail/retry`, as: staff }))
        .statusCode,
    ).toBe(404);

    await smtp.start();
    const retry = await t.request({ method: 'POST', url: `/api/challenge-winners/${id}/mail/retry`, as: admin });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Winner>().mail).toMatchObject({ status: 'queued' });
    await t.app.mailSender.flush();
    const sent = await state();
    expect(sent).toMatchObject({ status: 'sent' });
    expect(sent!.sentAt).not.toBeNull();
    const received = smtp.to('ana@example.net');
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain('Subject: Your prize in Outbox Cup');
    expect(received[0]!.raw).toContain('prize-qr-code.png');
  });

  it("the owner's decision mail: rejecting answers 200 while down; the detail shows queued, failed, then sent after Retry", async () => {
    const newOwner = await signupOwner();
    const barId = newOwner.barId!;
    const detail = async () =>
      (await t.request({ method: 'GET', url: `/api/bar/${barId}`, as: admin })).json<AdminBarDetail>();
    expect((await detail()).decisionMail).toBeNull();

    const res = await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      as: admin,
      payload: { barIds: [barId], status: 'rejected', reason: 'Add a photo of the screens' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail()).decisionMail).toMatchObject({ status: 'queued' });
    await failEveryAttempt();
    expect((await detail()).decisionMail).toMatchObject({ status: 'failed' });

    const retryUrl = `/api/bar/${barId}/decision-mail/retry`;
    expect((await t.request({ method: 'POST', url: retryUrl, as: staff })).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/bar/00000000-0000-4000-8000-000000000000/decision-mail/retry',
          as: admin,
        })
      ).statusCode,
    ).toBe(404);
    await smtp.start();
    const retry = await t.request({ method: 'POST', url: retryUrl, as: admin });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<MailState>()).toMatchObject({ status: 'queued' });
    await t.app.mailSender.flush();
    expect((await detail()).decisionMail).toMatchObject({ status: 'sent' });

    const [mail] = smtp.to(newOwner.email);
    expect(mail!.raw).toContain('has been rejected');
    expect(mail!.raw).toContain('Reason: Add a photo of the screens');
    expect(mail!.raw).toContain('http://console.test/edit-bar');
  });

  it('every admin is mailed when a bar enters Pending: at sign-up and when an admin moves a bar back', async () => {
    await smtp.start();
    const admins = await t.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    expect(admins.length).toBeGreaterThan(0);
    const before = admins.map((a) => smtp.to(a.email).length);

    const newOwner = await signupOwner();
    await t.app.mailSender.flush();
    for (const [i, a] of admins.entries()) {
      const mails = smtp.to(a.email);
      expect(mails).toHaveLength(before[i]! + 1);
      expect(mails.at(-1)!.raw).toContain('is waiting for review');
      expect(mails.at(-1)!.raw).toContain(newOwner.email);
      expect(mails.at(-1)!.raw).toContain('http://console.test/bars');
    }

    const barId = newOwner.barId!;
    await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      as: admin,
      payload: { barIds: [barId], status: 'accepted', reason: '' },
    });
    await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      as: admin,
      payload: { barIds: [barId], status: 'pending', reason: 'Check the address' },
    });
    await t.app.mailSender.flush();
    for (const [i, a] of admins.entries()) expect(smtp.to(a.email)).toHaveLength(before[i]! + 2);
  });
});

/** Decision 018: without SMTP_URL the log names the outbox file, never the reset link or its token. */
describe('mail log lines', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => {
            lines.push(line);
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a forgot-password call logs the outbox file and no token', async () => {
    await signUpOwner(t, { email: 'logged@example.com', password: 'Start-Passw0rd', username: 'Logged' });
    lines.length = 0;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/authentication/forgot-password',
          payload: { email: 'logged@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const mail = (await t.outbox()).filter((m) => m.to === 'logged@example.com').at(-1);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail!.text)![1]!);
    expect(token.length).toBeGreaterThan(20);

    const sent = lines.filter((l) => l.includes('"mail sent"'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`${mail!.id}.eml`);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(encodeURIComponent(token));
      expect(line).not.toContain('reset-password?token');
    }
  });
});

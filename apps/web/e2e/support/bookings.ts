import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { E2E } from './e2e-config.ts';
import { nameTheBar } from './bar-setup.ts';
import { acceptedOwner, broadcast, createMatch, type CreatedMatch, type Credentials } from './match-changes.ts';
import { latestMailTo, unique } from './session.ts';

const DAY_HOURS = '17:00 - 23:30';

/** A new owner's accepted bar that takes bookings (`seats` a match) and shows a new match two days ahead. */
export async function barTakingBookings(
  page: Page,
  admin: APIRequestContext,
  seats: number,
): Promise<{ owner: Credentials; barName: string; slug: string; match: CreatedMatch }> {
  const { credentials, accessToken } = await acceptedOwner(page, admin, 'Booking Owner');
  const barName = unique('The Booking Arms');
  await nameTheBar(page.request, accessToken, {
    name: barName,
    barProgram: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, DAY_HOURS]),
    ),
    bookings: { takesBookings: true, seatsPerMatch: seats },
  });
  const match = await createMatch(
    admin,
    'Booking Rovers',
    'Table United',
    new Date(Date.now() + 2 * 86_400_000).toISOString(),
  );
  await broadcast(page, accessToken, match.id);
  const me = await page.request.get('/api/authentication/me', { headers: { authorization: `Bearer ${accessToken}` } });
  const { barId } = (await me.json()) as { barId: string };
  const bar = await page.request.get(`/api/bars/${barId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const { slug } = (await bar.json()) as { slug: string };
  return { owner: credentials, barName, slug, match };
}

/** A new fan account by the fans' sign-up, its address confirmed from the mail, for one journey only. */
export async function newFanAccount(page: Page, name: string): Promise<Credentials> {
  const nickname = unique(name);
  const email = `${nickname.replace(/\s+/g, '.').toLowerCase()}@fans.example.net`;
  const password = 'Fan-Passw0rd-1';
  const client = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const res = await page.request.post('/api/play/signup', {
    data: { nickname, email, password, language: 'en' },
    headers: { 'x-forwarded-for': client },
  });
  expect(res.status(), `sign-up of ${email}`).toBe(200);
  const { text } = await latestMailTo(email, { subject: 'Confirm your email address' });
  const token = new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token');
  const anonymous = await request.newContext({ baseURL: E2E.baseUrl });
  const confirmed = await anonymous.post('/api/authentication/confirm-email', {
    data: { token },
    headers: { 'x-forwarded-for': client },
  });
  expect(confirmed.status()).toBe(200);
  await anonymous.dispose();
  return { email, password };
}

/** The events of the calendar a mail carries (its text/calendar part), as ical.js reads them. */
export async function calendarEventsOfMail(mailId: string) {
  const eml = await readFile(path.join(E2E.outboxDir, `${mailId}.eml`), 'utf8');
  const part = /Content-Type: text\/calendar[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(eml);
  expect(part, 'the mail has a calendar part').not.toBeNull();
  const ics = Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      summary: String(event.getFirstPropertyValue('summary')),
      status: String(event.getFirstPropertyValue('status')),
      sequence: Number(event.getFirstPropertyValue('sequence')),
    })),
  };
}

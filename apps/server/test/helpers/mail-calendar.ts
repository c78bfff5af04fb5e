import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';

/** The text/calendar attachment of a mail the outbox wrote (`{id}.eml`), decoded. */
export async function calendarOfMail(outboxDir: string, mailId: string): Promise<string> {
  const eml = await readFile(path.join(outboxDir, `${mailId}.eml`), 'utf8');
  const part = /Content-Type: text\/calendar[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(eml);
  if (!part) throw new Error(`mail ${mailId} has no calendar part`);
  return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The calendar parsed by ical.js: its METHOD and its events' fields. */
export function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: String(vevent.getFirstPropertyValue('status')),
    summary: String(vevent.getFirstPropertyValue('summary')),
    description: String(vevent.getFirstPropertyValue('description')),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  }));
  return { method: String(calendar.getFirstPropertyValue('method')), events };
}

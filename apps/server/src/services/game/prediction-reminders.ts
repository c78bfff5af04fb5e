import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { predictionReminders, users } from '../../db/schema/index.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { queueMails, type QueuedMail } from '../mail/mail-outbox.ts';
import { mailHours, mailKickOff, mailLanguage, mailTexts } from '../mail/texts/index.ts';
import { REMINDER_HOURS } from '@app/contract/game';

/** The longest a player may choose: the pass reads no match locking later than this. */
const LONGEST_REMINDER_HOURS = Math.max(...REMINDER_HOURS);
/**
 * How long a slice of the pass aims to hold the database: about what a request queued behind it waits (PGlite has one
 * connection, in the server's own thread). The pass reads its players in slices sized to it, between these bounds.
 */
const SLICE_MS = 15;
const SLICE_PLAYERS = { first: 10, min: 5, max: 500 };
/** Reminder days kept: enough to hold "one a day" across a day's change in any zone. */
const DAYS_KEPT = 3;

/** The one-click unsubscribe's signature of an account: nothing to store, nothing to guess. */
function signatureOf(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`prediction-reminders:${userId}`).digest('base64url');
}

function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl}/api/play/reminders/unsubscribe?user=${encodeURIComponent(userId)}&sig=${signatureOf(secret, userId)}`;
}

/** True when `sig` is this account's signature. */
export function unsubscribeSignatureHolds(secret: string, userId: string, sig: string): boolean {
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Stops the reminders of the account the link names; false when the account is unknown. */
export async function unsubscribeFromReminders(db: Database, userId: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ mailPredictionReminders: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return changed.length > 0;
}

type DueRow = {
  user_id: string;
  email: string;
  nickname: string;
  language: string | null;
  championship_id: string;
  championship: string;
  time_zone: string;
  home_team: string;
  away_team: string;
  locks_at: Date;
  reminder_hours: number;
};

/** A player who wants reminders (`u`, an account). */
const wantsReminders = sql`u.role = 'player' and u.active and u.mail_prediction_reminders
  and u.email_confirmed_at is not null`;

/**
 * One pass: every player who wants reminders, plays a published championship (has predicted in it)
 * and has not predicted a match of it that closes within the hours they chose gets one mail listing those
 * matches, at most one a day. The day's row is claimed in the same statement as the reading, so two
 * instances running the pass at once never mail a player twice. The players who want reminders are read in
 * slices by their key, each slice's due players claimed and mailed in its own transaction, each slice followed by a
 * pause as long: no statement of the pass reads every player. Answers how many mails were queued.
 */
export async function sendPredictionReminders(
  db: Database,
  options: { at: Date; publicUrl: string; secret: string },
): Promise<number> {
  await db
    .delete(predictionReminders)
    .where(lt(predictionReminders.sentAt, new Date(options.at.getTime() - DAYS_KEPT * 86_400_000)));
  // No match locks soon: no player is read.
  const [soon] = await queryRows<{ locking: boolean }>(
    db,
    sql`with ${lockingSql(options)} select exists (select 1 from locking) as locking`,
  );
  if (!soon?.locking) return 0;
  let queued = 0;
  let after: string | null = null;
  let size = SLICE_PLAYERS.first;
  for (;;) {
    const started = performance.now();
    const players: { id: string }[] = await queryRows<{ id: string }>(
      db,
      sql`select u.id from users u where ${wantsReminders} ${after === null ? sql`` : sql`and u.id > ${after}::uuid`}
      order by u.id limit ${size}`,
    );
    if (players.length === 0) break;
    after = players.at(-1)!.id;
    queued += await remindBatch(
      db,
      options,
      players.map((player) => player.id),
    );
    const took = performance.now() - started;
    // The next slice sized to hold the database about SLICE_MS (at most twice or half this one), after a pause as
    // long as this one took: the pass has the database at most half the time.
    const scale = Math.min(2, Math.max(0.5, SLICE_MS / Math.max(took, 0.1)));
    size = Math.min(SLICE_PLAYERS.max, Math.max(SLICE_PLAYERS.min, Math.round(size * scale)));
    await new Promise((resolve) => setTimeout(resolve, took));
  }
  return queued;
}

/**
 * The `locking` part of a pass's statements: the matches of playable championships that lock within the longest
 * choice of hours — a handful, whatever the number of players.
 */
function lockingSql(options: { at: Date }) {
  const until = new Date(options.at.getTime() + LONGEST_REMINDER_HOURS * 3_600_000);
  return sql`locking as (
        select cm.championship_id, m.id as match_id, m.home_team, m.away_team,
               m.scheduled_date - make_interval(mins => c.lock_minutes) as locks_at
        from championships c
        join championship_matches cm on cm.championship_id = c.id
        join matches m on m.id = cm.match_id and m.trashed_at is null and m.status not in ('CANC', 'POSTP', 'FT', 'AET', 'PEN')
        where c.published and c.archived_at is null
          and m.scheduled_date - make_interval(mins => c.lock_minutes) > ${options.at}
          and m.scheduled_date - make_interval(mins => c.lock_minutes) <= ${until}
      )`;
}

/**
 * The `locking` and `due` parts of a slice's statement. `due`: for each match locking soon, the slice's players
 * (`userIds`) who play its championship (have predicted in it, a seek of `predictions_user_idx`), have not predicted
 * it (a seek of the key), chose hours that reach its lock and had no reminder today: a few rows per player.
 */
function dueSql(options: { at: Date }, userIds: string[]) {
  const day = options.at.toISOString().slice(0, 10);
  return sql`${lockingSql(options)}, due as (
        select u.id as user_id, l.championship_id, l.home_team, l.away_team, l.locks_at
        from locking l
        join users u on ${wantsReminders} and u.id = any(${uuidArray(userIds)})
          and l.locks_at <= ${options.at}::timestamptz + make_interval(hours => u.reminder_hours)
        where exists (select 1 from predictions p where p.user_id = u.id and p.championship_id = l.championship_id)
          and not exists (
            select 1 from predictions x
            where x.championship_id = l.championship_id and x.match_id = l.match_id and x.user_id = u.id)
          and not exists (select 1 from prediction_reminders r where r.user_id = u.id and r.day = ${day})
      )`;
}

/** The due players of a slice, claimed and mailed in one transaction; answers how many mails it queued. */
async function remindBatch(
  db: Database,
  options: { at: Date; publicUrl: string; secret: string },
  userIds: string[],
): Promise<number> {
  const day = options.at.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const rows = await queryRows<DueRow>(
      tx,
      sql`
      with ${dueSql(options, userIds)}, claimed as (
        insert into prediction_reminders (user_id, day)
        select distinct user_id, ${day} from due
        on conflict do nothing
        returning user_id
      )
      select d.user_id, u.email, u.nickname, u.language, u.reminder_hours, d.championship_id, c.name as championship, c.time_zone,
             d.home_team, d.away_team, d.locks_at
      from due d join claimed using (user_id)
      join users u on u.id = d.user_id
      join championships c on c.id = d.championship_id
      order by d.user_id, c.name, d.locks_at`,
    );
    const mails: QueuedMail[] = [];
    const byPlayer = new Map<string, DueRow[]>();
    for (const row of rows) {
      const due = byPlayer.get(row.user_id);
      if (due) due.push(row);
      else byPlayer.set(row.user_id, [row]);
    }
    for (const [userId, due] of byPlayer) {
      const first = due[0]!;
      const language = mailLanguage(first.language);
      const t = mailTexts(language);
      const championships = [...new Map(due.map((row) => [row.championship_id, row.championship])).entries()];
      const stop = unsubscribeUrl(options.publicUrl, options.secret, userId);
      const lines = [
        t('greeting', { name: first.nickname }),
        '',
        t('reminderLine', { duration: mailHours(language, first.reminder_hours) }),
      ];
      for (const [id, name] of championships) {
        lines.push('', name);
        for (const row of due.filter((r) => r.championship_id === id)) {
          lines.push(
            `- ${row.home_team} – ${row.away_team}: ${mailKickOff(language, new Date(row.locks_at), row.time_zone)}`,
          );
        }
        lines.push(t('reminderOpen'), `${options.publicUrl}/play/${id}`);
      }
      lines.push('', t('reminderStop'), stop);
      mails.push({
        kind: 'prediction-reminder',
        subjectId: userId,
        to: first.email,
        subject: t('reminderSubject', { championship: championships.map(([, name]) => name).join(', ') }),
        text: lines.join('\n'),
        // RFC 8058: a mail client's one-click unsubscribe posts to the link, without a sign-in.
        headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    await queueMails(tx, mails);
    return mails.length;
  });
}

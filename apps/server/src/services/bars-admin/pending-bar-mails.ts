import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { bars, users } from '../../db/schema/index.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { mailTexts } from '../mail/texts/index.ts';

/**
 * A bar entered Pending (an owner signed up or sent their bar back, or an admin moved it there):
 * every active admin is told by mail, queued in the caller's transaction. A deactivated admin
 * (users admin) is left out: nobody reads that mailbox for the business any more.
 */
export async function queuePendingBarMails(tx: Database | Tx, barId: string, consoleUrl: string): Promise<number> {
  const [bar] = await tx.select({ name: bars.name, email: bars.email }).from(bars).where(eq(bars.id, barId)).limit(1);
  if (!bar) return 0;
  const admins = await tx
    .select({ email: users.email, nickname: users.nickname, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)));
  for (const admin of admins) {
    // Each admin reads it in their own language.
    const t = mailTexts(admin.language);
    const name = bar.name.trim() || bar.email || t('pendingNewBar');
    await queueMail(tx, {
      kind: 'bar-pending',
      subjectId: barId,
      to: admin.email,
      subject: t('pendingSubject', { bar: name }),
      text: [
        t('greeting', { name: admin.nickname }),
        '',
        t('pendingLine', { bar: bar.name.trim() ? `"${bar.name.trim()}"` : name }),
        '',
        t('pendingLink', { url: `${consoleUrl}/bars` }),
        '',
      ].join('\n'),
    });
  }
  return admins.length;
}

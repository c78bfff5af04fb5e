import { sql } from 'drizzle-orm';
import type { AccountBar, AddBarBody } from '@app/contract/account-bars';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { bars } from '../../db/schema/index.ts';
import { queuePendingBarMails } from '../bars-admin/pending-bar-mails.ts';
import { barSearchText } from '../bars-admin/bar-search-text.ts';

/**
 * The bars a person holds a role in, oldest first (the order the auth plugin takes the first of):
 * the ones they own, then the teams they are on (a removed membership holds none).
 */
export async function accountBars(db: Database | Tx, userId: string): Promise<AccountBar[]> {
  return queryRows<AccountBar>(
    db,
    sql`
    select held.id, held.name, held.slug, held.status, held.role from (
      select b.id, b.name, b.slug, b.status, 'owner' as role, b.created_at as since from bars b where b.owner_user_id = ${userId}
      union all
      select b.id, b.name, b.slug, b.status, m.role, m.created_at from bar_members m join bars b on b.id = m.bar_id
      where m.user_id = ${userId} and m.removed_at is null
    ) held
    order by held.since, held.id`,
  );
}

/** The account's bar when it holds exactly one (what clients that know of one bar read), else null. */
export const onlyBarId = (held: AccountBar[]): string | null => (held.length === 1 ? held[0]!.id : null);

/**
 * A new bar of an owner, Pending as a sign-up's is, in the caller's transaction. `review`: the admins
 * are told now (an owner adding a bar; a sign-up's bar waits for the address to be confirmed).
 */
export async function insertPendingBar(
  tx: Tx,
  ownerUserId: string,
  fields: { name: string; email: string },
  review: { consoleUrl: string } | null,
): Promise<string> {
  const [bar] = await tx
    .insert(bars)
    .values({
      ownerUserId,
      status: 'pending',
      name: fields.name,
      email: fields.email,
      searchText: barSearchText({ ...fields, city: '', country: '' }),
    })
    .returning({ id: bars.id });
  if (!bar) throw new Error('bar insert returned nothing');
  if (review) await queuePendingBarMails(tx, bar.id, review.consoleUrl);
  return bar.id;
}

/** The owner's bars: each one added waits for the admins' review, as a new sign-up's bar does. */
export function createAccountBarsService(db: Database, options: { consoleUrl: string }) {
  return {
    list: (userId: string) => accountBars(db, userId),

    /** The new bar as the account's list shows it; the owner's sign-in address is its first contact address. */
    async add(owner: { id: string; email: string }, body: AddBarBody): Promise<AccountBar> {
      return db.transaction(async (tx) => {
        const id = await insertPendingBar(tx, owner.id, { name: body.name, email: owner.email }, options);
        const added = (await accountBars(tx, owner.id)).find((bar) => bar.id === id);
        if (!added) throw new Error("the added bar is not among the owner's bars");
        return added;
      });
    },
  };
}
export type AccountBarsService = ReturnType<typeof createAccountBarsService>;

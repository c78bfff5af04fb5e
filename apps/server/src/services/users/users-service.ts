import type { ConsoleLanguage } from '@app/contract/languages';
import { and, eq } from 'drizzle-orm';
import {
  USER_CODES,
  USER_MESSAGES,
  type InviteUserBody,
  type UpdateUserBody,
  type User,
  type UserListQuery,
} from '@app/contract/users';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { AccountsService } from '../auth/accounts-service.ts';
import { deactivateAccount } from '../auth/deactivate.ts';
import { findUser, listUsers } from './users-query.ts';

type Actor = { id: string; nickname: string; language?: ConsoleLanguage | null };

/** Users administration (admins): list, invite staff or admins, change role and the active switch. */
export function createUsersService(db: Database, accounts: AccountsService) {
  return {
    list: (query: UserListQuery) => listUsers(db, query),

    async invite(actor: Actor, body: InviteUserBody): Promise<User> {
      const { user } = await accounts.invite({
        email: body.email,
        nickname: body.nickname,
        role: body.role,
        from: { invitedBy: actor.nickname, place: null, language: actor.language },
      });
      const created = await findUser(db, user.id);
      if (!created) throw notFound(USER_MESSAGES.notFound, USER_CODES.notFound);
      return created;
    },

    /**
     * Nobody deactivates or demotes themselves; the last active admin stays. The active admins are
     * locked first, so two admins demoting each other at once cannot both succeed.
     */
    async update(actor: Actor, id: string, body: UpdateUserBody): Promise<User> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.active, true)))
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!target) throw notFound(USER_MESSAGES.notFound, USER_CODES.notFound);
        if (body.role && target.role !== 'staff' && target.role !== 'admin')
          throw badRequest(USER_MESSAGES.notStaffOrAdmin, USER_CODES.notStaffOrAdmin);
        const deactivates = body.active === false && target.active;
        const demotes = body.role === 'staff' && target.role === 'admin';
        if (id === actor.id && (deactivates || demotes)) throw badRequest(USER_MESSAGES.self, USER_CODES.self);
        const isActiveAdmin = target.role === 'admin' && target.active;
        if (isActiveAdmin && (deactivates || demotes) && admins.filter((a) => a.id !== id).length === 0) {
          throw badRequest(USER_MESSAGES.lastAdmin, USER_CODES.lastAdmin);
        }
        const changes: Partial<typeof users.$inferInsert> = {};
        if (body.role) changes.role = body.role;
        if (body.active === true) Object.assign(changes, { active: true, deactivatedBy: null });
        if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, id));
        if (deactivates) await deactivateAccount(tx, id, 'admin');
        // A role change takes effect on the next request (the auth check reads the role); nothing else to end.
        const updated = await findUser(tx, id);
        if (!updated) throw notFound(USER_MESSAGES.notFound, USER_CODES.notFound);
        return updated;
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

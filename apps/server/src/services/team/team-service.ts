import type { ConsoleLanguage } from '@app/contract/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TEAM_CODES, TEAM_MESSAGES, type InviteTeamMemberBody, type TeamMember } from '@app/contract/team';
import { queryRows, type Database } from '../../db/client.ts';
import { barMembers, bars } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AccountsService } from '../auth/accounts-service.ts';
import { deactivateAccount } from '../auth/deactivate.ts';

type Owner = { id: string; nickname: string; barId: string; language?: ConsoleLanguage | null };
type MemberRow = {
  user_id: string;
  nickname: string;
  email: string;
  role: TeamMember['role'];
  has_password: boolean;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  removed_at: Date | string | null;
  invitation_expires_at: Date | string | null;
};
const iso = (value: Date | string) => new Date(value).toISOString();

/** The bar's team (owners): the bar always comes from the signed-in owner, never from the client. */
export function createTeamService(db: Database, accounts: AccountsService) {
  /** The team, then the people removed from it (newest removal first), whom the owner can invite again. */
  /** The bar a team member joins, by its name ('' while it has none): each mail words it in its language. */
  async function placeOf(barId: string): Promise<string> {
    const [bar] = await db.select({ name: bars.name }).from(bars).where(eq(bars.id, barId));
    return bar?.name ?? '';
  }

  async function list(barId: string): Promise<TeamMember[]> {
    const rows = await queryRows<MemberRow>(
      db,
      sql`
      select m.user_id, u.nickname, u.email, m.role, u.password_hash is not null as has_password, u.last_sign_in_at,
        m.created_at, m.removed_at,
        (select max(r.expires_at) from password_resets r
          where r.user_id = u.id and r.used_at is null and u.password_hash is null) as invitation_expires_at
      from bar_members m join users u on u.id = m.user_id
      where m.bar_id = ${barId}
      order by m.removed_at desc nulls first, m.created_at, m.user_id`,
    );
    return rows.map((r) => ({
      userId: r.user_id,
      nickname: r.nickname,
      email: r.email,
      role: r.role,
      hasPassword: r.has_password,
      lastSignInAt: r.last_sign_in_at ? iso(r.last_sign_in_at) : null,
      invitedAt: iso(r.created_at),
      removedAt: r.removed_at ? iso(r.removed_at) : null,
      invitationExpiresAt: r.invitation_expires_at ? iso(r.invitation_expires_at) : null,
    }));
  }

  return {
    list,

    async invite(owner: Owner, body: InviteTeamMemberBody): Promise<TeamMember> {
      // Until they sign in and change it, the person is called by their email's name part.
      const nickname = body.email.split('@')[0] ?? body.email;
      const place = await placeOf(owner.barId);
      const { user } = await accounts.invite({
        email: body.email,
        nickname,
        role: body.role,
        team: { barId: owner.barId, invitedBy: owner.id },
        from: { invitedBy: owner.nickname, place, language: owner.language },
      });
      const member = (await list(owner.barId)).find((m) => m.userId === user.id);
      if (!member) throw notFound(TEAM_MESSAGES.notMember, TEAM_CODES.notMember);
      return member;
    },

    /** Send again: a fresh 72-hour link to a member who has not joined yet; the earlier link opens nothing any more. */
    async resendInvitation(owner: Owner, userId: string): Promise<TeamMember> {
      const member = (await list(owner.barId)).find((m) => m.userId === userId && m.removedAt === null);
      if (!member) throw notFound(TEAM_MESSAGES.notMember, TEAM_CODES.notMember);
      if (member.hasPassword) throw conflict(TEAM_MESSAGES.alreadyJoined, TEAM_CODES.alreadyJoined);
      const from = { invitedBy: owner.nickname, place: await placeOf(owner.barId), language: owner.language };
      const sent = await accounts.resendInvitation(userId, from);
      if (!sent) throw conflict(TEAM_MESSAGES.alreadyJoined, TEAM_CODES.alreadyJoined);
      return (await list(owner.barId)).find((m) => m.userId === userId)!;
    },

    /**
     * Removal ends the person's access to this bar at once, and to the console when it was their last
     * team; the account stays so redemptions keep their author, and the row stays (stamped) so the
     * owner sees whom they can invite again.
     */
    async remove(barId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .update(barMembers)
          .set({ removedAt: new Date() })
          .where(and(eq(barMembers.userId, userId), eq(barMembers.barId, barId), isNull(barMembers.removedAt)))
          .returning();
        if (removed.length === 0) throw notFound(TEAM_MESSAGES.notMember, TEAM_CODES.notMember);
        const [otherTeam] = await tx
          .select({ barId: barMembers.barId })
          .from(barMembers)
          .where(and(eq(barMembers.userId, userId), isNull(barMembers.removedAt)))
          .limit(1);
        if (!otherTeam) await deactivateAccount(tx, userId, 'team');
      });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_FOLLOWED_TEAMS, type FollowedTeams } from '@app/contract/game';
import { messageText } from '@app/contract/messages';
import type { Database, Tx } from '../../db/client.ts';
import { teamFollows, teams, users } from '../../db/schema/index.ts';
import { badRequest, coded, notFound } from '../../lib/http-error.ts';

async function followedTeams(db: Database | Tx, userId: string): Promise<FollowedTeams> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, emblemUrl: teams.emblemUrl })
    .from(teamFollows)
    .innerJoin(teams, eq(teams.id, teamFollows.teamId))
    .where(eq(teamFollows.userId, userId))
    .orderBy(asc(teams.name));
  return { teams: rows };
}

/**
 * The teams a player follows from their page. The user is always the
 * session's; following twice or unfollowing a team not followed changes nothing (idempotent).
 */
export function createTeamFollowsService(db: Database) {
  return {
    list: (userId: string) => followedTeams(db, userId),

    /** The player's row is locked so two follows at once cannot pass the cap together. */
    async follow(userId: string, teamId: string): Promise<FollowedTeams> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
        if (!team) throw notFound(messageText('teamNotFound'), 'teams.NOT_FOUND');
        const [already] = await tx
          .select({ teamId: teamFollows.teamId })
          .from(teamFollows)
          .where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)))
          .limit(1);
        if (!already) {
          const [row] = await tx.select({ n: count() }).from(teamFollows).where(eq(teamFollows.userId, userId));
          if (Number(row?.n ?? 0) >= MAX_FOLLOWED_TEAMS)
            throw badRequest(coded('tooManyFollows', { max: MAX_FOLLOWED_TEAMS }), 'follows.TOO_MANY');
          await tx.insert(teamFollows).values({ userId, teamId }).onConflictDoNothing();
        }
        return followedTeams(tx, userId);
      });
    },

    async unfollow(userId: string, teamId: string): Promise<FollowedTeams> {
      await db.delete(teamFollows).where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)));
      return followedTeams(db, userId);
    },
  };
}
export type TeamFollowsService = ReturnType<typeof createTeamFollowsService>;

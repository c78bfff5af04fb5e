import { and, eq, sql } from 'drizzle-orm';
import type { LeaderboardQuery } from '@app/contract/game';
import {
  LEAGUE_CODES,
  LEAGUE_MESSAGES,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_CHAMPIONSHIP,
  type CreateLeagueBody,
  type League,
  type PatchLeagueBody,
} from '@app/contract/leagues';
import { messageText } from '@app/contract/messages';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { leagueMembers, leagues, users } from '../../db/schema/index.ts';
import { coded, conflict, notFound } from '../../lib/http-error.ts';
import { findPlayable } from '../game/play-reads.ts';
import { newLeagueCode, newMemberRef } from './league-codes.ts';
import { joinClosed, memberNotFound, ownerOnly } from './league-errors.ts';
import { createLeagueBoards } from './league-board.ts';
import { leagueView, memberLeague, memberLeagueStatement, myLeagues, type MemberLeague } from './league-reads.ts';
import { staffLeagues } from './staff-leagues.ts';
import { barLeagueMethods } from './bar-leagues.ts';

/** A fresh code meets a taken one once in a trillion: a few tries always find a free one. */
const CODE_TRIES = 5;

/**
 * Room for one more league of the player's in the championship. Their row is locked before the
 * count, and before anything that names them is written (whose key check would share-lock it and
 * deadlock two such writes), so two creates or joins at once cannot pass the cap together.
 */
async function claimLeagueRoom(tx: Tx, championshipId: string, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`
    select count(*) as n from league_members m join leagues l on l.id = m.league_id
    where m.user_id = ${userId} and l.championship_id = ${championshipId}`,
  );
  if (Number(row?.n ?? 0) >= MAX_LEAGUES_PER_CHAMPIONSHIP)
    throw conflict(coded('tooManyLeagues', { max: MAX_LEAGUES_PER_CHAMPIONSHIP }), LEAGUE_CODES.tooMany);
}

const addMember = (tx: Tx, leagueId: string, userId: string) =>
  tx.insert(leagueMembers).values({ leagueId, userId, ref: newMemberRef() });

/** A change only the owner makes, on the league locked for it. */
async function asOwner(tx: Tx, leagueId: string, userId: string): Promise<MemberLeague> {
  const league = await memberLeague(tx, leagueId, userId, true);
  if (league.owner_id !== userId) throw ownerOnly();
  return league;
}

async function memberByRef(tx: Tx, leagueId: string, ref: string): Promise<string> {
  const [member] = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.ref, ref)));
  if (!member) throw memberNotFound();
  return member.userId;
}

/**
 * Private leagues: a player makes one in a playable championship and invites by its code; its
 * boards are read from the official ones (league-board.ts). The caller is always the session's
 * player; a league they are not in answers 404, whatever it is.
 */
export function createLeagueService(db: Database, clock: () => Date = () => new Date()) {
  const leagueBoard = createLeagueBoards(db);
  const readMemberLeague = memberLeagueStatement(db);
  return {
    ...barLeagueMethods(db, clock, leagueBoard),

    mine: async (championshipId: string, userId: string) => {
      await findPlayable(db, championshipId);
      return { leagues: await myLeagues(db, championshipId, userId) };
    },

    get: async (leagueId: string, userId: string) => leagueView(db, await readMemberLeague(leagueId, userId), userId),

    board: async (leagueId: string, query: LeaderboardQuery, userId: string) =>
      leagueBoard(await readMemberLeague(leagueId, userId), query, userId, clock()),

    async create(championshipId: string, userId: string, body: CreateLeagueBody): Promise<League> {
      return db.transaction(async (tx) => {
        await findPlayable(tx, championshipId, true);
        await claimLeagueRoom(tx, championshipId, userId);
        let id: string | undefined;
        for (let i = 0; i < CODE_TRIES && !id; i += 1) {
          const [row] = await tx
            .insert(leagues)
            .values({ championshipId, name: body.name, code: newLeagueCode(), ownerId: userId })
            .onConflictDoNothing({ target: leagues.code })
            .returning({ id: leagues.id });
          id = row?.id;
        }
        if (!id) throw new Error('no free league code after several tries');
        await addMember(tx, id, userId);
        return leagueView(tx, await memberLeague(tx, id, userId), userId);
      });
    },

    /** Joining a league one is in already changes nothing, even once it is closed or full. */
    async join(code: string, userId: string): Promise<League> {
      return db.transaction(async (tx) => {
        const [league] = await queryRows<{ id: string; championship_id: string; join_open: boolean }>(
          tx,
          sql`
          select l.id, l.championship_id, l.join_open from leagues l
          join championships c on c.id = l.championship_id and c.published and c.archived_at is null
          where l.code = ${code}
          for update of l`,
        );
        if (!league) throw notFound(LEAGUE_MESSAGES.leagueCodeUnknown, LEAGUE_CODES.codeUnknown);
        const [members] = await queryRows<{ n: number | string; mine: boolean }>(
          tx,
          sql`select count(*) as n, bool_or(user_id = ${userId}) as mine from league_members where league_id = ${league.id}`,
        );
        if (!members?.mine) {
          if (!league.join_open) throw joinClosed();
          if (Number(members?.n ?? 0) >= MAX_LEAGUE_MEMBERS)
            throw conflict(coded('leagueFull', { max: MAX_LEAGUE_MEMBERS }), LEAGUE_CODES.full);
          await claimLeagueRoom(tx, league.championship_id, userId);
          await addMember(tx, league.id, userId);
        }
        return leagueView(tx, await memberLeague(tx, league.id, userId), userId);
      });
    },

    async update(leagueId: string, userId: string, body: PatchLeagueBody): Promise<League> {
      return db.transaction(async (tx) => {
        const league = await asOwner(tx, leagueId, userId);
        const [row] = await tx
          .update(leagues)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.joinOpen !== undefined ? { joinOpen: body.joinOpen } : {}),
          })
          .where(eq(leagues.id, leagueId))
          .returning({ name: leagues.name, joinOpen: leagues.joinOpen });
        return leagueView(tx, { ...league, name: row!.name, join_open: row!.joinOpen }, userId);
      });
    },

    async delete(leagueId: string, userId: string) {
      await db.transaction(async (tx) => {
        await asOwner(tx, leagueId, userId);
        await tx.delete(leagues).where(eq(leagues.id, leagueId));
      });
      return { message: messageText('leagueDeleted') };
    },

    /** The owner leaves only once someone else owns the league, or by deleting it. */
    async leave(leagueId: string, userId: string) {
      await db.transaction(async (tx) => {
        const league = await memberLeague(tx, leagueId, userId, true);
        if (league.owner_id === userId) throw conflict(LEAGUE_MESSAGES.leagueOwnerLeaves, LEAGUE_CODES.ownerLeaves);
        await tx
          .delete(leagueMembers)
          .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
      });
      return { message: messageText('leagueLeft') };
    },

    async removeMember(leagueId: string, userId: string, ref: string): Promise<League> {
      return db.transaction(async (tx) => {
        const league = await asOwner(tx, leagueId, userId);
        const member = await memberByRef(tx, leagueId, ref);
        if (member === league.owner_id) throw conflict(LEAGUE_MESSAGES.leagueOwnerRemoved, LEAGUE_CODES.ownerRemoved);
        await tx
          .delete(leagueMembers)
          .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, member)));
        return leagueView(tx, league, userId);
      });
    },

    /** The owner names a member as the new owner; handing it to oneself changes nothing. */
    async handOver(leagueId: string, userId: string, ref: string): Promise<League> {
      return db.transaction(async (tx) => {
        const league = await asOwner(tx, leagueId, userId);
        const member = await memberByRef(tx, leagueId, ref);
        await tx.update(leagues).set({ ownerId: member }).where(eq(leagues.id, leagueId));
        return leagueView(tx, { ...league, owner_id: member }, userId);
      });
    },

    /** Staff: a championship's leagues, largest first. */
    staffList: (championshipId: string) => staffLeagues(db, championshipId),

    /** Staff delete an abusive league; the audit log keeps it, with who deleted it. */
    async staffDelete(leagueId: string) {
      const deleted = await db.transaction((tx) =>
        tx.delete(leagues).where(eq(leagues.id, leagueId)).returning({ id: leagues.id }),
      );
      if (deleted.length === 0) throw notFound(LEAGUE_MESSAGES.leagueNotFound, LEAGUE_CODES.notFound);
      return { message: messageText('leagueDeleted') };
    },
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;

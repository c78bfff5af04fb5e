import { messageText } from '@app/contract/messages';
import { sql } from 'drizzle-orm';
import type { AwardPeriodBody, AwardProposalBody, LeaderboardPeriod, Proposal, Proposals } from '@app/contract/game';
import type { Winner } from '@app/contract/winners';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { STATUS_CODES_BY_PHASE } from '../../lib/match-status.ts';
import { awardWinner, awardWinnerIn } from '../winners/award-winner.ts';
import { findWinner } from '../winners/winners-repository.ts';
import type { PrizeSigner } from '../winners/prize-signing.ts';
import { boardTop, periodKeys } from './play-reads.ts';
import { periodDateOf } from './periods.ts';

type Db = Database | Tx;
const FINISHED = STATUS_CODES_BY_PHASE.past.filter((s) => s !== 'CANC');

/**
 * Which periods are complete: every match of it finished with a score, or cancelled
 * (void), and every question counting in it marked and its answers judged. Days and ISO weeks in the championship's
 * zone.
 */
async function completePeriods(
  db: Db,
  championshipId: string,
): Promise<{ days: Set<string>; weeks: Set<string>; allTime: boolean }> {
  const open = await queryRows<{ day: string; week: string }>(
    db,
    sql`
    with c as (select time_zone from championships where id = ${championshipId}),
    first_kickoff as (
      select min(m.scheduled_date) as at from championship_matches cm join matches m on m.id = cm.match_id
      where cm.championship_id = ${championshipId} and m.trashed_at is null
    ),
    unsettled as (
      select m.scheduled_date as at from championship_matches cm join matches m on m.id = cm.match_id
      where cm.championship_id = ${championshipId} and m.trashed_at is null
        and not (m.status = 'CANC' or (m.status = any(${textArray(FINISHED)})
                 and m.full_time_home_goals is not null and m.full_time_away_goals is not null))
      union all
      select coalesce(q.closes_at, f.at) from questions q, first_kickoff f
      where q.championship_id = ${championshipId} and q.deleted_at is null
        -- Unmarked, or marked but not judged yet (open, or closed a moment before its judging job).
        and (q.correct_answer is null or coalesce(q.closes_at, f.at) > now()
             or exists (select 1 from question_answers a where a.question_id = q.id and a.points is null))
    )
    select distinct to_char(u.at at time zone c.time_zone, 'YYYY-MM-DD') as day, to_char(u.at at time zone c.time_zone, 'IYYY-"W"IW') as week
    from unsettled u, c where u.at is not null`,
  );
  const { days, weeks } = await periodKeys(db, championshipId);
  const openDays = new Set(open.map((o) => o.day));
  const openWeeks = new Set(open.map((o) => o.week));
  const [any] = await queryRows<{ n: number | string }>(
    db,
    sql`
    select count(*) as n from questions q where q.championship_id = ${championshipId} and q.deleted_at is null and q.correct_answer is null`,
  );
  return {
    days: new Set(days.filter((d) => !openDays.has(d))),
    weeks: new Set(weeks.filter((w) => !openWeeks.has(w))),
    allTime: days.length > 0 && open.length === 0 && Number(any?.n ?? 0) === 0,
  };
}

type Awarded = { users: Set<string>; counts: Map<string, number> };
const periodSlot = (period: LeaderboardPeriod, periodDate: string | null) => `${period}|${periodDate ?? ''}`;

/**
 * One period's proposal: the players at positions up to N; when more than N, those at the last place are marked tied.
 */
async function proposalOf(
  db: Db,
  championshipId: string,
  period: LeaderboardPeriod,
  key: string,
  prizes: number,
  complete: boolean,
  awarded: Awarded,
): Promise<Proposal> {
  const periodDate = periodDateOf(period, key);
  const awardedCount = awarded.counts.get(periodSlot(period, periodDate)) ?? 0;
  const top = complete && awardedCount < prizes ? await boardTop(db, championshipId, period, key, prizes) : [];
  const cut = top.length > prizes ? Math.max(...top.map((t) => t.position)) : null;
  return {
    period,
    periodKey: key,
    periodDate,
    complete,
    prizes,
    awardedCount,
    candidates: top.map((t) => ({
      ...t,
      tiedAtCutOff: cut !== null && t.position === cut,
      awarded: awarded.users.has(`${periodSlot(period, periodDate)}|${t.userId}`),
    })),
  };
}

/**
 * The winners page's proposals: every day, week and all time that has prizes, complete or not (only
 * complete ones have candidates). A period whose prizes are all awarded is not proposed: it is listed
 * apart, so the page can say why.
 */
export async function listProposals(db: Db, championshipId: string): Promise<Proposals> {
  const [c] = await queryRows<{ daily_prizes: number; weekly_prizes: number; all_time_prizes: number }>(
    db,
    sql`
    select daily_prizes, weekly_prizes, all_time_prizes from championships where id = ${championshipId}`,
  );
  if (!c) throw notFound('Official championship not found', 'championships.NOT_FOUND');
  // One after the other: this also runs inside the award's transaction, on one connection.
  const keys = await periodKeys(db, championshipId);
  const complete = await completePeriods(db, championshipId);
  const rows = await queryRows<{ period: string; period_date: string | null; user_id: string | null }>(
    db,
    sql`
    select period, period_date::text as period_date, user_id from winners where championship_id = ${championshipId}`,
  );
  const awarded: Awarded = { users: new Set(), counts: new Map() };
  for (const row of rows) {
    const slot = `${row.period}|${row.period_date ?? ''}`;
    awarded.counts.set(slot, (awarded.counts.get(slot) ?? 0) + 1);
    if (row.user_id) awarded.users.add(`${slot}|${row.user_id}`);
  }
  const all: Proposal[] = [];
  if (c.all_time_prizes > 0)
    all.push(await proposalOf(db, championshipId, 'allTime', '', c.all_time_prizes, complete.allTime, awarded));
  if (c.weekly_prizes > 0)
    for (const week of keys.weeks)
      all.push(
        await proposalOf(db, championshipId, 'weekly', week, c.weekly_prizes, complete.weeks.has(week), awarded),
      );
  if (c.daily_prizes > 0)
    for (const day of keys.days)
      all.push(await proposalOf(db, championshipId, 'daily', day, c.daily_prizes, complete.days.has(day), awarded));
  return {
    proposals: all.filter((p) => p.awardedCount < p.prizes),
    awardedPeriods: all.filter((p) => p.awardedCount >= p.prizes).map(({ candidates: _, ...period }) => period),
  };
}

/**
 * What awarding a prize of a board's period writes: position, name and email by hand are not used
 * on this path, the board's check gives them (`boardWinner`).
 */
function boardAward(body: Pick<AwardPeriodBody, 'challengeId' | 'prizeId' | 'period' | 'periodKey'>) {
  return {
    challengeId: body.challengeId,
    prizeId: body.prizeId,
    period: body.period,
    periodDate: periodDateOf(body.period, body.periodKey),
    position: 1,
    name: '',
    email: '',
  };
}

/** The winner the board names: the player linked, under their nickname, at the board's position. */
async function boardWinner(tx: Tx, userId: string, position: number) {
  const [user] = await queryRows<{ nickname: string; email: string }>(
    tx,
    sql`select nickname, email from users where id = ${userId}`,
  );
  return { userId, position, name: user!.nickname, email: user!.email };
}

/**
 * Awards a prize to a player the board proposes: the period must be complete and the player among
 * its top N (ties included); the winner links the player, and the position is the board's.
 */
export async function awardProposal(
  db: Database,
  signer: PrizeSigner,
  body: AwardProposalBody,
  createdBy: string,
): Promise<Winner> {
  return awardWinner(db, signer, boardAward(body), createdBy, {
    async check(tx) {
      const proposal = (await listProposals(tx, body.challengeId)).proposals.find(
        (p) => p.period === body.period && p.periodKey === body.periodKey,
      );
      if (!proposal) throw badRequest(messageText('awardNoSuchPeriod'), 'winners.NO_SUCH_PERIOD');
      if (!proposal.complete) throw badRequest(messageText('awardPeriodNotComplete'), 'winners.PERIOD_NOT_COMPLETE');
      const candidate = proposal.candidates.find((c) => c.userId === body.userId);
      if (!candidate) throw badRequest(messageText('awardNotProposed'), 'winners.NOT_PROPOSED');
      return boardWinner(tx, body.userId, candidate.position);
    },
  });
}

/**
 * "Award all": every proposed player of one complete period not yet awarded, at the board's
 * positions, in one transaction; players tied at the last prize are left to staff, one by one.
 */
export async function awardPeriod(
  db: Database,
  signer: PrizeSigner,
  body: AwardPeriodBody,
  createdBy: string,
): Promise<Winner[]> {
  const codes = await db.transaction(async (tx) => {
    const { proposals, awardedPeriods } = await listProposals(tx, body.challengeId);
    const full = awardedPeriods.find((p) => p.period === body.period && p.periodKey === body.periodKey);
    if (full) throw badRequest(messageText('awardPeriodAllAwarded'), 'winners.PERIOD_FULL');
    const proposal = proposals.find((p) => p.period === body.period && p.periodKey === body.periodKey);
    if (!proposal) throw badRequest(messageText('awardNoSuchPeriod'), 'winners.NO_SUCH_PERIOD');
    if (!proposal.complete) throw badRequest(messageText('awardPeriodNotComplete'), 'winners.PERIOD_NOT_COMPLETE');
    const open = proposal.candidates.filter((c) => !c.awarded);
    if (open.length === 0) throw badRequest(messageText('awardNoneLeft'), 'winners.NONE_LEFT');
    if (open.length > proposal.prizes - proposal.awardedCount)
      throw badRequest(messageText('awardTiedAtCutOff'), 'winners.TIED_AT_CUT_OFF');
    const input = boardAward(body);
    const awarded: string[] = [];
    for (const candidate of open) {
      awarded.push(
        await awardWinnerIn(tx, signer, input, createdBy, {
          check: (inner) => boardWinner(inner, candidate.userId, candidate.position),
        }),
      );
    }
    return awarded;
  });
  return Promise.all(codes.map((code) => findWinner(db, code)));
}

import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, like, min, max, sql, type SQL } from 'drizzle-orm';
import type {
  ChampionshipDetail,
  ChampionshipListItem,
  ChampionshipMatch,
  SelectableMatchesAnswer,
} from '@app/contract/championships';
import { CANCELLED_STATUS, POSTPONED_STATUS, SELECTABLE_MATCHES_PAGE_SIZE } from '@app/contract/championships';
import type { Database, Tx } from '../../db/client.ts';
import {
  championshipMatches,
  championships,
  matches,
  prizes,
  questions,
  scoringJobs,
  winners,
} from '../../db/schema/index.ts';
import { CHAMPIONSHIP_ARCHIVE_CODES, CHAMPIONSHIP_ARCHIVE_MESSAGES } from '@app/contract/championships';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { FUTURE_STATUSES } from './match-rules.ts';

type Db = Database | Tx;

const toIso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export const championshipNotFound = () => notFound('Official championship not found', 'championships.NOT_FOUND');

const listColumns = {
  id: championships.id,
  name: championships.name,
  logo: championships.logo,
  cover: championships.cover,
  published: championships.published,
  qrCodeEligible: championships.qrCodeEligible,
  startDate: min(matches.scheduledDate),
  endDate: max(matches.scheduledDate),
  archivedAt: championships.archivedAt,
  // Correlated counts: the join with matches would multiply a plain count(winners).
  winners: sql<number>`(select count(*)::int from ${winners} where ${winners.championshipId} = ${championships.id})`,
  redeemed: sql<number>`(select count(*)::int from ${winners} where ${winners.championshipId} = ${championships.id} and ${winners.redeemedAt} is not null)`,
  postponedMatches: sql<number>`(count(*) filter (where ${matches.status} = ${POSTPONED_STATUS}))::int`,
  cancelledMatches: sql<number>`(count(*) filter (where ${matches.status} = ${CANCELLED_STATUS}))::int`,
};

type ListRow = {
  id: string;
  name: string;
  logo: string;
  cover: string;
  published: boolean;
  qrCodeEligible: boolean;
  startDate: Date | string | null;
  endDate: Date | string | null;
  archivedAt: Date | null;
  winners: number;
  redeemed: number;
  postponedMatches: number;
  cancelledMatches: number;
};

const toListItem = (r: ListRow): ChampionshipListItem => ({
  _id: r.id,
  name: r.name,
  logo: r.logo,
  cover: r.cover,
  published: r.published,
  qrCodeEligible: r.qrCodeEligible,
  startDate: toIso(r.startDate),
  endDate: toIso(r.endDate),
  archivedAt: toIso(r.archivedAt),
  winners: Number(r.winners),
  redeemed: Number(r.redeemed),
  postponedMatches: Number(r.postponedMatches),
  cancelledMatches: Number(r.cancelledMatches),
});

/** Start and end dates come from the matches (earliest and latest kick-off). */
function listQuery(db: Db, where?: SQL) {
  return db
    .select(listColumns)
    .from(championships)
    .leftJoin(championshipMatches, eq(championshipMatches.championshipId, championships.id))
    .leftJoin(matches, eq(matches.id, championshipMatches.matchId))
    .where(where)
    .groupBy(championships.id);
}

/** Active championships, or (archived) the archive: most recently archived first. */
export async function listChampionships(db: Db, archived = false): Promise<ChampionshipListItem[]> {
  const rows = archived
    ? await listQuery(db, isNotNull(championships.archivedAt)).orderBy(
        desc(championships.archivedAt),
        asc(championships.name),
      )
    : await listQuery(db, isNull(championships.archivedAt)).orderBy(
        desc(championships.createdAt),
        asc(championships.name),
      );
  return rows.map(toListItem);
}

async function getChampionshipListItem(db: Db, id: string): Promise<ChampionshipListItem> {
  const [row] = await listQuery(db, eq(championships.id, id));
  if (!row) throw championshipNotFound();
  return toListItem(row);
}

const matchColumns = {
  id: matches.id,
  headline: matches.headline,
  competitionName: matches.competitionName,
  scheduledDate: matches.scheduledDate,
  status: matches.status,
  homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
  awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
};
type MatchRow = {
  id: string;
  headline: string;
  competitionName: string;
  scheduledDate: Date;
  status: string;
  homeTeamEmblemUrl: string;
  awayTeamEmblemUrl: string;
};
const toMatch = (r: MatchRow): ChampionshipMatch => ({
  _id: r.id,
  headline: r.headline,
  competitionName: r.competitionName,
  scheduledDate: toIso(r.scheduledDate) ?? '',
  status: r.status,
  homeTeamEmblemUrl: r.homeTeamEmblemUrl,
  awayTeamEmblemUrl: r.awayTeamEmblemUrl,
});

export async function getChampionshipDetail(db: Db, id: string): Promise<ChampionshipDetail> {
  const [row] = await db.select().from(championships).where(eq(championships.id, id)).limit(1);
  if (!row) throw championshipNotFound();
  const [prizeRows, questionRows, matchRows, [counts], [failure]] = await Promise.all([
    db
      .select()
      .from(prizes)
      .where(and(eq(prizes.championshipId, id), isNull(prizes.deletedAt)))
      .orderBy(asc(prizes.position), asc(prizes.name)),
    db
      .select()
      .from(questions)
      .where(and(eq(questions.championshipId, id), isNull(questions.deletedAt)))
      .orderBy(asc(questions.position)),
    db
      .select(matchColumns)
      .from(championshipMatches)
      .innerJoin(matches, eq(matches.id, championshipMatches.matchId))
      .where(eq(championshipMatches.championshipId, id))
      .orderBy(asc(matches.scheduledDate), asc(matches.headline)),
    db
      .select({ winners: count(), redeemed: count(winners.redeemedAt) })
      .from(winners)
      .where(eq(winners.championshipId, id)),
    db
      .select({ status: scoringJobs.status, lastError: scoringJobs.lastError })
      .from(scoringJobs)
      .where(and(eq(scoringJobs.championshipId, id), gt(scoringJobs.attempts, 0)))
      .orderBy(desc(scoringJobs.createdAt))
      .limit(1),
  ]);
  const dates = matchRows.map((m) => m.scheduledDate.getTime());
  return {
    _id: row.id,
    name: row.name,
    stake: row.stake,
    logo: row.logo,
    cover: row.cover,
    published: row.published,
    qrCodeEligible: row.qrCodeEligible,
    startDate: dates.length ? toIso(new Date(Math.min(...dates))) : null,
    endDate: dates.length ? toIso(new Date(Math.max(...dates))) : null,
    archivedAt: toIso(row.archivedAt),
    winners: counts?.winners ?? 0,
    redeemed: counts?.redeemed ?? 0,
    postponedMatches: matchRows.filter((m) => m.status === POSTPONED_STATUS).length,
    cancelledMatches: matchRows.filter((m) => m.status === CANCELLED_STATUS).length,
    prizeTypesCounts: { daily: row.dailyPrizes, weekly: row.weeklyPrizes, allTime: row.allTimePrizes },
    howItWorks: row.howItWorks,
    prizes: prizeRows.map((p) => ({ _id: p.id, name: p.name, description: p.description, photo: p.photo })),
    questions: questionRows.map((q) => ({
      _id: q.id,
      type: q.type,
      questionText: q.questionText,
      possibleAnswers: q.possibleAnswers,
      challengeId: q.championshipId,
      closesAt: toIso(q.closesAt),
      correctAnswer: q.correctAnswer,
    })),
    matches: matchRows.map(toMatch),
    scoring: {
      exact: row.pointsExact,
      goalDifference: row.pointsGoalDifference,
      outcome: row.pointsOutcome,
      answer: row.pointsAnswer,
      lockMinutes: row.lockMinutes,
      timeZone: row.timeZone,
    },
    scoringFailure: failure ? { setAside: failure.status === 'failed', lastError: failure.lastError ?? '' } : null,
  };
}

/** Publishing is refused while archived (unpublishing is always allowed, and archiving unpublishes). */
export async function setPublished(db: Db, id: string, published: boolean): Promise<ChampionshipListItem> {
  const [row] = await db
    .select({ archivedAt: championships.archivedAt })
    .from(championships)
    .where(eq(championships.id, id));
  if (!row) throw championshipNotFound();
  if (published && row.archivedAt)
    throw badRequest(CHAMPIONSHIP_ARCHIVE_MESSAGES.publishArchived, CHAMPIONSHIP_ARCHIVE_CODES.archived);
  // The condition is repeated in the UPDATE, so an archive landing in between is not undone.
  const updated = await db
    .update(championships)
    .set({ published, updatedAt: new Date() })
    .where(and(eq(championships.id, id), published ? isNull(championships.archivedAt) : undefined))
    .returning({ id: championships.id });
  if (updated.length === 0)
    throw badRequest(CHAMPIONSHIP_ARCHIVE_MESSAGES.publishArchived, CHAMPIONSHIP_ARCHIVE_CODES.archived);
  return getChampionshipListItem(db, id);
}

/**
 * A championship with winners is archived (unpublished, out of the list, its winners and
 * their codes kept); one without winners is deleted for good with its prizes, questions and match
 * links. An archived championship that still has winners stays: 409. The row is locked so an
 * award landing at the same time is counted.
 */
export async function deleteChampionship(db: Database, id: string): Promise<'deleted' | 'archived'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: championships.id, archivedAt: championships.archivedAt })
      .from(championships)
      .where(eq(championships.id, id))
      .for('update');
    if (!row) throw championshipNotFound();
    const [held] = await tx.select({ n: count() }).from(winners).where(eq(winners.championshipId, id));
    if ((held?.n ?? 0) > 0) {
      if (row.archivedAt)
        throw conflict(CHAMPIONSHIP_ARCHIVE_MESSAGES.hasWinners, CHAMPIONSHIP_ARCHIVE_CODES.hasWinners);
      await tx
        .update(championships)
        .set({ archivedAt: new Date(), published: false, updatedAt: new Date() })
        .where(eq(championships.id, id));
      return 'archived';
    }
    await tx.delete(championships).where(eq(championships.id, id));
    return 'deleted';
  });
}

/** Back from the archive into the list (unpublished: publishing again is a choice of its own). */
export async function restoreChampionship(db: Db, id: string): Promise<ChampionshipListItem> {
  const updated = await db
    .update(championships)
    .set({ archivedAt: null, updatedAt: new Date() })
    .where(eq(championships.id, id))
    .returning({ id: championships.id });
  if (updated.length === 0) throw championshipNotFound();
  return getChampionshipListItem(db, id);
}

/**
 * The editor's match picker: future matches (never postponed ones), searched by headline or
 * competition (case-insensitive substring), soonest first, 30 per page.
 */
export async function listSelectableMatches(
  db: Db,
  query: string | undefined,
  page: number,
): Promise<SelectableMatchesAnswer> {
  const conditions: SQL[] = [inArray(matches.status, [...FUTURE_STATUSES]), isNull(matches.trashedAt)];
  const text = query?.trim();
  if (text) {
    // search_text is lower(headline || ' ' || competition): one trigram index serves both.
    conditions.push(like(matches.searchText, containsPattern(text.toLowerCase())));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(matchColumns)
      .from(matches)
      .where(where)
      .orderBy(asc(matches.scheduledDate), asc(matches.headline), asc(matches.id))
      .limit(SELECTABLE_MATCHES_PAGE_SIZE)
      .offset(page * SELECTABLE_MATCHES_PAGE_SIZE),
    db.select({ n: count() }).from(matches).where(where),
  ]);
  return { matches: rows.map(toMatch), count: total?.n ?? 0, page, pageSize: SELECTABLE_MATCHES_PAGE_SIZE };
}

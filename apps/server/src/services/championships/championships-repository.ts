import { and, asc, count, desc, eq, inArray, isNull, like, min, max, type SQL } from 'drizzle-orm';
import type { ChampionshipDetail, ChampionshipListItem, ChampionshipMatch, SelectableMatchesAnswer } from '@app/contract/championships';
import { SELECTABLE_MATCHES_PAGE_SIZE } from '@app/contract/championships';
import type { Database, Tx } from '../../db/client.ts';
import { championshipMatches, championships, matches, prizes, questions, winners } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
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
};

type ListRow = { id: string; name: string; logo: string; cover: string; published: boolean; qrCodeEligible: boolean; startDate: Date | string | null; endDate: Date | string | null };

const toListItem = (r: ListRow): ChampionshipListItem => ({
  _id: r.id, name: r.name, logo: r.logo, cover: r.cover, published: r.published, qrCodeEligible: r.qrCodeEligible,
  startDate: toIso(r.startDate), endDate: toIso(r.endDate),
});

/** Start and end dates come from the matches (earliest and latest kick-off). */
function listQuery(db: Db, where?: SQL) {
  return db.select(listColumns).from(championships)
    .leftJoin(championshipMatches, eq(championshipMatches.championshipId, championships.id))
    .leftJoin(matches, eq(matches.id, championshipMatches.matchId))
    .where(where)
    .groupBy(championships.id);
}

export async function listChampionships(db: Db): Promise<ChampionshipListItem[]> {
  const rows = await listQuery(db).orderBy(desc(championships.createdAt), asc(championships.name));
  return rows.map(toListItem);
}

export async function getChampionshipListItem(db: Db, id: string): Promise<ChampionshipListItem> {
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
type MatchRow = { id: string; headline: string; competitionName: string; scheduledDate: Date; status: string; homeTeamEmblemUrl: string; awayTeamEmblemUrl: string };
const toMatch = (r: MatchRow): ChampionshipMatch => ({
  _id: r.id, headline: r.headline, competitionName: r.competitionName, scheduledDate: toIso(r.scheduledDate) ?? '',
  status: r.status, homeTeamEmblemUrl: r.homeTeamEmblemUrl, awayTeamEmblemUrl: r.awayTeamEmblemUrl,
});

export async function getChampionshipDetail(db: Db, id: string): Promise<ChampionshipDetail> {
  const [row] = await db.select().from(championships).where(eq(championships.id, id)).limit(1);
  if (!row) throw championshipNotFound();
  const [prizeRows, questionRows, matchRows] = await Promise.all([
    db.select().from(prizes).where(and(eq(prizes.championshipId, id), isNull(prizes.deletedAt))).orderBy(asc(prizes.position), asc(prizes.name)),
    db.select().from(questions).where(and(eq(questions.championshipId, id), isNull(questions.deletedAt))).orderBy(asc(questions.position)),
    db.select(matchColumns).from(championshipMatches).innerJoin(matches, eq(matches.id, championshipMatches.matchId))
      .where(eq(championshipMatches.championshipId, id)).orderBy(asc(matches.scheduledDate), asc(matches.headline)),
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
    prizeTypesCounts: { daily: row.dailyPrizes, weekly: row.weeklyPrizes, allTime: row.allTimePrizes },
    howItWorks: row.howItWorks,
    prizes: prizeRows.map((p) => ({ _id: p.id, name: p.name, description: p.description, photo: p.photo })),
    questions: questionRows.map((q) => ({ _id: q.id, type: q.type, questionText: q.questionText, possibleAnswers: q.possibleAnswers, challengeId: q.championshipId })),
    matches: matchRows.map(toMatch),
  };
}

export async function setPublished(db: Db, id: string, published: boolean): Promise<ChampionshipListItem> {
  const updated = await db.update(championships).set({ published, updatedAt: new Date() }).where(eq(championships.id, id)).returning({ id: championships.id });
  if (updated.length === 0) throw championshipNotFound();
  return getChampionshipListItem(db, id);
}

/** Removes the championship with its prizes, questions, match links and winners, in one transaction. */
export async function deleteChampionship(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: championships.id }).from(championships).where(eq(championships.id, id)).for('update');
    if (!row) throw championshipNotFound();
    // Winners point at prizes (restrict): they go first, then the cascade takes the rest.
    await tx.delete(winners).where(eq(winners.championshipId, id));
    await tx.delete(championships).where(eq(championships.id, id));
  });
}

/**
 * The editor's match picker: future matches (never postponed ones), searched by headline or
 * competition (case-insensitive substring), soonest first, 30 per page.
 */
export async function listSelectableMatches(db: Db, query: string | undefined, page: number): Promise<SelectableMatchesAnswer> {
  const conditions: SQL[] = [inArray(matches.status, [...FUTURE_STATUSES]), isNull(matches.trashedAt)];
  const text = query?.trim();
  if (text) {
    // search_text is lower(headline || ' ' || competition): one trigram index serves both.
    conditions.push(like(matches.searchText, containsPattern(text.toLowerCase())));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select(matchColumns).from(matches).where(where)
      .orderBy(asc(matches.scheduledDate), asc(matches.headline), asc(matches.id))
      .limit(SELECTABLE_MATCHES_PAGE_SIZE).offset(page * SELECTABLE_MATCHES_PAGE_SIZE),
    db.select({ n: count() }).from(matches).where(where),
  ]);
  return { matches: rows.map(toMatch), count: total?.n ?? 0, page, pageSize: SELECTABLE_MATCHES_PAGE_SIZE };
}

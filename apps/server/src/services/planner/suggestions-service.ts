import { and, asc, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AcceptSuggestionsBody, Suggestion, SuggestionsAnswer } from '@app/contract/planner';
import { SUGGESTIONS_LIMIT } from '@app/contract/planner';
import type { Database } from '../../db/client.ts';
import { barBroadcasts, barSuggestionDismissals, matches } from '../../db/schema/index.ts';
import { selectRules, type RuleRow } from './planner-rules-service.ts';
import { readPlanningProfile, type PlanningProfile } from './planning-profile.ts';
import { matchFollowersColumn, matchViews7dColumn } from '../matches/match-demand.ts';
import { demandScores } from '../matches/bar-demand.ts';

/** Only matches with a date worth planning on: a postponed one has none yet. */
const SUGGESTABLE_STATUSES = ['SCHEDULED', 'TIMED'];

type Candidate = Awaited<ReturnType<typeof selectCandidates>>[number];

/**
 * Future matches of the rules' teams and competitions that the bar neither shows nor dismissed, in
 * kick-off order (the folder then puts the strongest demand first). Computed on every read: a match
 * created after the rule needs nothing written to be suggested, and deleting a rule withdraws its
 * suggestions at once.
 */
async function selectCandidates(db: Database, barId: string, rules: RuleRow[], now: Date) {
  const teamNames = rules.flatMap((r) => (r.kind === 'team' && r.teamName ? [r.teamName] : []));
  const competitionIds = rules.flatMap((r) => (r.kind === 'competition' && r.competitionId ? [r.competitionId] : []));
  const targets = [
    ...(teamNames.length > 0 ? [inArray(matches.homeTeam, teamNames), inArray(matches.awayTeam, teamNames)] : []),
    ...(competitionIds.length > 0 ? [inArray(matches.competitionId, competitionIds)] : []),
  ];
  if (targets.length === 0) return [];
  return db
    .select({
      id: matches.id,
      headline: matches.headline,
      status: matches.status,
      phase: matches.phase,
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      homeTeamEmblemUrl: matches.homeTeamEmblemUrl,
      awayTeamEmblemUrl: matches.awayTeamEmblemUrl,
      scheduledDate: matches.scheduledDate,
      competitionId: matches.competitionId,
      competitionName: matches.competitionName,
      // The Suggested folder is where owners choose too.
      views7d: matchViews7dColumn,
      followers: matchFollowersColumn,
    })
    .from(matches)
    .where(
      and(
        isNull(matches.trashedAt),
        inArray(matches.status, SUGGESTABLE_STATUSES),
        gt(matches.scheduledDate, now),
        or(...targets),
        sql`not exists (select 1 from ${barBroadcasts} where ${barBroadcasts.barId} = ${barId} and ${barBroadcasts.matchId} = ${matches.id})`,
        sql`not exists (select 1 from ${barSuggestionDismissals} where ${barSuggestionDismissals.barId} = ${barId} and ${barSuggestionDismissals.matchId} = ${matches.id})`,
      ),
    )
    .orderBy(asc(matches.scheduledDate), asc(matches.id));
}

/** The rules a match answers to; a rule limited to opening hours counts only when the bar is open at kick-off. */
function rulesMatching(m: Candidate, rules: RuleRow[], profile: PlanningProfile): RuleRow[] {
  return rules.filter((r) => {
    const hit =
      r.kind === 'team'
        ? r.teamName === m.homeTeam || r.teamName === m.awayTeam
        : r.competitionId !== null && r.competitionId === m.competitionId;
    return hit && (!r.onlyInOpeningHours || profile.isOpenAt(m.scheduledDate));
  });
}

function toSuggestion(m: Candidate, because: RuleRow[]): Suggestion {
  return {
    _id: m.id,
    id: m.id,
    headline: m.headline,
    status: m.status,
    matchStatus: m.phase,
    goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
    homeTeamEmblemUrl: m.homeTeamEmblemUrl,
    awayTeamEmblemUrl: m.awayTeamEmblemUrl,
    scheduledDate: m.scheduledDate.toISOString(),
    competitionId: m.competitionId,
    competitionName: m.competitionName,
    broadcasted: false,
    demand: { views7d: Number(m.views7d), followers: Number(m.followers) },
    because: because.map((r) => (r.kind === 'team' ? r.teamName : r.competitionName) ?? ''),
  };
}

export function createSuggestionsService(db: Database, clock: () => Date = () => new Date()) {
  async function all(barId: string): Promise<Suggestion[]> {
    const rules = await selectRules(db, barId);
    if (rules.length === 0) return [];
    const [candidates, profile] = await Promise.all([
      selectCandidates(db, barId, rules, clock()),
      readPlanningProfile(db, barId),
    ]);
    return candidates.flatMap((m) => {
      const because = rulesMatching(m, rules, profile);
      return because.length > 0 ? [toSuggestion(m, because)] : [];
    });
  }

  return {
    /**
     * The strongest demand near the bar first (the Demand view's weights), kick-off order among
     * equals: the folder's first rows are the ones most worth switching on.
     */
    async list(barId: string): Promise<SuggestionsAnswer> {
      const found = await all(barId);
      const scores = await demandScores(
        db,
        barId,
        found.map((s) => s.id),
        clock(),
      );
      const ranked = found
        .map((suggestion, order) => ({ suggestion, order, score: scores.get(suggestion.id) ?? 0 }))
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .map(({ suggestion }) => suggestion);
      return { suggestions: ranked.slice(0, SUGGESTIONS_LIMIT), count: found.length };
    },

    /**
     * Switches on what the owner accepted, in one transaction. Only current suggestions are
     * switched on: an id that is not one (shown already, dismissed, over, another bar's pick) is
     * left alone, so a stale screen cannot switch on what the rules no longer propose.
     */
    async accept(barId: string, body: AcceptSuggestionsBody): Promise<string[]> {
      const current = await all(barId);
      const wanted =
        'all' in body ? current.map((s) => s.id) : current.filter((s) => body.matchIds.includes(s.id)).map((s) => s.id);
      if (wanted.length === 0) return [];
      await db.transaction((tx) =>
        tx
          .insert(barBroadcasts)
          .values(wanted.map((matchId) => ({ barId, matchId })))
          .onConflictDoNothing(),
      );
      return wanted;
    },

    /** Dismissed matches are never suggested again to this bar (they stay switchable by hand). */
    async dismiss(barId: string, matchIds: string[]): Promise<string[]> {
      const current = new Set((await all(barId)).map((s) => s.id));
      const wanted = [...new Set(matchIds)].filter((id) => current.has(id));
      if (wanted.length === 0) return [];
      await db.transaction((tx) =>
        tx
          .insert(barSuggestionDismissals)
          .values(wanted.map((matchId) => ({ barId, matchId })))
          .onConflictDoNothing(),
      );
      return wanted;
    },
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

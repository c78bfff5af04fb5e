import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ZodError } from 'zod';
import type { FeedStatus, FeedSyncRequest } from '@app/contract/feed';
import { messageText } from '@app/contract/messages';
import type { Database } from '../../db/client.ts';
import { competitions, matches } from '../../db/schema/index.ts';
import { statusCodesOf } from '../../lib/match-status.ts';
import { encodeCrest } from '../media/encode-image.ts';
import { saveImage } from '../media/media-repository.ts';
import { applyFeedMatchChanges, type FeedMatchChange } from './apply-feed-matches.ts';
import { claimJob, finishJob, readJobs, releaseJob, type JobOutcome } from './feed-jobs.ts';
import { FOOTBALL_DATA, feedValuesOf, teamsKnown } from './feed-mapping.ts';
import {
  competitionHasEmblem,
  knownCrests,
  upsertCompetition,
  upsertTeams,
  type ProviderTeam,
  type WriteCounts,
} from './feed-reference.ts';
import { fetchCrest, type CrestPolicy } from './crest-fetch.ts';
import { FeedError, type FootballDataClient } from './football-data-client.ts';
import { followIgnoredMatchAgain, ignoredFeedMatches } from './ignored-matches.ts';
import { latestFeedMatches } from './latest-feed-matches.ts';
import {
  competitionMatchesSchema,
  competitionTeamsSchema,
  matchesByIdsSchema,
  shapeProblem,
  type CompetitionTeams,
  type ProviderMatch,
} from './football-data-shapes.ts';

type FeedLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type FeedSyncOptions = {
  db: Database;
  /** Null when FOOTBALL_DATA_TOKEN is unset: the feed is off. */
  client: FootballDataClient | null;
  codes: readonly string[];
  syncMinutes: number;
  consoleUrl: string;
  log: FeedLog;
  /** Where crests may be fetched from, and how long one may take. */
  crests: CrestPolicy;
};

/** The live poll's job key in feed_jobs (competition codes are upper-case letters and digits). */
const LIVE_JOB = 'live';
/** A competition whose sync failed is tried again this soon, not a full period later. */
const RETRY_MINUTES = 10;
/** Matches are polled live from this long before their kick-off (15 minutes) … */
const LIVE_LEAD_MINUTES = 15;
/** … for at most this long after it, in case the provider never says the match ended. */
const LIVE_TAIL_HOURS = 4;
const LIVE_IDS_PER_REQUEST = 100;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * The fixtures feed: a full sync per competition (its matches and teams, two
 * requests), and a live poll of the tracked matches that are playing or about to. Each is a job
 * taken by one instance at a time (feed-jobs.ts); every match write goes through
 * applyFeedMatchChanges. An answer that does not have the documented shape is refused whole: its
 * competition writes nothing. Runs in the background: no person's request waits on it.
 */
export function createFeedSync(options: FeedSyncOptions) {
  const { db, client, log } = options;
  const owner = randomUUID();
  let running: Promise<void> | null = null;

  async function syncCompetition(code: string, force: Date | null, season?: number): Promise<void> {
    if (!client || !(await claimJob(db, code, owner, force))) return;
    const result = await runClaimed(
      client,
      code,
      { next: options.syncMinutes, retry: Math.min(RETRY_MINUTES, options.syncMinutes) },
      'feed sync gave up',
      async () => {
        const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0 };
        const query: Record<string, string> = season ? { season: String(season) } : {};
        const matchesAnswer = competitionMatchesSchema.safeParse(
          await client.get(`/competitions/${encodeURIComponent(code)}/matches`, query),
        );
        if (!matchesAnswer.success) throw refusedShape('feedMatchesShape', code, matchesAnswer.error);
        const teamsAnswer = competitionTeamsSchema.safeParse(
          await client.get(`/competitions/${encodeURIComponent(code)}/teams`, query),
        );
        if (!teamsAnswer.success) throw refusedShape('feedTeamsShape', code, teamsAnswer.error);
        const { competition, matches: providerMatches } = matchesAnswer.data;
        const country = providerMatches.find((m) => m.area?.name)?.area?.name ?? '';
        const providerTeams = teamsOf(teamsAnswer.data.teams, providerMatches, country);
        const crests = await fetchCrests(providerTeams);
        const emblemAddress = competition.emblem ?? '';
        const competitionEmblem =
          emblemAddress && !(await competitionHasEmblem(db, competition.id)) ? await crestUrl(emblemAddress) : null;
        await db.transaction(async (tx) => {
          const { id: competitionId, name: competitionName } = await upsertCompetition(
            tx,
            { id: competition.id, name: competition.name, code, country, emblem: emblemAddress },
            competitionEmblem,
            counts,
          );
          const consoleTeams = await upsertTeams(tx, providerTeams, crests, counts);
          const teamOf = (id: number | null) => (id === null ? undefined : consoleTeams.get(id));
          const changes: FeedMatchChange[] = providerMatches.filter(teamsKnown).map((match) => ({
            externalId: String(match.id),
            values: feedValuesOf(match, teamOf),
            listing: {
              competitionId,
              competitionName,
              country: match.area?.name ?? country,
              matchType: matchTypeOf(match),
            },
          }));
          const applied = await applyFeedMatchChanges(tx, changes, { consoleUrl: options.consoleUrl });
          counts.created += applied.created;
          counts.updated += applied.updated;
          counts.unchanged += applied.unchanged;
        });
        return counts;
      },
    );
    if (result.outcome === 'ok')
      log.info(
        { feed: code, created: result.created, updated: result.updated, unchanged: result.unchanged },
        'feed sync done',
      );
  }

  /** Teams of the competition's list, and any team its matches name that the list lacks (a cup's guests). */
  function teamsOf(
    listed: CompetitionTeams['teams'],
    providerMatches: readonly ProviderMatch[],
    country: string,
  ): ProviderTeam[] {
    const byId = new Map<number, ProviderTeam>();
    for (const team of listed) {
      const { id, shortName, tla } = team;
      const teamCountry = team.area?.name ?? country;
      byId.set(id, { id, name: team.name.trim(), shortName, tla, country: teamCountry, crest: team.crest ?? '' });
    }
    for (const match of providerMatches.filter(teamsKnown)) {
      for (const ref of [match.homeTeam, match.awayTeam]) {
        if (ref.id && ref.name && !byId.has(ref.id)) {
          const { id, shortName, tla } = ref;
          byId.set(id, { id, name: ref.name.trim(), shortName, tla, country: '', crest: ref.crest ?? '' });
        }
      }
    }
    return [...byId.values()];
  }

  /** Each crest is fetched once: again only when the provider's address of it changes. */
  async function fetchCrests(providerTeams: readonly ProviderTeam[]): Promise<Map<number, string>> {
    const known = await knownCrests(
      db,
      providerTeams.map((t) => t.id),
    );
    const made = new Map<number, string>();
    for (const team of providerTeams) {
      const stored = known.get(team.id);
      if (!team.crest || (stored && stored.crestSourceUrl === team.crest && stored.emblemUrl)) continue;
      const url = await crestUrl(team.crest);
      if (url) made.set(team.id, url);
    }
    return made;
  }

  /** A crest refused or unreadable is logged and left out: the team and its matches sync without it. */
  async function crestUrl(address: string): Promise<string | null> {
    let bytes: Buffer;
    try {
      bytes = await fetchCrest(address, options.crests);
    } catch (error) {
      log.warn(
        { feed: 'crest', crest: address, reason: error instanceof Error ? error.message : String(error) },
        'feed crest refused',
      );
      return null;
    }
    const image = await encodeCrest(bytes);
    if (!image)
      log.warn({ feed: 'crest', crest: address, reason: 'not an image the server can read' }, 'feed crest refused');
    return image ? saveImage(db, image) : null;
  }

  /** The tracked matches playing now or kicking off within 15 minutes, asked for by id. */
  async function pollLive(force: Date | null): Promise<void> {
    if (!client) return;
    const tracked = await db
      .select({ externalId: matches.externalId })
      .from(matches)
      .where(
        and(
          eq(matches.source, FOOTBALL_DATA),
          isNull(matches.trashedAt),
          or(
            inArray(matches.status, [...statusCodesOf('live')]),
            and(
              inArray(
                matches.status,
                statusCodesOf('future').filter((s) => s !== 'POSTP'),
              ),
              sql`${matches.scheduledDate} between now() - make_interval(hours => ${LIVE_TAIL_HOURS}) and now() + make_interval(mins => ${LIVE_LEAD_MINUTES})`,
            ),
          ),
        ),
      )
      .orderBy(matches.scheduledDate)
      .limit(LIVE_IDS_PER_REQUEST);
    if (tracked.length === 0 || !(await claimJob(db, LIVE_JOB, owner, force))) return;
    await runClaimed(client, LIVE_JOB, { next: 1, retry: 1 }, 'feed live poll gave up', async () => {
      const answer = matchesByIdsSchema.safeParse(
        await client.get('/matches', { ids: tracked.map((t) => t.externalId).join(',') }),
      );
      if (!answer.success) throw refusedShape('feedLiveShape', LIVE_JOB, answer.error);
      const counts = await db.transaction(async (tx) => {
        const consoleTeams = await knownCrests(
          tx,
          answer.data.matches.flatMap((m) => [m.homeTeam.id, m.awayTeam.id]).filter((id): id is number => id !== null),
        );
        const teamOf = (id: number | null) => (id === null ? undefined : consoleTeams.get(id));
        return applyFeedMatchChanges(
          tx,
          answer.data.matches
            .filter(teamsKnown)
            .map((match) => ({ externalId: String(match.id), values: feedValuesOf(match, teamOf) })),
          { consoleUrl: options.consoleUrl },
        );
      });
      return { created: 0, updated: counts.updated, unchanged: counts.unchanged };
    });
  }

  /**
   * Runs a job this instance has claimed and writes how it went and when it runs next. The provider
   * failing or refusing is the job's outcome, tried again after `minutes.retry`; any other error
   * releases the job for the next pass and is thrown.
   */
  async function runClaimed(
    feed: FootballDataClient,
    job: string,
    minutes: { next: number; retry: number },
    gaveUp: string,
    work: () => Promise<WriteCounts>,
  ): Promise<JobOutcome> {
    let result: JobOutcome;
    try {
      const counts = await work();
      result = {
        outcome: 'ok',
        ...counts,
        error: null,
        nextRunAt: minutesFromNow(minutes.next),
        budget: feed.budget(),
      };
    } catch (error) {
      if (!(error instanceof FeedError)) {
        await releaseJob(db, job, owner).catch(() => undefined);
        throw error;
      }
      result = {
        outcome: error.kind === 'refused' ? 'refused' : 'failed',
        created: 0,
        updated: 0,
        unchanged: 0,
        error,
        nextRunAt: minutesFromNow(minutes.retry),
        budget: feed.budget(),
      };
      log.warn({ feed: job, outcome: result.outcome, reason: error.message, detail: error.detail }, gaveUp);
    }
    await finishJob(db, job, owner, result);
    return result;
  }

  /** One pass: every competition due (all of them, or the one asked for, when forced), then the live poll. */
  async function pass(force: Date | null, request: FeedSyncRequest = {}): Promise<void> {
    const codes = request.competition ? [request.competition] : options.codes;
    for (const code of codes) await syncCompetition(code, force, request.season);
    await pollLive(force);
  }

  function start(force: Date | null, request?: FeedSyncRequest): Promise<void> {
    if (running) return running;
    running = pass(force, request)
      .catch((error: unknown) =>
        log.warn({ feed: 'all', reason: error instanceof Error ? error.message : String(error) }, 'feed pass failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    enabled: client !== null,
    codes: options.codes,
    /** Starts a pass over what is due, unless one runs in this instance already. */
    runDue: () => start(null),
    /** Starts a pass now (Sync now), whatever is due; returns at once with its promise. */
    syncNow: (request?: FeedSyncRequest) => start(new Date(), request),
    /** The pass under way in this instance, if any (tests and closing wait on it). */
    idle: () => running ?? Promise.resolve(),
    /** A match deleted for good comes back with the next sync: the admin's write, audited as theirs. */
    followIgnoredAgain: (source: string, externalId: string) => followIgnoredMatchAgain(db, source, externalId),
    async status(): Promise<FeedStatus> {
      const jobs = await readJobs(db);
      const named = await db
        .select({ code: competitions.providerCode, name: competitions.name })
        .from(competitions)
        .where(and(eq(competitions.source, FOOTBALL_DATA), inArray(competitions.providerCode, [...options.codes])));
      const nameOf = new Map(named.map((c) => [c.code, c.name]));
      const jobOf = new Map(jobs.map((j) => [j.key, j]));
      const budget = jobs
        .filter((j) => j.requestsReadAt)
        .sort((a, b) => (b.requestsReadAt?.getTime() ?? 0) - (a.requestsReadAt?.getTime() ?? 0))[0];
      const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
      const row = (key: string) => {
        const job = jobOf.get(key);
        return {
          lastRunAt: iso(job?.lastRunAt),
          outcome: job?.lastOutcome ?? null,
          created: job?.created ?? 0,
          updated: job?.updated ?? 0,
          unchanged: job?.unchanged ?? 0,
          lastError: job?.lastErrorCode
            ? {
                code: job.lastErrorCode,
                params: job.lastErrorParams,
                message: messageText(job.lastErrorCode, job.lastErrorParams),
              }
            : null,
          lastErrorAt: iso(job?.lastErrorAt),
          nextRunAt: iso(job?.nextRunAt),
          running: Boolean(job?.leaseUntil && job.leaseUntil.getTime() > Date.now()),
        };
      };
      return {
        enabled: client !== null,
        syncMinutes: options.syncMinutes,
        requestsAvailable: budget?.requestsAvailable ?? null,
        requestsReadAt: iso(budget?.requestsReadAt),
        competitions: options.codes.map((code) => ({ code, name: nameOf.get(code) ?? null, ...row(code) })),
        live: row(LIVE_JOB),
        ignored: (await ignoredFeedMatches(db)).map((m) => ({
          ...m,
          scheduledDate: m.scheduledDate.toISOString(),
          deletedAt: m.deletedAt.toISOString(),
        })),
        latest: await latestFeedMatches(db),
      };
    },
  };
}

/** An answer without the documented shape: the path of its first problem for the page, zod's words for the log. */
function refusedShape(
  code: 'feedMatchesShape' | 'feedTeamsShape' | 'feedLiveShape',
  competition: string,
  error: ZodError,
): FeedError {
  const problem = shapeProblem(error);
  return new FeedError('refused', code, { competition, path: problem.path }, problem.detail);
}

/** What the console shows as the match's type: the provider's stage and group, in words. */
function matchTypeOf(match: ProviderMatch): string {
  const words = (value: string | null | undefined) =>
    value
      ? value
          .toLowerCase()
          .split('_')
          .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
          .join(' ')
      : '';
  return [words(match.stage), words(match.group)].filter(Boolean).join(' · ').slice(0, 60);
}

export type FeedSync = ReturnType<typeof createFeedSync>;

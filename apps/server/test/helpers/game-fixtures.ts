import { randomBytes } from 'node:crypto';
import type { LoginRecord } from '@app/contract/auth';
import type { AdminMatch } from '@app/contract/matches-admin';
import { championshipMatches, championships, matches, prizes, questions } from '../../src/db/schema/index.ts';
import type { Database } from '../../src/db/client.ts';
import type { TestApp } from './build-test-app.ts';
import { signUpConfirmed } from './signup-fixtures.ts';

let counter = 0;
export const PLAYER_PASSWORD = 'Player-pass-1';

/**
 * A published championship of the game, inserted directly: its matches at the given kick-offs, its
 * questions, its prizes per period and its scoring settings.
 */
export async function insertGame(
  db: Database,
  options: {
    kickOffs: Date[];
    statuses?: string[];
    lockMinutes?: number;
    timeZone?: string;
    published?: boolean;
    archived?: boolean;
    daily?: number;
    weekly?: number;
    allTime?: number;
    questions?: { answers: string[]; correctAnswer?: number | null; closesAt?: Date | null }[];
  },
) {
  counter += 1;
  const [championship] = await db
    .insert(championships)
    .values({
      name: `Game ${counter} ${randomBytes(2).toString('hex')}`,
      stake: 'Glory',
      logo: '/api/media/logo',
      cover: '/api/media/cover',
      published: options.published ?? true,
      qrCodeEligible: true,
      archivedAt: options.archived ? new Date() : null,
      dailyPrizes: options.daily ?? 0,
      weeklyPrizes: options.weekly ?? 0,
      allTimePrizes: options.allTime ?? 1,
      howItWorks: [{ text: 'Predict the scores', language: 'en' }],
      lockMinutes: options.lockMinutes ?? 0,
      timeZone: options.timeZone ?? 'UTC',
    })
    .returning();
  const [prize] = await db
    .insert(prizes)
    .values({ championshipId: championship!.id, name: 'Signed ball', photo: '/api/media/prize' })
    .returning();
  const matchRows = await db
    .insert(matches)
    .values(
      options.kickOffs.map((at, i) => ({
        homeTeam: `Home ${counter}.${i}`,
        awayTeam: `Away ${counter}.${i}`,
        headline: `Home ${counter}.${i} - Away ${counter}.${i}`,
        country: 'England',
        scheduledDate: at,
        status: options.statuses?.[i] ?? 'SCHEDULED',
        dates: [
          {
            date: `${String(at.getUTCDate()).padStart(2, '0')}.${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()}`,
            label: 'start_date',
          },
        ],
      })),
    )
    .returning({ id: matches.id });
  await db
    .insert(championshipMatches)
    .values(matchRows.map((m) => ({ championshipId: championship!.id, matchId: m.id })));
  const questionRows = options.questions?.length
    ? await db
        .insert(questions)
        .values(
          options.questions.map((q, position) => ({
            championshipId: championship!.id,
            position,
            questionText: [{ text: `Question ${position}`, language: 'en' }],
            possibleAnswers: [{ answers: q.answers, language: 'en' }],
            correctAnswer: q.correctAnswer ?? null,
            closesAt: q.closesAt ?? null,
          })),
        )
        .returning({ id: questions.id })
    : [];
  return {
    id: championship!.id,
    prizeId: prize!.id,
    matchIds: matchRows.map((m) => m.id),
    questionIds: questionRows.map((q) => q.id),
  };
}

/** A new player through the sign-up API, the address confirmed from the mail, signed in. */
export async function newPlayer(t: TestApp, nickname = `Fan ${randomBytes(3).toString('hex')}`): Promise<LoginRecord> {
  const email = `${nickname.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${randomBytes(3).toString('hex')}@fans.test`;
  const remoteAddress = `10.9.${counter % 250}.${Math.floor(Math.random() * 250)}`;
  return signUpConfirmed(
    t,
    '/api/play/signup',
    { nickname, email, password: PLAYER_PASSWORD, language: 'en' },
    remoteAddress,
  );
}

/** The admin's match dialog: the match as it is, with these changes (a score, a status, a kick-off). */
export async function editMatch(
  t: TestApp,
  admin: LoginRecord,
  id: string,
  change: { status?: string; scheduledDate?: string; goals?: Record<string, number | null> },
) {
  const match = (await t.request({ method: 'GET', url: `/api/match/${id}`, as: admin })).json<AdminMatch>();
  return t.request({
    method: 'PUT',
    url: '/api/match',
    as: admin,
    payload: {
      match: {
        id,
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        country: match.country || 'England',
        dates: match.dates,
        ...change,
      },
    },
  });
}

export const predict = (
  t: TestApp,
  as: LoginRecord,
  championshipId: string,
  matchId: string,
  home: number,
  away: number,
) =>
  t.request({
    method: 'PUT',
    url: `/api/play/championships/${championshipId}/predictions`,
    as,
    payload: { matchId, home, away },
  });

export const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

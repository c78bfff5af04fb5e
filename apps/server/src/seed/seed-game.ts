import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SeedContext } from './context.ts';
import {
  championshipMatches,
  championships,
  matches,
  predictions,
  questionAnswers,
  questions,
  teamFollows,
  teams,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { nicknameKey } from '../services/auth/nickname-key.ts';
import { scoreChampionship } from '../services/game/scoring.ts';

/** The demo player who can sign in (the demo password); the others are there to fill the boards. */
const DEMO_PLAYER = { email: 'player@example.com', nickname: 'Pat Player' };
/**
 * The teams players follow (by the order of the players: the demo player first), so the
 * owners' demand has followers and the demo player's page has chips. Fixed, not drawn.
 */
const FOLLOWS: Array<[player: number, team: string]> = [
  [0, 'Arsenal'],
  [0, 'FC Barcelona'],
  [1, 'Arsenal'],
  [2, 'Arsenal'],
  [3, 'Chelsea'],
  [4, 'Liverpool'],
  [5, 'FC Barcelona'],
  [6, 'Real Madrid'],
];
const FANS = [
  'Goal Getter',
  'Offside Olly',
  'Curling Carla',
  'Top Bin Tom',
  'Nutmeg Nia',
  'Volley Vik',
  'Header Hana',
  'Panenka Pete',
  'Rabona Rosa',
  'Bicycle Ben',
  'Chip Chen',
];

/**
 * Players with predictions on the finished and coming matches of the published
 * championships, and quiz answers, scored as the game scores them, so the boards, the winners'
 * proposals and a player's page are full on first start.
 */
export async function seedGame(ctx: SeedContext, password: string): Promise<void> {
  const { db, random } = ctx;
  const people = [DEMO_PLAYER, ...FANS.map((nickname, i) => ({ email: `fan${i + 1}@example.com`, nickname }))];
  const hash = await hashPassword(password);
  const players = await db
    .insert(users)
    .values(
      people.map((p, i) => ({
        email: p.email,
        nickname: p.nickname,
        nicknameKey: nicknameKey(p.nickname),
        role: 'player' as const,
        language: 'en' as const,
        // Only the demo player signs in; the fans' accounts have no password (nobody can use them).
        passwordHash: i === 0 ? hash : null,
      })),
    )
    .returning({ id: users.id });

  await seedFollows(
    ctx,
    players.map((p) => p.id),
  );

  const published = await db
    .select({ id: championships.id })
    .from(championships)
    .where(and(eq(championships.published, true), isNull(championships.archivedAt)));
  const goal = () => Math.floor(random.next() * random.next() * 5);
  for (const { id } of published) {
    const linked = await db
      .select({ id: matches.id, home: matches.fullTimeHomeGoals, away: matches.fullTimeAwayGoals })
      .from(championshipMatches)
      .innerJoin(matches, eq(matches.id, championshipMatches.matchId))
      .where(eq(championshipMatches.championshipId, id))
      .orderBy(asc(matches.scheduledDate));
    const rows = [];
    for (const [p, player] of players.entries()) {
      for (const match of linked) {
        // Most fans predict most matches; some guess the result exactly (the boards then differ).
        if (random.next() < 0.15) continue;
        const lucky = match.home !== null && match.away !== null && random.next() < 0.2 + p * 0.02;
        rows.push({
          championshipId: id,
          matchId: match.id,
          userId: player.id,
          home: lucky ? match.home! : goal(),
          away: lucky ? match.away! : goal(),
        });
      }
    }
    if (rows.length) await db.insert(predictions).values(rows);
    const quiz = await db
      .select({ id: questions.id, answers: questions.possibleAnswers })
      .from(questions)
      .where(and(eq(questions.championshipId, id), isNull(questions.deletedAt)));
    const answers = quiz.flatMap((q) =>
      players.map((player) => ({
        questionId: q.id,
        userId: player.id,
        championshipId: id,
        answer: Math.floor(random.next() * (q.answers[0]?.answers.length ?? 1)),
      })),
    );
    if (answers.length) await db.insert(questionAnswers).values(answers);
    // Questions closed at the first kick-off, which is past when the championship is under way: staff marked them.
    if (linked.length > 0 && linked[0]!.home !== null) {
      await db
        .update(questions)
        .set({ correctAnswer: 1 })
        .where(and(eq(questions.championshipId, id), isNull(questions.deletedAt), isNull(questions.closesAt)));
    }
    await db.transaction((tx) => scoreChampionship(tx, id));
  }
}

async function seedFollows({ db }: SeedContext, playerIds: string[]): Promise<void> {
  const named = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.name, [...new Set(FOLLOWS.map(([, team]) => team))]));
  const idOf = new Map(named.map((t) => [t.name, t.id]));
  const rows = FOLLOWS.flatMap(([player, team]) => {
    const userId = playerIds[player];
    const teamId = idOf.get(team);
    return userId && teamId ? [{ userId, teamId }] : [];
  });
  if (rows.length) await db.insert(teamFollows).values(rows);
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CHAMPIONSHIP_MESSAGES, photoIdSchema } from '@app/contract/championships';
import { GAME_CODES, GAME_MESSAGES } from '@app/contract/game';
import { hashOfMediaUrl } from '@app/contract/media';
import type { Database, Tx } from '../../db/client.ts';
import { championshipMatches, championships, matches, predictions, prizes, questions } from '../../db/schema/index.ts';
import { queueChampionshipScoring } from '../game/scoring-jobs.ts';
import { badRequest } from '../../lib/http-error.ts';
import { encodeImage, type EncodedImage } from '../media/encode-image.ts';
import { existingImageHashes, saveImage } from '../media/media-repository.ts';
import { championshipNotFound } from './championships-repository.ts';
import { createSelection, livePrizes, type ChampionshipSubmission } from './championship-submission.ts';
import { FINISHED_STATUSES, POSTPONED } from './match-rules.ts';

const invalid = (message: string, code = 'championships.INVALID') => badRequest(message, code);

/** Decodes and re-encodes every uploaded image before anything is written (a bad one refuses the request). */
export async function encodeSubmissionImages(s: ChampionshipSubmission): Promise<Map<string, EncodedImage>> {
  const labels = new Map<string, string>([
    ['logo', 'Championship Logo'],
    ['cover', 'Championship Cover'],
  ]);
  for (const prize of livePrizes(s)) labels.set(prize.photo, `The photo of prize "${prize.name.trim()}"`);
  const encoded = new Map<string, EncodedImage>();
  for (const [name, buffer] of s.files) {
    encoded.set(name, await encodeImage(buffer, labels.get(name) ?? `The file "${name}"`));
  }
  return encoded;
}

const trimTexts = <T extends Record<string, unknown>>(items: readonly T[], key: keyof T & string) =>
  items.map((item) => ({ ...item, [key]: String(item[key]).trim() }));

/** URLs the request keeps must name stored images (they are not uploads, so they are checked here). */
async function checkKeptImages(tx: Tx, s: ChampionshipSubmission): Promise<void> {
  const kept = [
    s.files.has('logo') ? undefined : s.text.logo,
    s.files.has('cover') ? undefined : s.text.cover,
    ...livePrizes(s).map((p) => p.photo),
  ]
    .map((url) => (url ? hashOfMediaUrl(url) : null))
    .filter((hash): hash is string => hash !== null);
  const stored = await existingImageHashes(tx, [...new Set(kept)]);
  if (kept.some((hash) => !stored.has(hash)))
    throw invalid('An image the request refers to does not exist. Upload it again.', 'media.NOT_FOUND');
}

/** New links (never postponed matches), removed links (never finished matches); the selection never empty. */
async function applyMatchLinks(tx: Tx, id: string, s: ChampionshipSubmission): Promise<void> {
  const linked =
    s.mode === 'create'
      ? []
      : (
          await tx
            .select({ matchId: championshipMatches.matchId })
            .from(championshipMatches)
            .where(eq(championshipMatches.championshipId, id))
        ).map((r) => r.matchId);
  const linkedSet = new Set(linked);
  const removeSet = new Set(s.json.matchesToRemove);
  const wanted =
    s.mode === 'create'
      ? createSelection(s)
      : [...new Set([...linked, ...s.json.matchesToInsert])].filter((m) => !removeSet.has(m));
  if (wanted.length === 0) throw invalid(CHAMPIONSHIP_MESSAGES.matches);
  const wantedSet = new Set(wanted);
  const toInsert = wanted.filter((m) => !linkedSet.has(m));
  const toRemove = linked.filter((m) => !wantedSet.has(m));

  if (toInsert.length > 0) {
    const found = await tx
      .select({ id: matches.id, headline: matches.headline, status: matches.status })
      .from(matches)
      .where(and(inArray(matches.id, toInsert), isNull(matches.trashedAt)));
    if (found.length !== toInsert.length)
      throw invalid('A selected match does not exist any more', 'championships.MATCH_NOT_FOUND');
    const postponed = found.filter((m) => m.status === POSTPONED);
    if (postponed.length > 0) {
      throw invalid(
        `Postponed matches cannot be added: ${postponed.map((m) => m.headline).join(', ')}`,
        'championships.MATCH_POSTPONED',
      );
    }
    await tx
      .insert(championshipMatches)
      .values(toInsert.map((matchId) => ({ championshipId: id, matchId })))
      .onConflictDoNothing();
  }
  if (toRemove.length > 0) {
    const finished = await tx
      .select({ headline: matches.headline })
      .from(matches)
      .where(and(inArray(matches.id, toRemove), inArray(matches.status, [...FINISHED_STATUSES])));
    if (finished.length > 0) {
      throw invalid(
        `Finished matches cannot be removed: ${finished.map((m) => m.headline).join(', ')}`,
        'championships.MATCH_FINISHED',
      );
    }
    await tx
      .delete(championshipMatches)
      .where(and(eq(championshipMatches.championshipId, id), inArray(championshipMatches.matchId, toRemove)));
    // A match out of the game takes its predictions with it (the boards are rebuilt after the save).
    await tx.delete(predictions).where(and(eq(predictions.championshipId, id), inArray(predictions.matchId, toRemove)));
  }
}

async function applyPrizes(
  tx: Tx,
  id: string,
  s: ChampionshipSubmission,
  photoUrls: Map<string, string>,
): Promise<void> {
  const current = new Set(
    (
      await tx
        .select({ id: prizes.id })
        .from(prizes)
        .where(and(eq(prizes.championshipId, id), isNull(prizes.deletedAt)))
    ).map((r) => r.id),
  );
  let position = 0;
  for (const prize of s.json.prizes) {
    if (prize._id && !current.has(prize._id))
      throw invalid('A prize does not belong to this championship', 'championships.PRIZE_NOT_FOUND');
    if (prize.deleted) {
      if (prize._id) await tx.update(prizes).set({ deletedAt: new Date() }).where(eq(prizes.id, prize._id));
      continue;
    }
    const values = {
      name: prize.name.trim(),
      description: trimTexts(prize.description, 'description'),
      photo: photoIdSchema.safeParse(prize.photo).success ? (photoUrls.get(prize.photo) ?? '') : prize.photo,
      position: position++,
    };
    if (prize._id) await tx.update(prizes).set(values).where(eq(prizes.id, prize._id));
    else await tx.insert(prizes).values({ ...values, championshipId: id });
  }
}

/**
 * The close of a question added without one: null (the first kick-off) while the game has not
 * started; once it runs, the next kick-off after now, so the question is never closed as it is
 * saved. A running game with no kick-off ahead needs a close time given.
 */
async function defaultClose(tx: Tx, id: string): Promise<Date | null> {
  const kickOffs = await tx
    .select({ at: matches.scheduledDate })
    .from(championshipMatches)
    .innerJoin(matches, eq(matches.id, championshipMatches.matchId))
    .where(and(eq(championshipMatches.championshipId, id), isNull(matches.trashedAt)))
    .orderBy(asc(matches.scheduledDate));
  const now = Date.now();
  if (!kickOffs[0] || kickOffs[0].at.getTime() > now) return null;
  const next = kickOffs.find((k) => k.at.getTime() > now);
  if (!next) throw invalid(GAME_MESSAGES.closesAtNeeded, GAME_CODES.closesAtNeeded);
  return next.at;
}

async function applyQuestions(tx: Tx, id: string, s: ChampionshipSubmission): Promise<void> {
  const current = new Set(
    (
      await tx
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.championshipId, id), isNull(questions.deletedAt)))
    ).map((r) => r.id),
  );
  const added = s.json.questions.filter((q) => !q._id && !q.deleted && !q.closesAt);
  const closeOfAdded = added.length > 0 ? await defaultClose(tx, id) : null;
  let position = 0;
  for (const question of s.json.questions) {
    if (question._id && !current.has(question._id))
      throw invalid('A question does not belong to this championship', 'championships.QUESTION_NOT_FOUND');
    if (question.challengeId && question.challengeId !== id)
      throw invalid('A question does not belong to this championship', 'championships.QUESTION_NOT_FOUND');
    if (question.deleted) {
      if (question._id) await tx.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, question._id));
      continue;
    }
    const values = {
      type: 0,
      questionText: trimTexts(question.questionText, 'text'),
      possibleAnswers: question.possibleAnswers.map((a) => ({
        language: a.language,
        answers: a.answers.map((x) => x.trim()),
      })),
      position: position++,
      // Absent: kept (drizzle leaves undefined columns out of an update).
      closesAt:
        question.closesAt === undefined ? undefined : question.closesAt === null ? null : new Date(question.closesAt),
      correctAnswer: question.correctAnswer,
    };
    if (question._id) await tx.update(questions).set(values).where(eq(questions.id, question._id));
    else
      await tx.insert(questions).values({ ...values, closesAt: values.closesAt ?? closeOfAdded, championshipId: id });
  }
}

/**
 * Writes the whole submission in one transaction: images, the championship, its texts, prizes,
 * questions and match links. Any refusal on the way rolls everything back.
 */
export async function saveChampionship(
  db: Database,
  s: ChampionshipSubmission,
  images: Map<string, EncodedImage>,
  userId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    let id: string;
    if (s.mode === 'update') {
      if (!s.id) throw invalid('challengeId is required to update a championship');
      const [row] = await tx
        .select({ id: championships.id })
        .from(championships)
        .where(eq(championships.id, s.id))
        .for('update');
      if (!row) throw championshipNotFound();
      id = row.id;
    } else {
      id = crypto.randomUUID();
    }
    await checkKeptImages(tx, s);
    const urls = new Map<string, string>();
    for (const [name, image] of images) urls.set(name, await saveImage(tx, image));

    const values = {
      name: s.text.name.trim(),
      stake: s.text.stake.trim(),
      logo: urls.get('logo') ?? s.text.logo ?? '',
      cover: urls.get('cover') ?? s.text.cover ?? '',
      qrCodeEligible: s.text.qrCodeEligible === 'true',
      dailyPrizes: s.json.prizeTypesCounts.daily,
      weeklyPrizes: s.json.prizeTypesCounts.weekly,
      allTimePrizes: s.json.prizeTypesCounts.allTime,
      howItWorks: trimTexts(s.json.howItWorks, 'text'),
      ...(s.json.scoring
        ? {
            pointsExact: s.json.scoring.exact,
            pointsGoalDifference: s.json.scoring.goalDifference,
            pointsOutcome: s.json.scoring.outcome,
            pointsAnswer: s.json.scoring.answer,
            lockMinutes: s.json.scoring.lockMinutes,
            timeZone: s.json.scoring.timeZone,
          }
        : {}),
      updatedAt: new Date(),
    };
    if (s.mode === 'update') await tx.update(championships).set(values).where(eq(championships.id, id));
    else await tx.insert(championships).values({ ...values, id, createdBy: userId });

    await applyPrizes(tx, id, s, urls);
    // The matches first: a question added without a close time closes at the next of their kick-offs.
    await applyMatchLinks(tx, id, s);
    await applyQuestions(tx, id, s);
    // Rules, zone, correct answers or matches may have changed: the game re-scores from scratch,
    // in a scoring job that commits with the save and runs after it.
    if (s.mode === 'update') await queueChampionshipScoring(tx, id);
    return id;
  });
}

import { z } from 'zod';
import {
  championshipProblems,
  newPhotoId,
  prizeDraftSchema,
  questionDraftSchema,
  type PrizeInput,
  type QuestionInput,
} from '@app/contract/championships';
import { scoringSchema } from '@app/contract/game-rules';
import { localizedList, type Localized } from './localized.ts';
import type { ChampionshipDraft, ImageValue, PrizeItem, QuestionItem } from './championship-draft.ts';

/** '' is not 0: an emptied count field must fail its rule, not pass as zero. */
const toCount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const texts = (value: Localized, languages: readonly string[]) =>
  localizedList(value, languages).map(({ language, value: text }) => ({ text, language }));

function prizeDescription(prize: Pick<PrizeItem, 'description'>, languages: readonly string[]) {
  return localizedList(prize.description, languages).map(({ language, value }) => ({ description: value, language }));
}

function possibleAnswers(question: Pick<QuestionItem, 'answers'>, languages: readonly string[]) {
  return languages.map((language) => ({
    language,
    answers: question.answers.map(
      (answer) => localizedList(answer, languages).find((l) => l.language === language)?.value ?? '',
    ),
  }));
}

export type PrizeFormValues = Pick<PrizeItem, 'name' | 'description' | 'photo'>;

/**
 * The prize form's values (texts per language, a photo chosen or stored) in the contract's shape,
 * checked by docs/product.md §5's rules: the contract's schema, the same rules the server runs.
 */
export const prizeFormSchema = (languages: readonly string[]) =>
  z
    .object({
      name: z.string(),
      description: z.custom<PrizeItem['description']>(),
      photo: z.custom<PrizeItem['photo']>(),
    })
    .transform((prize) => ({
      name: prize.name,
      photo: prize.photo ? 'set' : '',
      description: prizeDescription(prize, languages),
    }))
    .pipe(prizeDraftSchema(languages));

export const questionFormSchema = (languages: readonly string[]) =>
  z
    .object({
      questionText: z.custom<QuestionItem['questionText']>(),
      answers: z.array(z.custom<Localized>()),
      correctAnswer: z.number().nullable(),
    })
    .transform((question) => ({
      questionText: texts(question.questionText, languages),
      possibleAnswers: possibleAnswers(question, languages),
      correctAnswer: question.correctAnswer,
    }))
    .pipe(questionDraftSchema(languages));

/** '' is not 0 here either: an emptied points field fails its rule. */
const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const scoringOf = (draft: ChampionshipDraft) => ({
  exact: toNumber(draft.scoring.exact),
  goalDifference: toNumber(draft.scoring.goalDifference),
  outcome: toNumber(draft.scoring.outcome),
  answer: toNumber(draft.scoring.answer),
  lockMinutes: toNumber(draft.scoring.lockMinutes),
  timeZone: draft.scoring.timeZone,
});

/** Every rule the championship breaks, in docs/product.md's order. */
export function draftProblems(draft: ChampionshipDraft, languages: readonly string[]): string[] {
  const scoring = scoringSchema.safeParse(scoringOf(draft));
  return [
    ...championshipProblems(
      {
        name: draft.name,
        stake: draft.stake,
        hasLogo: draft.logo !== null,
        hasCover: draft.cover !== null,
        howItWorks: texts(draft.howItWorks, languages),
        prizeTypesCounts: {
          daily: toCount(draft.daily),
          weekly: toCount(draft.weekly),
          allTime: toCount(draft.allTime),
        },
        prizes: draft.prizes,
        matchCount: draft.matches.length,
      },
      languages,
    ),
    ...(scoring.success ? [] : scoring.error.issues.map((i) => i.message)),
  ];
}

function appendImage(form: FormData, name: string, image: ImageValue | null): void {
  if (!image) return;
  if (image.kind === 'stored') form.append(name, image.url);
  else form.append(name, image.file, image.file.name);
}

/**
 * The multipart body of docs/product.md §7. A new prize photo travels as a file part named by a
 * generated photo id, which the prize's `photo` names.
 */
export function championshipFormData(draft: ChampionshipDraft, languages: readonly string[]): FormData {
  const form = new FormData();
  if (draft.id) {
    form.append('_id', draft.id);
    form.append('challengeId', draft.id);
  }
  form.append('name', draft.name);
  form.append('stake', draft.stake);
  appendImage(form, 'logo', draft.logo);
  appendImage(form, 'cover', draft.cover);
  form.append(
    'prizeTypesCounts',
    JSON.stringify({ daily: toCount(draft.daily), weekly: toCount(draft.weekly), allTime: toCount(draft.allTime) }),
  );
  form.append('qrCodeEligible', String(draft.qrCodeEligible));
  form.append('howItWorks', JSON.stringify(texts(draft.howItWorks, languages)));

  const prizes: PrizeInput[] = draft.prizes.map((prize) => {
    let photo = '';
    if (prize.photo?.kind === 'stored') photo = prize.photo.url;
    else if (prize.photo?.kind === 'upload' && !prize.deleted) {
      photo = newPhotoId(prize.key);
      form.append(photo, prize.photo.file, prize.photo.file.name);
    }
    return {
      ...(prize._id ? { _id: prize._id } : {}),
      name: prize.name,
      description: prizeDescription(prize, languages),
      photo,
      ...(prize.deleted ? { deleted: true } : {}),
    };
  });
  form.append('prizes', JSON.stringify(prizes));

  const questions: QuestionInput[] = draft.questions.map((question) => ({
    ...(question._id ? { _id: question._id } : {}),
    type: 0,
    questionText: texts(question.questionText, languages),
    possibleAnswers: possibleAnswers(question, languages),
    correctAnswer: question.correctAnswer,
    closesAt: question.closesAt,
    ...(question.deleted ? { deleted: true } : {}),
  }));
  form.append('questions', JSON.stringify(questions));
  form.append('matches', JSON.stringify(draft.matches.map((m) => m._id)));
  form.append('matchesToInsert', JSON.stringify(draft.matchesToInsert));
  form.append('matchesToRemove', JSON.stringify(draft.matchesToRemove));
  form.append('scoring', JSON.stringify(scoringOf(draft)));
  return form;
}

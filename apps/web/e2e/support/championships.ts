import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

const png = (background: string) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background } })
    .png()
    .toBuffer();
const inEveryLanguage = <T extends object>(value: T) => [
  { ...value, language: 'en' },
  { ...value, language: 'ro' },
];

/**
 * A published championship of these matches: QR prizes (one a day, a week, overall), one trivia
 * question whose answer staff marked at once. The question closes at the first kick-off, or at
 * `questionClosesAt` (needed when no match kicks off after now).
 */
export async function publishedChampionship(
  staff: APIRequestContext,
  name: string,
  matchIds: string[],
  questionClosesAt?: string,
): Promise<string> {
  const created = await staff.post('/api/challenges/official-championship', {
    multipart: {
      name,
      stake: 'A signed ball',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: await png('#0b5d3b') },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: await png('#1565c0') },
      'photo-ball': { name: 'ball.png', mimeType: 'image/png', buffer: await png('#f9a825') },
      prizeTypesCounts: JSON.stringify({ daily: 1, weekly: 1, allTime: 1 }),
      qrCodeEligible: 'true',
      howItWorks: JSON.stringify(inEveryLanguage({ text: 'Predict both matches and answer the quiz.' })),
      prizes: JSON.stringify([
        { name: 'Match ball', description: inEveryLanguage({ description: 'A signed ball' }), photo: 'photo-ball' },
      ]),
      questions: JSON.stringify([
        {
          type: 0,
          questionText: inEveryLanguage({ text: 'How many players does a team field?' }),
          possibleAnswers: inEveryLanguage({ answers: ['Eleven', 'Nine'] }),
          correctAnswer: 0,
          ...(questionClosesAt ? { closesAt: questionClosesAt } : {}),
        },
      ]),
      matches: JSON.stringify(matchIds),
      matchesToInsert: JSON.stringify(matchIds),
      matchesToRemove: '[]',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { _id: id } = (await created.json()) as { _id: string };
  expect(
    (
      await staff.post('/api/challenges/publish-official-championship', { data: { challengeId: id, publish: true } })
    ).status(),
  ).toBe(200);
  return id;
}

type Detail = {
  name: string;
  stake: string;
  logo: string;
  cover: string;
  qrCodeEligible: boolean;
  prizeTypesCounts: object;
  howItWorks: object[];
  prizes: { _id: string; name: string; description: object[]; photo: string }[];
  questions: { _id: string; questionText: object[]; possibleAnswers: object[]; correctAnswer: number | null }[];
};

/**
 * Staff close the championship's questions now, as the editor's "Answers close at" does: their answers are judged then.
 */
export async function closeQuestionsNow(staff: APIRequestContext, id: string): Promise<void> {
  const detail = (await (
    await staff.get(`/api/challenges/bar-championship-details?challengeId=${id}`)
  ).json()) as Detail;
  const closesAt = new Date().toISOString();
  const saved = await staff.patch('/api/challenges/official-championship', {
    multipart: {
      _id: id,
      name: detail.name,
      stake: detail.stake,
      logo: detail.logo,
      cover: detail.cover,
      qrCodeEligible: String(detail.qrCodeEligible),
      prizeTypesCounts: JSON.stringify(detail.prizeTypesCounts),
      howItWorks: JSON.stringify(detail.howItWorks),
      prizes: JSON.stringify(
        detail.prizes.map((p) => ({ _id: p._id, name: p.name, description: p.description, photo: p.photo })),
      ),
      questions: JSON.stringify(
        detail.questions.map((q) => ({
          _id: q._id,
          questionText: q.questionText,
          possibleAnswers: q.possibleAnswers,
          correctAnswer: q.correctAnswer,
          closesAt,
        })),
      ),
      matches: '[]',
      matchesToInsert: '[]',
      matchesToRemove: '[]',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

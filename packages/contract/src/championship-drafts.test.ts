import { describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_MESSAGES, prizeDraftSchema, questionDraftSchema } from './championships.ts';
import { GAME_MESSAGES } from './game-rules.ts';

const LANGUAGES = ['en', 'ro'];
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

/** Decision 066: the console's prize and question forms check with docs/product.md §5's rules, each on its field. */
describe("the editor forms' schemas", () => {
  it("puts every prize problem on its field, in prizeProblems' order, and passes a full prize", () => {
    expect(
      issuesOf(
        prizeDraftSchema(LANGUAGES).safeParse({
          name: ' ',
          photo: '',
          description: [{ description: 'Ball', language: 'en' }],
        }),
      ),
    ).toEqual([
      ['name', CHAMPIONSHIP_MESSAGES.prizeName],
      ['photo', CHAMPIONSHIP_MESSAGES.prizePhoto],
      ['description', CHAMPIONSHIP_MESSAGES.prizeDescription],
    ]);
    const full = {
      name: 'Ball',
      photo: 'set',
      description: LANGUAGES.map((language) => ({ description: 'A ball', language })),
    };
    expect(prizeDraftSchema(LANGUAGES).safeParse(full).success).toBe(true);
  });

  it("puts a question's title, answers and marked answer problems on their fields", () => {
    const texts = LANGUAGES.map((language) => ({ text: 'Who wins?', language }));
    const answers = (list: string[]) => LANGUAGES.map((language) => ({ answers: list, language }));
    const schema = questionDraftSchema(LANGUAGES);
    expect(
      issuesOf(schema.safeParse({ questionText: [], possibleAnswers: answers(['A', '']), correctAnswer: null })),
    ).toEqual([
      ['questionText', CHAMPIONSHIP_MESSAGES.questionTitle],
      ['possibleAnswers', CHAMPIONSHIP_MESSAGES.answersEmpty],
    ]);
    expect(
      issuesOf(schema.safeParse({ questionText: texts, possibleAnswers: answers(['A', 'B']), correctAnswer: 2 })),
    ).toEqual([['correctAnswer', GAME_MESSAGES.correctAnswerOutOfRange]]);
    expect(
      schema.safeParse({ questionText: texts, possibleAnswers: answers(['A', 'B']), correctAnswer: 1 }).success,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { championshipJsonPartsSchema, CHAMPIONSHIP_JSON_PARTS } from '@app/contract/championships';
import { newDraft, type ChampionshipDraft } from './championship-draft.ts';
import { championshipFormData, draftProblems } from './championship-form-data.ts';
import { writeLocalized, emptyLocalized } from './localized.ts';

const languages = ['en', 'ro'];
const text = (value: string) => writeLocalized(emptyLocalized(), 'en', value, languages);
/** A text part as JSON (a file part here would be a test mistake). */
const jsonPart = (form: FormData, name: string): unknown => JSON.parse(form.get(name) as string);
const file = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const complete = (): ChampionshipDraft => ({
  ...newDraft(),
  id: '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10',
  name: 'Cup',
  stake: '10',
  howItWorks: text('Play'),
  logo: { kind: 'stored', url: `/api/media/${'a'.repeat(64)}` },
  cover: { kind: 'upload', file: file('cover.png'), preview: 'blob:cover' },
  prizes: [
    {
      key: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
      _id: '9a1c4c57-2c2b-4ef0-8a34-5d8b8c1f7e21',
      name: 'Old',
      description: text('Old one'),
      photo: { kind: 'stored', url: `/api/media/${'b'.repeat(64)}` },
      deleted: true,
    },
    {
      key: 'c0ffee00-1111-4222-8333-444455556666',
      name: 'Ball',
      description: text('A ball'),
      photo: { kind: 'upload', file: file('ball.png'), preview: 'blob:ball' },
    },
  ],
  questions: [
    {
      key: 'q',
      questionText: text('Who?'),
      answers: [text('Me'), text('You')],
      correctAnswer: 1,
      closesAt: '2030-01-01T00:00:00+01:00',
    },
  ],
  matches: [
    {
      _id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      headline: 'A - B',
      competitionName: 'L',
      scheduledDate: '2030-01-01T00:00:00.000Z',
      status: 'TIMED',
      homeTeamEmblemUrl: '',
      awayTeamEmblemUrl: '',
    },
  ],
  matchesToInsert: ['0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'],
});

describe('the multipart body', () => {
  it('holds every part of docs/product.md §7, each JSON part valid for the contract', () => {
    const form = championshipFormData(complete(), languages);
    expect(form.get('_id')).toBe(form.get('challengeId'));
    expect(form.get('logo')).toBe(`/api/media/${'a'.repeat(64)}`);
    expect(form.get('cover')).toBeInstanceOf(File);
    const json = Object.fromEntries(CHAMPIONSHIP_JSON_PARTS.map((name) => [name, jsonPart(form, name)]));
    const parts = championshipJsonPartsSchema.parse(json);
    expect(parts.howItWorks).toEqual([
      { text: 'Play', language: 'en' },
      { text: 'Play', language: 'ro' },
    ]);
    const [old, ball] = parts.prizes;
    expect(old).toMatchObject({ deleted: true, photo: `/api/media/${'b'.repeat(64)}` });
    // A new photo travels as a file part named by the prize's generated photo id.
    expect(ball!.photo).toMatch(/^photo-/);
    expect((form.get(ball!.photo) as File).name).toBe('ball.png');
    expect(parts.questions[0]!.possibleAnswers).toEqual([
      { language: 'en', answers: ['Me', 'You'] },
      { language: 'ro', answers: ['Me', 'You'] },
    ]);
    expect(parts.matchesToInsert).toEqual(['0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f']);
    expect(parts.questions[0]).toMatchObject({ correctAnswer: 1, closesAt: '2030-01-01T00:00:00+01:00' });
    expect(parts.scoring).toEqual({
      exact: 3,
      goalDifference: 2,
      outcome: 1,
      answer: 1,
      lockMinutes: 0,
      timeZone: 'UTC',
    });
  });

  it("refuses scoring points out of range and an unknown time zone, with the contract's messages", () => {
    expect(draftProblems({ ...complete(), scoring: { ...complete().scoring, exact: '101' } }, languages)).toEqual([
      'Points are whole numbers from 0 to 100',
    ]);
    expect(draftProblems({ ...complete(), scoring: { ...complete().scoring, lockMinutes: '' } }, languages)).toEqual([
      'The lock is a whole number of minutes from 0 to 1440',
    ]);
    expect(
      draftProblems({ ...complete(), scoring: { ...complete().scoring, timeZone: 'Mars/Olympus' } }, languages),
    ).toEqual(['Choose a time zone from the list']);
  });

  it('says what is missing, in docs/product.md order, and an emptied count is not zero', () => {
    expect(draftProblems(complete(), languages)).toEqual([]);
    expect(draftProblems(newDraft(), languages)).toEqual([
      'How it works should not be empty',
      'Championship Name should not be empty',
      'Championship Stake should not be empty',
      'Championship Logo should not be empty',
      'Championship Cover should not be empty',
      'Prizes should not be empty',
      'Matches should not be empty',
    ]);
    expect(draftProblems({ ...complete(), daily: '' }, languages)).toEqual([
      'Daily Prizes should be bigger or equal than 0',
    ]);
  });
});

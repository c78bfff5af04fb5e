import { describe, expect, it } from 'vitest';
import type { ChampionshipMatch } from '@app/contract/championships';
import { draftReducer, newDraft, type ChampionshipDraft, type PrizeItem } from './championship-draft.ts';
import { emptyLocalized, localizedFrom, localizedList, readLocalized, writeLocalized } from './localized.ts';

const match = (id: string, date: string): ChampionshipMatch => ({
  _id: id,
  headline: `Match ${id}`,
  competitionName: 'League',
  scheduledDate: date,
  status: 'SCHEDULED',
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
});
const prize = (key: string, stored: boolean): PrizeItem => ({
  key,
  ...(stored ? { _id: key } : {}),
  name: key,
  description: emptyLocalized(),
  photo: null,
});
const draftWith = (over: Partial<ChampionshipDraft>) => ({ ...newDraft(), ...over });

describe('docs/product.md §4: local editing of prizes and questions', () => {
  it('adds new items, replaces edited ones in place, marks stored ones deleted and drops unsaved ones', () => {
    let draft = draftWith({ prizes: [prize('stored', true)] });
    draft = draftReducer(draft, { type: 'startEdit', kind: 'prize', key: null });
    draft = draftReducer(draft, { type: 'savePrize', prize: prize('fresh', false) });
    expect(draft.prizes.map((p) => p.key)).toEqual(['stored', 'fresh']);
    expect(draft.editing).toBeNull();

    draft = draftReducer(draft, { type: 'savePrize', prize: { ...prize('stored', true), name: 'Renamed' } });
    expect(draft.prizes.map((p) => p.name)).toEqual(['Renamed', 'fresh']);

    draft = draftReducer(draft, { type: 'deletePrize', key: 'stored' });
    draft = draftReducer(draft, { type: 'deletePrize', key: 'fresh' });
    expect(draft.prizes).toEqual([expect.objectContaining({ key: 'stored', deleted: true })]);
  });

  it('opens one prize or question at a time', () => {
    let draft = draftReducer(newDraft(), { type: 'startEdit', kind: 'question', key: null });
    draft = draftReducer(draft, { type: 'startEdit', kind: 'prize', key: null });
    expect(draft.editing).toEqual({ kind: 'question', key: null });
    draft = draftReducer(draft, { type: 'cancelEdit' });
    expect(draft.editing).toBeNull();
  });
});

describe('docs/product.md §4: the selected matches, the ones to insert and the ones to remove', () => {
  const stored = match('a', '2030-01-02T18:00:00.000Z');
  const fresh = match('b', '2030-01-01T18:00:00.000Z');

  it('tracks insertions and removals, and removing a just-added match cancels its insertion', () => {
    let draft = draftWith({ id: 'c', matches: [stored] });
    draft = draftReducer(draft, { type: 'addMatch', match: fresh });
    expect(draft.matches.map((m) => m._id)).toEqual(['b', 'a']);
    expect(draft.matchesToInsert).toEqual(['b']);
    draft = draftReducer(draft, { type: 'removeMatch', id: 'b' });
    expect(draft).toMatchObject({ matchesToInsert: [], matchesToRemove: [] });
    draft = draftReducer(draft, { type: 'removeMatch', id: 'a' });
    expect(draft).toMatchObject({ matches: [], matchesToInsert: [], matchesToRemove: ['a'] });
    draft = draftReducer(draft, { type: 'addMatch', match: stored });
    expect(draft).toMatchObject({ matchesToInsert: [], matchesToRemove: [] });
    expect(draftReducer(draft, { type: 'addMatch', match: stored })).toBe(draft);
  });
});

describe('texts per language', () => {
  const languages = ['en', 'ro', 'fr'];
  it('copies the first language until another one is edited', () => {
    let value = writeLocalized(emptyLocalized(), 'en', 'Hello', languages);
    expect(readLocalized(value, 'ro', languages)).toBe('Hello');
    value = writeLocalized(value, 'ro', 'Salut', languages);
    value = writeLocalized(value, 'en', 'Hello!', languages);
    expect(localizedList(value, languages)).toEqual([
      { language: 'en', value: 'Hello!' },
      { language: 'ro', value: 'Salut' },
      { language: 'fr', value: 'Hello!' },
    ]);
  });

  it('reads the server list back: equal texts stay copies', () => {
    const value = localizedFrom(
      [
        { text: 'A', language: 'en' },
        { text: 'A', language: 'ro' },
        { text: 'B', language: 'fr' },
      ],
      (i) => i.text,
      languages,
    );
    expect(value).toEqual({ base: 'A', overrides: { fr: 'B' } });
  });
});

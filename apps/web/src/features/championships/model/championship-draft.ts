import type { ChampionshipDetail, ChampionshipMatch } from '@app/contract/championships';
import { DEFAULT_SCORING, type Scoring } from '@app/contract/game-rules';
import { emptyLocalized, localizedFrom, type Localized } from './localized.ts';

/** An image as the editor holds it: one already stored (its URL) or a file chosen just now. */
export type ImageValue = { kind: 'stored'; url: string } | { kind: 'upload'; file: File; preview: string };

export type PrizeItem = {
  /** Local identity (new items have no `_id` yet). */
  key: string;
  _id?: string;
  name: string;
  description: Localized;
  photo: ImageValue | null;
  deleted?: boolean;
};

export type QuestionItem = {
  key: string;
  _id?: string;
  questionText: Localized;
  answers: Localized[];
  /** The index of the correct answer; null until staff mark it. */
  correctAnswer: number | null;
  /** When answers close, ISO 8601; null: at the first kick-off. */
  closesAt: string | null;
  deleted?: boolean;
};

/** The Scoring section as typed: points per rule, the lock in minutes, the game's time zone. */
export type ScoringDraft = {
  exact: string;
  goalDifference: string;
  outcome: string;
  answer: string;
  lockMinutes: string;
  timeZone: string;
};
export type ScoringField = keyof ScoringDraft;

type Editing = { kind: 'prize' | 'question'; key: string | null } | null;

export type ChampionshipDraft = {
  id: string | null;
  name: string;
  stake: string;
  logo: ImageValue | null;
  cover: ImageValue | null;
  howItWorks: Localized;
  daily: string;
  weekly: string;
  allTime: string;
  qrCodeEligible: boolean;
  prizes: PrizeItem[];
  questions: QuestionItem[];
  /** docs/product.md §4: the selection, what to link and what to unlink. */
  matches: ChampionshipMatch[];
  matchesToInsert: string[];
  matchesToRemove: string[];
  scoring: ScoringDraft;
  /** The prize or question being added (key null) or edited. */
  editing: Editing;
};

export type HeaderField =
  'name' | 'stake' | 'logo' | 'cover' | 'howItWorks' | 'daily' | 'weekly' | 'allTime' | 'qrCodeEligible';

export type DraftAction =
  | { type: 'set'; field: HeaderField; value: ChampionshipDraft[HeaderField] }
  | { type: 'setScoring'; field: ScoringField; value: string }
  | { type: 'startEdit'; kind: 'prize' | 'question'; key: string | null }
  | { type: 'cancelEdit' }
  | { type: 'savePrize'; prize: PrizeItem }
  | { type: 'deletePrize'; key: string }
  | { type: 'saveQuestion'; question: QuestionItem }
  | { type: 'deleteQuestion'; key: string }
  | { type: 'addMatch'; match: ChampionshipMatch }
  | { type: 'removeMatch'; id: string };

export const newDraft = (): ChampionshipDraft => ({
  id: null,
  name: '',
  stake: '',
  logo: null,
  cover: null,
  howItWorks: emptyLocalized(),
  daily: '0',
  weekly: '0',
  allTime: '1',
  qrCodeEligible: false,
  prizes: [],
  questions: [],
  matches: [],
  matchesToInsert: [],
  matchesToRemove: [],
  editing: null,
  scoring: scoringDraftOf(DEFAULT_SCORING),
});

const scoringDraftOf = (s: Scoring): ScoringDraft => ({
  exact: String(s.exact),
  goalDifference: String(s.goalDifference),
  outcome: String(s.outcome),
  answer: String(s.answer),
  lockMinutes: String(s.lockMinutes),
  timeZone: s.timeZone,
});

export function draftFromDetail(detail: ChampionshipDetail, languages: readonly string[]): ChampionshipDraft {
  return {
    id: detail._id,
    name: detail.name,
    stake: detail.stake,
    logo: detail.logo ? { kind: 'stored', url: detail.logo } : null,
    cover: detail.cover ? { kind: 'stored', url: detail.cover } : null,
    howItWorks: localizedFrom(detail.howItWorks, (i) => i.text, languages),
    daily: String(detail.prizeTypesCounts.daily),
    weekly: String(detail.prizeTypesCounts.weekly),
    allTime: String(detail.prizeTypesCounts.allTime),
    qrCodeEligible: detail.qrCodeEligible,
    prizes: detail.prizes.map((p) => ({
      key: p._id,
      _id: p._id,
      name: p.name,
      description: localizedFrom(p.description, (d) => d.description, languages),
      photo: p.photo ? { kind: 'stored', url: p.photo } : null,
    })),
    questions: detail.questions.map((q) => {
      const first = q.possibleAnswers.find((a) => a.language === languages[0]) ?? q.possibleAnswers[0];
      return {
        key: q._id,
        _id: q._id,
        questionText: localizedFrom(q.questionText, (t) => t.text, languages),
        answers: (first?.answers ?? []).map((_, index) =>
          localizedFrom(q.possibleAnswers, (a) => a.answers[index] ?? '', languages),
        ),
        correctAnswer: q.correctAnswer,
        closesAt: q.closesAt,
      };
    }),
    matches: detail.matches,
    matchesToInsert: [],
    matchesToRemove: [],
    scoring: scoringDraftOf(detail.scoring),
    editing: null,
  };
}

/** Replaces the item with the same key, or adds it at the end. */
function upsert<T extends { key: string }>(items: T[], item: T): T[] {
  return items.some((i) => i.key === item.key) ? items.map((i) => (i.key === item.key ? item : i)) : [...items, item];
}

/** Stored items are marked deleted (the server keeps them); unsaved ones are simply dropped. */
function remove<T extends { key: string; _id?: string; deleted?: boolean }>(items: T[], key: string): T[] {
  return items.flatMap((i) => (i.key !== key ? [i] : i._id ? [{ ...i, deleted: true }] : []));
}

/** docs/product.md §4's local editing rules. Nothing is sent until the championship is saved. */
export function draftReducer(draft: ChampionshipDraft, action: DraftAction): ChampionshipDraft {
  switch (action.type) {
    case 'set':
      return { ...draft, [action.field]: action.value };
    case 'setScoring':
      return { ...draft, scoring: { ...draft.scoring, [action.field]: action.value } };
    case 'startEdit':
      return draft.editing ? draft : { ...draft, editing: { kind: action.kind, key: action.key } };
    case 'cancelEdit':
      return { ...draft, editing: null };
    case 'savePrize':
      return { ...draft, prizes: upsert(draft.prizes, action.prize), editing: null };
    case 'deletePrize':
      return { ...draft, prizes: remove(draft.prizes, action.key) };
    case 'saveQuestion':
      return { ...draft, questions: upsert(draft.questions, action.question), editing: null };
    case 'deleteQuestion':
      return { ...draft, questions: remove(draft.questions, action.key) };
    case 'addMatch': {
      const { match } = action;
      if (draft.matches.some((m) => m._id === match._id)) return draft;
      const wasRemoved = draft.matchesToRemove.includes(match._id);
      return {
        ...draft,
        matches: [...draft.matches, match].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate)),
        // Putting back a stored match only cancels its removal.
        matchesToRemove: draft.matchesToRemove.filter((id) => id !== match._id),
        matchesToInsert: wasRemoved ? draft.matchesToInsert : [...draft.matchesToInsert, match._id],
      };
    }
    case 'removeMatch': {
      const justAdded = draft.matchesToInsert.includes(action.id);
      return {
        ...draft,
        matches: draft.matches.filter((m) => m._id !== action.id),
        // Removing a just-added match cancels its insertion.
        matchesToInsert: draft.matchesToInsert.filter((id) => id !== action.id),
        matchesToRemove:
          justAdded || draft.matchesToRemove.includes(action.id)
            ? draft.matchesToRemove
            : [...draft.matchesToRemove, action.id],
      };
    }
  }
}

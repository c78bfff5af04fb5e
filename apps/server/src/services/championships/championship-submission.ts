import type { z } from 'zod';
import {
  CHAMPIONSHIP_JSON_PARTS,
  CHAMPIONSHIP_TEXT_PARTS,
  KEPT_JSON_PARTS,
  OPTIONAL_JSON_PARTS,
  championshipJsonPartsSchema,
  championshipProblems,
  championshipTextPartsSchema,
  photoIdSchema,
  prizeProblems,
  questionProblems,
  type ChampionshipJsonParts,
  type ChampionshipTextParts,
} from '@app/contract/championships';
import { badRequest } from '../../lib/http-error.ts';
import type { MultipartForm } from './read-multipart-form.ts';

/** A create or update request, its parts parsed and checked against the contract. */
export type ChampionshipSubmission = {
  mode: 'create' | 'update';
  /** The championship to update (from `_id` / `challengeId`); null on create. */
  id: string | null;
  text: ChampionshipTextParts;
  json: ChampionshipJsonParts;
  /** File parts by field name: `logo`, `cover`, and prize photos by their generated id. */
  files: Map<string, Buffer>;
};

const invalid = (message: string) => badRequest(message, 'championships.INVALID');

/** `skip` path segments are the part's own name (text parts are checked as one object). */
function describeIssue(part: string, error: z.ZodError, skip = 0): string {
  const issue = error.issues[0];
  if (!issue) return `The part "${part}" is not valid`;
  const path = issue.path.slice(skip);
  const where = path.length > 0 ? ` (at ${path.join('.')})` : '';
  return `The part "${part}" is not valid: ${issue.message}${where}`;
}

function parseJsonPart(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value; // sent with content-type application/json: parsed already
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw invalid(`The part "${name}" is not valid JSON`);
  }
}

/**
 * Reads the parts into a submission: unknown parts, bad JSON, a missing part or a value of the
 * wrong shape are refused with a message naming the part.
 */
export function parseSubmission(form: MultipartForm, mode: 'create' | 'update'): ChampionshipSubmission {
  const textNames = new Set<string>(CHAMPIONSHIP_TEXT_PARTS);
  const jsonNames = new Set<string>(CHAMPIONSHIP_JSON_PARTS);
  const text: Record<string, unknown> = {};
  const json: Record<string, unknown> = {};
  for (const [name, value] of form.fields) {
    if (textNames.has(name)) text[name] = typeof value === 'string' ? value : JSON.stringify(value);
    else if (jsonNames.has(name)) json[name] = parseJsonPart(name, value);
    else throw invalid(`Unknown part "${name}"`);
  }
  for (const name of form.files.keys()) {
    if (name !== 'logo' && name !== 'cover' && !photoIdSchema.safeParse(name).success)
      throw invalid(`Unexpected file part "${name}"`);
    if (name in text) throw invalid(`The part "${name}" was sent more than once`);
  }
  for (const name of CHAMPIONSHIP_JSON_PARTS) {
    if (json[name] !== undefined) continue;
    if (KEPT_JSON_PARTS.has(name)) continue;
    if (OPTIONAL_JSON_PARTS.has(name) || name === 'howItWorks' || name === 'prizes') json[name] = [];
    else throw invalid(`The part "${name}" is missing`);
  }
  for (const name of CHAMPIONSHIP_JSON_PARTS) {
    const parsed = championshipJsonPartsSchema.shape[name].safeParse(json[name]);
    if (!parsed.success) throw invalid(describeIssue(name, parsed.error));
  }
  const parsedText = championshipTextPartsSchema.safeParse(text);
  if (!parsedText.success)
    throw invalid(describeIssue(String(parsedText.error.issues[0]?.path[0] ?? 'text'), parsedText.error, 1));
  const parsedJson = championshipJsonPartsSchema.parse(json);

  let id: string | null = null;
  if (mode === 'update') {
    const { _id, challengeId } = parsedText.data;
    if (_id && challengeId && _id !== challengeId) throw invalid('_id and challengeId name different championships');
    id = _id ?? challengeId ?? null;
    if (!id) throw invalid('challengeId is required to update a championship');
  } else if (parsedText.data._id || parsedText.data.challengeId) {
    throw invalid('A new championship has no id: send it with PATCH to update one');
  }
  return { mode, id, text: parsedText.data, json: parsedJson, files: form.files };
}

/** Prizes and questions the request keeps (deleted ones are only marked). */
export const livePrizes = (s: ChampionshipSubmission) => s.json.prizes.filter((p) => !p.deleted);
const liveQuestions = (s: ChampionshipSubmission) => s.json.questions.filter((q) => !q.deleted);

/** On create the selection is the `matches` part plus any `matchesToInsert`, less `matchesToRemove`. */
export function createSelection(s: ChampionshipSubmission): string[] {
  const removed = new Set(s.json.matchesToRemove);
  return [...new Set([...s.json.matches, ...s.json.matchesToInsert])].filter((id) => !removed.has(id));
}

/**
 * docs/product.md §5, with the same messages as the console, then the rules only the server can
 * see: every text in every active language, a file for every new photo, no stray files.
 */
export function checkSubmissionRules(s: ChampionshipSubmission, languages: readonly string[]): void {
  const prizes = livePrizes(s);
  const [problem] = championshipProblems(
    {
      name: s.text.name,
      stake: s.text.stake,
      hasLogo: s.files.has('logo') || Boolean(s.text.logo),
      hasCover: s.files.has('cover') || Boolean(s.text.cover),
      howItWorks: s.json.howItWorks,
      prizeTypesCounts: s.json.prizeTypesCounts,
      prizes,
      // On update the selection is known only against the stored links (checked in the transaction).
      matchCount: s.mode === 'create' ? createSelection(s).length : 1,
    },
    languages,
  );
  if (problem) throw invalid(problem);
  for (const prize of prizes) {
    const [prizeProblem] = prizeProblems(prize, languages);
    if (prizeProblem) throw invalid(prizeProblem);
    if (photoIdSchema.safeParse(prize.photo).success && !s.files.has(prize.photo)) {
      throw invalid(`The photo of prize "${prize.name.trim()}" is missing: no file part "${prize.photo}"`);
    }
  }
  for (const question of liveQuestions(s)) {
    const [questionProblem] = questionProblems(question, languages);
    if (questionProblem) throw invalid(questionProblem);
  }
  const photoIds = new Set(prizes.map((p) => p.photo));
  for (const name of s.files.keys()) {
    if (name !== 'logo' && name !== 'cover' && !photoIds.has(name))
      throw invalid(`The file part "${name}" belongs to no prize`);
  }
  for (const [label, list] of [
    ['prize', s.json.prizes],
    ['question', s.json.questions],
  ] as const) {
    const ids = list.map((item) => item._id).filter((id): id is string => Boolean(id));
    if (new Set(ids).size !== ids.length)
      throw invalid(label === 'prize' ? 'A prize was sent more than once' : 'A question was sent more than once');
  }
}

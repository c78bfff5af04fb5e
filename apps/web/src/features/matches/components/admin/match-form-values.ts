import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatISO, isValid, parseISO } from 'date-fns';
import { matchInputSchema, type AdminMatch, type DateLabel, type MatchInputParsed } from '@app/contract/matches-admin';
import { toMaskedDate, utcMaskedDay } from './masked-date.ts';
import { translatedResolver } from '../../../../lib/translated-resolver.ts';

export type MatchFormValues = {
  homeTeam: string;
  awayTeam: string;
  country: string;
  competition: string;
  matchType: string;
  starred: boolean;
  /** The kick-off in the admin's time zone (null until chosen). */
  kickOff: Date | null;
  /** A status code (contract match-status.ts); people see its word. */
  status: string;
  dates: { date: string; label: DateLabel }[];
  /** SPEC's goals as typed ('' for none): the full-time score of a finished match, the live score of a live one. */
  goals: Record<GoalField, string>;
  /** Whether the match had a score when the dialog opened: clearing every box then clears it. */
  hadGoals: boolean;
};

const GOAL_FIELDS = ['fullTimeHomeGoals', 'fullTimeAwayGoals', 'liveHomeGoals', 'liveAwayGoals'] as const;
type GoalField = (typeof GOAL_FIELDS)[number];

const goalText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** '' is no score; anything else goes to the contract as a number (so '1.5' or '-1' gets its message). */
const goalValue = (text: string) => (text.trim() === '' ? null : Number(text));
const goalsOf = (goals?: Partial<Record<GoalField, number | null>>) =>
  Object.fromEntries(GOAL_FIELDS.map((f) => [f, goalText(goals?.[f])])) as Record<GoalField, string>;

/** The kick-off as the API takes it: ISO 8601 with the admin's offset ('2026-12-05T20:45:00+01:00'). */
export function kickOffIso(kickOff: Date | null): string | undefined {
  if (kickOff === null) return undefined;
  return isValid(kickOff) ? formatISO(kickOff) : 'invalid';
}

const asDateLabel = (label: string): DateLabel => (label === 'end_date' ? 'end_date' : 'start_date');

export function formValuesOf(match?: AdminMatch): MatchFormValues {
  if (!match) {
    return {
      homeTeam: '',
      awayTeam: '',
      country: '',
      competition: '',
      matchType: '',
      starred: false,
      kickOff: null,
      status: 'SCHEDULED',
      dates: [{ date: '', label: 'start_date' }],
      goals: goalsOf(),
      hadGoals: false,
    };
  }
  const dates = match.dates.length
    ? match.dates.map((d) => ({ date: toMaskedDate(d.date), label: asDateLabel(d.label) }))
    : [{ date: utcMaskedDay(match.scheduledDate), label: 'start_date' as const }];
  return {
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    country: match.country,
    competition: match.competitionName,
    matchType: match.matchType,
    starred: match.starred,
    kickOff: parseISO(match.scheduledDate),
    status: match.status,
    dates,
    goals: goalsOf(match.goals),
    hadGoals: GOAL_FIELDS.some((f) => match.goals[f] !== null),
  };
}

/**
 * The order the dialog reports problems in (docs/product.md §5): home team, then country, then dates (the kick-off
 * first).
 */
const FIELD_ORDER = [
  'homeTeam',
  'country',
  'kickOff',
  'dates',
  'awayTeam',
  'competition',
  'matchType',
  'status',
  'goals',
  'starred',
] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/**
 * The contract's own schema checks the dialog, as it checks the server; only the first problem is
 * shown, on its field (any date problem is shown on the dates block).
 */
const untranslatedMatchFormResolver: Resolver<MatchFormValues, unknown, MatchInputParsed> = async (values) => {
  const { kickOff, goals, hadGoals, ...rest } = values;
  const goalNumbers = Object.fromEntries(GOAL_FIELDS.map((f) => [f, goalValue(goals[f])]));
  // No score typed and none before: the request carries none (the match keeps what the feed wrote).
  const typed = hadGoals || GOAL_FIELDS.some((f) => goals[f].trim() !== '');
  const result = matchInputSchema.safeParse({
    ...rest,
    scheduledDate: kickOffIso(kickOff),
    ...(typed ? { goals: goalNumbers } : {}),
  });
  if (result.success) return { values: result.data, errors: {} };
  // No kick-off and no date: the message goes on the kick-off, the date a new match needs first.
  const fieldOf = (path: PropertyKey | undefined): FieldName =>
    path === 'scheduledDate' || (path === 'dates' && kickOff === null && !rest.dates.some((d) => d.date.trim()))
      ? 'kickOff'
      : (String(path ?? 'homeTeam') as FieldName);
  const issues = result.error.issues.map((issue) => ({ field: fieldOf(issue.path[0]), message: issue.message }));
  issues.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  const first = issues[0];
  const errors: FieldErrors<MatchFormValues> = first
    ? { [first.field]: { type: 'validate', message: first.message } }
    : {};
  return { values: {}, errors };
};

/** The dialog's resolver, its messages shown in the current language. */
export const matchFormResolver = translatedResolver(untranslatedMatchFormResolver);

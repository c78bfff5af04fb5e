import type { FieldErrors, Resolver } from 'react-hook-form';
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
  dates: { date: string; label: DateLabel }[];
};

const asDateLabel = (label: string): DateLabel => (label === 'end_date' ? 'end_date' : 'start_date');

export function formValuesOf(match?: AdminMatch): MatchFormValues {
  if (!match) {
    return { homeTeam: '', awayTeam: '', country: '', competition: '', matchType: '', starred: false, dates: [{ date: '', label: 'start_date' }] };
  }
  const dates = match.dates.length
    ? match.dates.map((d) => ({ date: toMaskedDate(d.date), label: asDateLabel(d.label) }))
    : [{ date: utcMaskedDay(match.scheduledDate), label: 'start_date' as const }];
  return {
    homeTeam: match.homeTeam, awayTeam: match.awayTeam, country: match.country, competition: match.competitionName,
    matchType: match.matchType, starred: match.starred, dates,
  };
}

/** The order the dialog reports problems in (SPEC.md section 5): home team, then country, then dates. */
const FIELD_ORDER = ['homeTeam', 'country', 'dates', 'awayTeam', 'competition', 'matchType', 'starred'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/**
 * The contract's own schema checks the dialog, as it checks the server; only the first problem is
 * shown, on its field (any date problem is shown on the dates block).
 */
const untranslatedMatchFormResolver: Resolver<MatchFormValues, unknown, MatchInputParsed> = async (values) => {
  const result = matchInputSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const issues = result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'homeTeam') as FieldName, message: issue.message }));
  issues.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  const first = issues[0];
  const errors: FieldErrors<MatchFormValues> = first ? { [first.field]: { type: 'validate', message: first.message } } : {};
  return { values: {}, errors };
};

/** The dialog's resolver, its messages shown in the current language. */
export const matchFormResolver = translatedResolver(untranslatedMatchFormResolver);

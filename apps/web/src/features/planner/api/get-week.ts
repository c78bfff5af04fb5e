import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { plannerWeekAnswerSchema } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

/** `start` null: this week in the bar's time zone (the server knows the zone). */
const getWeek = (start: string | null, signal?: AbortSignal) =>
  api('/planner/week', { query: start ? { start } : {}, schema: plannerWeekAnswerSchema, signal });

export const weekQueryOptions = (start: string | null) =>
  queryOptions({
    queryKey: plannerKeys.week(start),
    queryFn: ({ signal }) => getWeek(start, signal),
    // The week on screen stays while the next one loads; read afresh on every visit (broadcasts are
    // switched on /matches, another feature, which cannot reach this cache).
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

export const useWeek = (start: string | null) => useQuery(weekQueryOptions(start));

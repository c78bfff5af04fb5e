import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { groupWeekAnswerSchema } from '@app/contract/group-week';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

/** `start` null: this week in the zone of the group's first bar (the server knows it). */
const getGroupWeek = (start: string | null, signal?: AbortSignal) =>
  api('/planner/group-week', { query: start ? { start } : {}, schema: groupWeekAnswerSchema, signal });

const groupWeekQueryOptions = (start: string | null) =>
  queryOptions({
    queryKey: plannerKeys.groupWeek(start),
    queryFn: ({ signal }) => getGroupWeek(start, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

export const useGroupWeek = (start: string | null) => useQuery(groupWeekQueryOptions(start));

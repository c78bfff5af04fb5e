import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { teamDuplicateListSchema } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';

const getTeamDuplicates = (signal?: AbortSignal) =>
  api('/teams/duplicates', { schema: teamDuplicateListSchema, signal });

export const teamDuplicatesQueryOptions = () =>
  queryOptions({
    queryKey: referenceDataKeys.teamDuplicates(),
    queryFn: ({ signal }) => getTeamDuplicates(signal),
  });

export const useTeamDuplicates = () => useQuery(teamDuplicatesQueryOptions());

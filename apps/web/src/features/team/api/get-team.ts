import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { teamListSchema } from '@app/contract/team';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

const getTeam = (signal?: AbortSignal) => api('/team', { schema: teamListSchema, signal });

export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.list(), queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQueryOptions());

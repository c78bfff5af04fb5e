import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { competitionOptionSchema, type CreateCompetitionBody } from '@app/contract/match-parties';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const createCompetition = (body: CreateCompetitionBody) =>
  api('/match/competitions', { method: 'POST', body, schema: competitionOptionSchema });

/** The picker shows the server's message itself. */
export function useCreateCompetition() {
  return useMutation({ mutationFn: createCompetition, meta: { invalidates: [adminMatchKeys.competitions()] } });
}

import { mergeTeamAnswerSchema } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const mergeTeam = ({ id, intoId }: { id: string; intoId: string }) =>
  api(`/teams/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { intoId }, schema: mergeTeamAnswerSchema });

export const useMergeTeam = () => useReferenceMutation(referenceDataKeys.teams(), mergeTeam);

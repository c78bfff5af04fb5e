import { teamDuplicateListSchema } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const dismissTeamDuplicate = ({ teamId, candidateId }: { teamId: string; candidateId: string }) =>
  api(`/teams/duplicates/${encodeURIComponent(teamId)}/${encodeURIComponent(candidateId)}`, {
    method: 'DELETE',
    schema: teamDuplicateListSchema,
  });

export const useDismissTeamDuplicate = () =>
  useReferenceMutation(referenceDataKeys.teamDuplicates(), dismissTeamDuplicate);

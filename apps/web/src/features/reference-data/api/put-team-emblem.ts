import { teamRowSchema } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { emblemFormData } from './emblem-form-data.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const putTeamEmblem = ({ id, file }: { id: string; file: File }) =>
  api(`/teams/${encodeURIComponent(id)}/emblem`, {
    method: 'PUT',
    formData: emblemFormData(file),
    schema: teamRowSchema,
  });

export const useTeamEmblem = () => useReferenceMutation(referenceDataKeys.teams(), putTeamEmblem);

import { competitionRowSchema } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { emblemFormData } from './emblem-form-data.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const putCompetitionEmblem = ({ id, file }: { id: string; file: File }) =>
  api(`/competitions/${encodeURIComponent(id)}/emblem`, {
    method: 'PUT',
    formData: emblemFormData(file),
    schema: competitionRowSchema,
  });

export const useCompetitionEmblem = () => useReferenceMutation(referenceDataKeys.competitions(), putCompetitionEmblem);

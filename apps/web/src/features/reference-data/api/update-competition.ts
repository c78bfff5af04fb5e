import { competitionRowSchema, type UpdateCompetitionBody } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const updateCompetition = ({ id, body }: { id: string; body: UpdateCompetitionBody }) =>
  api(`/competitions/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: competitionRowSchema });

export const useUpdateCompetition = () => useReferenceMutation(referenceDataKeys.competitions(), updateCompetition);

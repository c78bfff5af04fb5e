import { teamRowSchema } from '@app/contract/reference-data';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const renameTeam = ({ id, name }: { id: string; name: string }) =>
  api(`/teams/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name }, schema: teamRowSchema });

export const useRenameTeam = () => useReferenceMutation(referenceDataKeys.teams(), renameTeam);

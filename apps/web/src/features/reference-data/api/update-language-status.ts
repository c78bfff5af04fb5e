import { languageSchema } from '@app/contract/languages';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';
import { useReferenceMutation } from './use-reference-mutation.ts';

const updateLanguageStatus = ({ code, status }: { code: string; status: 0 | 1 }) =>
  api(`/languages/${encodeURIComponent(code)}`, { method: 'PATCH', body: { status }, schema: languageSchema });

export const useLanguageStatus = () => useReferenceMutation(referenceDataKeys.languages(), updateLanguageStatus);

import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { languagesAnswerSchema } from '@app/contract/languages';
import { api } from '../../../lib/api-client.ts';
import { referenceDataKeys } from './reference-data-keys.ts';

/** Every language, active or not: the languages page switches them. */
const getLanguages = (signal?: AbortSignal) => api('/languages', { schema: languagesAnswerSchema, signal });

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: referenceDataKeys.languages(),
    queryFn: ({ signal }) => getLanguages(signal),
  });

export const useLanguages = () => useQuery(languagesQueryOptions());

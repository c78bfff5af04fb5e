import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { languagesAnswerSchema } from '@app/contract/languages';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

/** Active languages (docs/product.md: `GET /languages?status=1`): every championship text is held in each. */
const getActiveLanguages = (signal?: AbortSignal) =>
  api('/languages', { query: { status: 1 }, schema: languagesAnswerSchema, signal });

const activeLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: championshipsKeys.languages(),
    queryFn: ({ signal }) => getActiveLanguages(signal),
    staleTime: 5 * 60_000,
  });

export const useActiveLanguages = () => useQuery(activeLanguagesQueryOptions());

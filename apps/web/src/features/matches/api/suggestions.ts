import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptSuggestionsBody, DismissSuggestionsBody } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

// The answers' schemas are built when the first answer arrives, not in the start of /matches (decision 020).
const plannerSchemas = () => import('@app/contract/planner');

export const getSuggestions = (signal?: AbortSignal) => api('/planner/suggestions', { schema: plannerSchemas().then((m) => m.suggestionsAnswerSchema), signal });

/**
 * Only a bar's owner or manager has suggestions: everyone else never asks. Read afresh on every
 * visit: the rules change on /planner, another feature, which cannot reach this cache.
 */
export const suggestionsQueryOptions = () =>
  queryOptions({ queryKey: matchesKeys.suggestions(), queryFn: ({ signal }) => getSuggestions(signal), refetchOnMount: 'always' });
export const useSuggestions = (enabled: boolean) => useQuery({ ...suggestionsQueryOptions(), enabled });

export const acceptSuggestions = (body: AcceptSuggestionsBody) =>
  api('/planner/suggestions/accept', { method: 'POST', body, schema: plannerSchemas().then((m) => m.suggestionsChangedAnswerSchema) });
export const dismissSuggestions = (body: DismissSuggestionsBody) =>
  api('/planner/suggestions/dismiss', { method: 'POST', body, schema: plannerSchemas().then((m) => m.suggestionsChangedAnswerSchema) });

/** Accepting switches broadcasts on: the suggestions and every match list are read again. */
function useSuggestionMutation<B>(mutationFn: (body: B) => Promise<{ matchIds: string[] }>, onSuccess: (count: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => onSuccess(answer.matchIds.length),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchesKeys.all }),
  });
}

export const useAcceptSuggestions = (onSuccess: (count: number) => void) => useSuggestionMutation(acceptSuggestions, onSuccess);
export const useDismissSuggestions = (onSuccess: (count: number) => void) => useSuggestionMutation(dismissSuggestions, onSuccess);

import type { AcceptSuggestionsBody } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerSchemas } from './suggestion-schemas.ts';
import { useSuggestionMutation } from './use-suggestion-mutation.ts';

const acceptSuggestions = (body: AcceptSuggestionsBody) =>
  api('/planner/suggestions/accept', {
    method: 'POST',
    body,
    schema: plannerSchemas().then((m) => m.suggestionsChangedAnswerSchema),
  });

export const useAcceptSuggestions = (onSuccess: (count: number) => void) =>
  useSuggestionMutation(acceptSuggestions, onSuccess);

import type { DismissSuggestionsBody } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerSchemas } from './suggestion-schemas.ts';
import { useSuggestionMutation } from './use-suggestion-mutation.ts';

const dismissSuggestions = (body: DismissSuggestionsBody) =>
  api('/planner/suggestions/dismiss', {
    method: 'POST',
    body,
    schema: plannerSchemas().then((m) => m.suggestionsChangedAnswerSchema),
  });

export const useDismissSuggestions = (onSuccess: (count: number) => void) =>
  useSuggestionMutation(dismissSuggestions, onSuccess);

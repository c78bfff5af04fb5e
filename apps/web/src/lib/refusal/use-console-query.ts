import { useLayoutEffect, useState } from 'react';
import {
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { refusalCode, refusalText } from './refusal-text.ts';
import { RefusalPlace, type RefusalFields } from './refusal-place.ts';

/** What a screen reads of a failed call, in place: the message, or null while there is none (or a field took it). */
type WithRefusal = { readonly refusal: string | null };

function withRefusal<R extends { error: unknown }>(result: R, place: RefusalPlace): R & WithRefusal {
  const mapped = place.fields && result.error ? place.fields.codes[refusalCode(result.error) ?? ''] : undefined;
  // On TanStack's own result object (fresh each render): a copy would read, and so track, every field.
  return Object.defineProperty(result, 'refusal', {
    enumerable: true,
    get() {
      // Read once in a render: this screen shows the refusal, so the notifier does not say it again.
      place.markInPlace();
      return result.error && !mapped ? refusalText(result.error) : null;
    },
  }) as R & WithRefusal;
}

/** One place per mounted hook; its fields follow the latest render (a failure is told after a commit). */
function usePlace(fields: RefusalFields | undefined): RefusalPlace {
  const [place] = useState(() => new RefusalPlace());
  useLayoutEffect(() => place.setFields(fields));
  return place;
}

type MutationOptions<D, E, V, C, F extends string> = UseMutationOptions<D, E, V, C> & {
  refusalFields?: RefusalFields<F>;
};

/**
 * The console's mutation: TanStack's, whose failure the query client reports one way (lib/query-client.ts):
 * under the field its code names (`refusalFields`), else where the screen reads `refusal`, else by the notifier.
 */
export function useMutation<D = unknown, E = DefaultError, V = void, C = unknown, F extends string = string>({
  refusalFields,
  ...options
}: MutationOptions<D, E, V, C, F>): UseMutationResult<D, E, V, C> & WithRefusal {
  // The place calls setError only with a field of `codes`, so of F.
  const place = usePlace(refusalFields as RefusalFields | undefined);
  const result = useTanstackMutation({ ...options, meta: { ...options.meta, place } });
  return withRefusal(result, place);
}

/** The console's query: a screen that reads `refusal` shows a failed read in place; else the notifier says it. */
export function useQuery<Q = unknown, E = DefaultError, D = Q, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<Q, E, D, K>,
): UseQueryResult<D, E> & WithRefusal {
  const place = usePlace(undefined);
  const result = useTanstackQuery({ ...options, meta: { ...options.meta, place } });
  return withRefusal(result, place);
}

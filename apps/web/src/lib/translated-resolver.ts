import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { localMessage } from './message-text.ts';

/** Copies react-hook-form's error tree with every `message` shown in the current language. */
function translateErrors(node: unknown): unknown {
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(translateErrors);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref')
      out[key] = value; // a DOM element: never walk into it
    else if (key === 'message' && typeof value === 'string') out[key] = localMessage(value);
    else out[key] = translateErrors(value);
  }
  return out;
}

/**
 * The contract's zod schemas write their messages in English (the server answers with the same
 * ones); forms show them through this wrapper, translated.
 */
export function translatedResolver<TInput extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TInput, TContext, TOutput>,
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateErrors(result.errors) as FieldErrors<TInput> };
  };
}

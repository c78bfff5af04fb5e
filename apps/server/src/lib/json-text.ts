import type { FastifyReply } from 'fastify';

declare const holds: unique symbol;

/**
 * JSON text known to hold a T: written by the database from the contract's fields (the admin
 * lists), sent as it is instead of being parsed and serialized again.
 */
export type JsonText<T> = string & { readonly [holds]: T };

/**
 * Answers `text` as the route's JSON. A string with a JSON content type skips the route's
 * serializer (Fastify sends it as it is); typed as the T it holds, so the route's schema still
 * types the handler. The answer's fields are the SQL's: a test compares them with the contract.
 */
export function sendJsonText<T>(reply: FastifyReply, text: JsonText<T>): T {
  reply.type('application/json; charset=utf-8');
  return text as unknown as T;
}

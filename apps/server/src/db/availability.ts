import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Errors that mean "the database cannot answer right now" rather than "this request is wrong":
 * the server is shutting down or restarting (57P0x), the connection broke or could not be made
 * (class 08, socket errors, pg's own timeouts), too many connections (53300), or a statement ran
 * past statement_timeout (57014). The request is answered 503 and may be retried.
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1-4]|57014|53300|53400)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
];

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, try again in a moment';

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What may be logged about a database error: its SQLSTATE and where it happened, never the
 * statement's parameter values (drizzle's wrapper prints them in its message; PostgreSQL's own
 * message can quote a value too).
 */
export function databaseErrorSummary(error: unknown): {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  kind: string;
} {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as {
      code?: unknown;
      table?: unknown;
      column?: unknown;
      constraint?: unknown;
      severity?: unknown;
    };
    if (typeof fields.code === 'string') {
      const pick = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return {
        kind: current instanceof Error ? current.constructor.name : 'error',
        code: fields.code,
        ...(pick(fields.table) ? { table: pick(fields.table) } : {}),
        ...(pick(fields.column) ? { column: pick(fields.column) } : {}),
        ...(pick(fields.constraint) ? { constraint: pick(fields.constraint) } : {}),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return { kind: error instanceof Error ? error.constructor.name : typeof error };
}

/** True when the error came from the database layer (drizzle's wrapper or a driver error with a SQLSTATE). */
export function isDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof DrizzleQueryError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

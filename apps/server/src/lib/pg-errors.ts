/**
 * Whether PostgreSQL refused the statement with a code `test` accepts: drizzle wraps the driver's
 * error, so the code sits on the error or along its causes (both drivers).
 */
function hasPgCode(error: unknown, test: (code: string) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && test(current.code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasPgCode(error, (code) => code === '23505');
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, (code) => code === '23503');
/** Class 22, data exception: a value the column cannot take (a client's mistake, not ours). */
export const isDataException = (error: unknown) => hasPgCode(error, (code) => /^22[0-9A-Z]{3}$/.test(code));

/**
 * What of a failure may be stored and logged for an operator: the innermost cause's SQLSTATE and
 * message (drizzle's wrapper carries the statement and its parameters; a stack says nothing to staff).
 */
export function failureSummary(error: unknown): string {
  let current: unknown = error;
  for (
    let depth = 0;
    depth < 4 && typeof current === 'object' && current !== null && 'cause' in current && current.cause;
    depth += 1
  ) {
    current = current.cause;
  }
  const code =
    typeof current === 'object' && current !== null && 'code' in current && typeof current.code === 'string'
      ? current.code
      : null;
  const message = current instanceof Error ? current.message : String(current);
  return (code ? `${code} ${message}` : message).slice(0, 300);
}

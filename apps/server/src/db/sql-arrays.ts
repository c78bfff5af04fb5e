import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of values as one typed SQL array parameter, for `= any(…)` and `unnest(…)`: the statement's
 * text is the same for any length, a long list never meets PostgreSQL's limit on parameters, and the
 * cast gives an empty list its type. The driver writes the array literal, quoting every value.
 */
function typedArray(values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/** The ids as a `uuid[]`. */
export const uuidArray = (ids: readonly string[]): SQL => typedArray(ids, 'uuid');

/** The values as a `text[]`. */
export const textArray = (values: readonly string[]): SQL => typedArray(values, 'text');

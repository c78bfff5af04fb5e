import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';

/** A SQL value per field of the answer schema: every field it requires, any it leaves optional, no other. */
export type JsonFields<S extends z.ZodObject> = { [K in keyof z.output<S>]: SQLWrapper };

const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** PostgreSQL takes at most 100 arguments to a function: 50 keys and their values. */
const MAX_KEYS = 50;

/**
 * The fields of `fields` that `schema` does not have, and the fields it requires that `fields`
 * leaves out. A field is optional when the schema takes `undefined` for it (a nullable one is not).
 */
export function fieldsAgainstSchema(schema: z.ZodObject, fields: object): { extra: string[]; missing: string[] } {
  const shape = schema.shape as Record<string, z.ZodType>;
  const given = Object.keys(fields);
  return {
    extra: given.filter((key) => !(key in shape)),
    missing: Object.keys(shape).filter((key) => !given.includes(key) && !shape[key]!.safeParse(undefined).success),
  };
}

/**
 * The contract object `schema` describes, written by the database as `json_build_object`:
 * the one place where a list's SQL row shape meets its zod answer schema. The keys are the schema's: the type refuses a
 * missing or an unknown field where the object is written, and this check refuses it again when the module
 * loads (the server does not start), for a shape the type cannot see (a field added to the schema).
 */
export function jsonObjectOf<S extends z.ZodObject>(schema: S, fields: JsonFields<S>): SQL {
  const { extra, missing } = fieldsAgainstSchema(schema, fields);
  if (extra.length > 0 || missing.length > 0) {
    throw new Error(
      `json_build_object and its answer schema disagree: not in the schema ${JSON.stringify(extra)}, missing ${JSON.stringify(missing)}`,
    );
  }
  if (Object.keys(fields).length > MAX_KEYS)
    throw new Error(`json_build_object takes at most ${MAX_KEYS} keys; nest an object`);
  const pairs = Object.entries(fields as Record<string, SQLWrapper>).map(([key, value]) => {
    // Keys are the schema's own identifiers, written as literals (a parameter has no type there).
    if (!SAFE_KEY.test(key)) throw new Error(`json_build_object key ${JSON.stringify(key)} is not a plain identifier`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

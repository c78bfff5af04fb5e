import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { adminBarSchema } from '@app/contract/bars-admin';
import { adminMatchSchema } from '@app/contract/matches-admin';
import { fieldsAgainstSchema, jsonObjectOf } from '../../src/services/collection/json-object.ts';

const schema = z.object({ id: z.string(), note: z.string().nullable(), extra: z.number().optional() });
const text = (query: ReturnType<typeof jsonObjectOf>) => new PgDialect().sqlToQuery(query).sql;

describe('a list row written in SQL against its zod answer schema (decision 065)', () => {
  it("writes json_build_object with the schema's keys, an optional one left out", () => {
    expect(text(jsonObjectOf(schema, { id: sql`a.id`, note: sql`a.note` }))).toBe(
      "json_build_object('id', a.id, 'note', a.note)",
    );
  });

  it('refuses a field the schema does not have and one it requires but is missing (the server would not start)', () => {
    const wrong = { id: sql`a.id`, other: sql`1` } as unknown as Parameters<typeof jsonObjectOf<typeof schema>>[1];
    expect(() => jsonObjectOf(schema, wrong)).toThrow('not in the schema ["other"], missing ["note"]');
  });

  it('finds a nullable field required and an optional one not', () => {
    expect(fieldsAgainstSchema(schema, { id: 1 })).toEqual({ extra: [], missing: ['note'] });
    expect(fieldsAgainstSchema(adminMatchSchema, {}).missing).not.toContain('demand');
    expect(fieldsAgainstSchema(adminBarSchema, {}).missing).toContain('trashedAt');
  });
});

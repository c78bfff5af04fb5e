import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src/db/client.ts';
import { textArray, uuidArray } from '../../src/db/sql-arrays.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const QUOTED = 'O\'Hara\'s "bar", {x} \\ $1; --';
const ID = '6a1e0000-0000-4000-8000-00000000abcd';
const OTHER_ID = 'c0de0000-0000-4000-8000-00000000c0de';

describe('lists of values passed to SQL as typed arrays', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('a text array gives back each value as written: quotes, commas, braces, blanks and the word NULL', async () => {
    const values = [QUOTED, '', 'NULL', ' spaced ', 'plain'];
    const rows = await queryRows<{ value: string; type: string }>(
      database.db,
      sql`select value, pg_typeof(value)::text as type from unnest(${textArray(values)}) with ordinality as t(value, n) order by n`,
    );
    expect(rows).toEqual(values.map((value) => ({ value, type: 'text' })));
  });

  it('a uuid array is typed uuid, so it compares with a uuid column', async () => {
    const rows = await queryRows<{ id: string; type: string }>(
      database.db,
      sql`select id::text as id, pg_typeof(id)::text as type from (values (${ID}::uuid), (${OTHER_ID}::uuid)) as t(id)
      where id = any(${uuidArray([OTHER_ID])})`,
    );
    expect(rows).toEqual([{ id: OTHER_ID, type: 'uuid' }]);
  });

  it('a value that is not a uuid is refused, not compared as text', async () => {
    await expect(
      queryRows(database.db, sql`select 1 where ${ID}::uuid = any(${uuidArray(["x' or '1'='1"])})`),
    ).rejects.toThrow(/uuid/);
  });

  it('an empty list is an empty array of its type, which no row matches', async () => {
    const text = await queryRows(
      database.db,
      sql`select 1 from (values ('a'), ('')) as t(v) where v = any(${textArray([])})`,
    );
    const uuid = await queryRows(
      database.db,
      sql`select 1 from (values (${ID}::uuid)) as t(v) where v = any(${uuidArray([])})`,
    );
    const [types] = await queryRows<{ text: string; uuid: string; length: number }>(
      database.db,
      sql`select pg_typeof(${textArray([])})::text as text, pg_typeof(${uuidArray([])})::text as uuid, cardinality(${uuidArray([])}) as length`,
    );
    expect({ text, uuid, types }).toEqual({ text: [], uuid: [], types: { text: 'text[]', uuid: 'uuid[]', length: 0 } });
  });

  it('a list of any length is one parameter: the same statement, past the limit of 65,535 parameters', async () => {
    const text = (ids: string[]) => new PgDialect().sqlToQuery(sql`select ${uuidArray(ids)}`);
    expect(text([ID]).sql).toBe(text([ID, OTHER_ID]).sql);
    expect(text([ID, OTHER_ID]).params).toEqual([[ID, OTHER_ID]]);
    const many = Array.from({ length: 70_000 }, () => randomUUID());
    const [row] = await queryRows<{ n: number }>(database.db, sql`select cardinality(${uuidArray(many)}) as n`);
    expect(Number(row!.n)).toBe(70_000);
  });
});

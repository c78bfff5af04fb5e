import { createHash } from 'node:crypto';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { Database } from './client.ts';

/** A drizzle query run with values for its placeholders (drizzle's prepared query). */
type PreparedQuery<R> = { execute(values?: Record<string, unknown>): Promise<R> };
export type Preparable<R> = { toSQL(): { sql: string }; prepare(name: string): PreparedQuery<R> };

/**
 * A named prepared statement (on PostgreSQL; PGlite runs it as any other): its name is a hash of
 * its text, so each shape of a list's query (folder, label, search, deep page) is parsed and
 * planned once per connection and then only bound and run. The admin page's planning took longer
 * than its execution (1.3 against 1.1 ms); the sign-in check of every request, 0.1
 * against 0.03 ms.
 */
function prepareNamed<R>(query: Preparable<R>, text: string): PreparedQuery<R> {
  return query.prepare(statementName(text));
}

const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;

/** How many shapes one list keeps at most; the least recently run is let go past it. */
export const MAX_KEPT_SHAPES = 1000;

/** Queries kept per shape: run one, how many are kept, and their texts (what a test reads to find a leaked value). */
export type KeptQueries = {
  query<R>(key: string, build: () => Preparable<R>): PreparedQuery<R>;
  size(): number;
  texts(): string[];
};

/**
 * Queries built once per shape and then only run: `query(key, build)` answers the
 * query kept under `key`, built by `build` the first time. The query has placeholders
 * (`sql.placeholder`) where the values go and the caller runs it with them, so the key must name
 * everything the query's text depends on (the list's shape: which filters, which order, whether
 * it starts after a remembered row). Building a list's page query in drizzle (its selection,
 * subqueries and conditions walked into text twice: once for the statement's name, once to
 * prepare it) cost the server more than reading the answer. A list has a few dozen shapes (its keys
 * hold no free value: a search or an id is a placeholder, a folder one of a few); the bound
 * (`maxShapes`, least recently run let go) is there so a value that reached a key by mistake
 * costs a rebuild, never the server's memory.
 */
export function keptQueries(maxShapes = MAX_KEPT_SHAPES): KeptQueries {
  // lru-cache (as the image copies are kept): a `get` makes the shape the most recently run.
  const kept = new LRUCache<string, { prepared: PreparedQuery<unknown>; text: string }>({ max: maxShapes });
  return {
    query<R>(key: string, build: () => Preparable<R>): PreparedQuery<R> {
      let entry = kept.get(key);
      if (!entry) {
        const query = build();
        const text = query.toSQL().sql;
        entry = { prepared: prepareNamed(query, text), text };
        kept.set(key, entry);
      }
      return entry.prepared as PreparedQuery<R>;
    },
    size: () => kept.size,
    texts: () => [...kept.values()].map((entry) => entry.text),
  };
}

const dialect = new PgDialect();

/**
 * The key of a condition built with placeholders for its values: its text, and any value it still
 * holds itself (a folder's status written as a plain parameter), so two conditions share a key
 * only if they are the same query.
 */
export function conditionKey(condition: SQL | undefined): string {
  if (!condition) return '';
  const { sql: text, params } = dialect.sqlToQuery(condition);
  const held = params.filter((param) => !is(param, Placeholder));
  return held.length ? `${text} ${JSON.stringify(held)}` : text;
}

/** Values of a named statement's placeholders: text (a uuid, a key…) or null. */
export type StatementValues = Record<string, string | null>;

/**
 * A statement run on every request of a hot route, parsed and planned once per connection on both
 * databases: `query` has placeholders (`sql.placeholder`) where the values go, and
 * the answer runs it with them. On PostgreSQL it is node-postgres' named statement (as a kept
 * query's). On PGlite, drizzle's prepared query is not one (it sends the text with a fresh Parse,
 * Describe, Bind, Execute and Sync, each a call into the wasm instance): here the statement is
 * parsed once under its name, then each run is one call of Bind, Describe, Execute and Sync, under
 * both of PGlite's locks as its own `query` takes them, so it never runs inside another caller's
 * open transaction. Columns come as each driver's default parsers read them (int4 a number, text
 * and uuid a string; cast to text what differs, a bigint, a timestamp).
 */
export function namedStatement<R>(db: Database, query: SQL): (values: StatementValues) => Promise<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  // Sent as text, as PGlite's query sends them; a value the query holds itself may be a number (a
  // limit) or a boolean (`eq(active, true)`), whose texts the database reads as such.
  const valuesOf = (values: StatementValues) =>
    fillPlaceholders(params, values).map((value) => {
      if (value === null || typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw new TypeError(`a named statement's value must be text, a number or a boolean, not ${typeof value}`);
    });
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteStatement<R>(client, name, text, valuesOf);
  const pool = client as pg.Pool;
  return async (values) => (await pool.query<R & pg.QueryResultRow>({ name, text, values: valuesOf(values) })).rows;
}

/**
 * The statements parsed on each PGlite instance: the same text (one name) built twice, by two apps on one database, is
 * parsed once.
 */
const parsedOn = new WeakMap<PGlite, Set<string>>();

function pgliteStatement<R>(
  client: PGlite,
  name: string,
  text: string,
  valuesOf: (values: StatementValues) => (string | null)[],
) {
  const { serialize } = protocol;
  const run = async (values: (string | null)[]): Promise<R[]> => {
    let parsed = parsedOn.get(client);
    if (!parsed) parsedOn.set(client, (parsed = new Set()));
    if (!parsed.has(name)) {
      // On its own: a Bind refused later (a value that is no uuid) leaves the statement parsed.
      await client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.sync()]), { syncToFs: false });
      parsed.add(name);
    }
    const messages = await client.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as R[];
  };
  // No sync of the data folder after it (PGlite's query syncs after each statement outside a
  // transaction): on a folder or in memory that sync does nothing, only a browser's store has one.
  return async (values: StatementValues) => {
    const bound = valuesOf(values);
    // As PGlite's query: a closing or closed instance answers its own error, not a missing module's.
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(bound)));
  };
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

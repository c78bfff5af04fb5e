import { createHash } from 'node:crypto';
import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/** A drizzle query run with values for its placeholders (drizzle's prepared query). */
export type PreparedQuery<R> = { execute(values?: Record<string, unknown>): Promise<R> };
export type Preparable<R> = { toSQL(): { sql: string }; prepare(name: string): PreparedQuery<R> };

/**
 * A named prepared statement (on PostgreSQL; PGlite runs it as any other): its name is a hash of
 * its text, so each shape of a list's query (folder, label, search, deep page) is parsed and
 * planned once per connection and then only bound and run. The admin page's planning took longer
 * than its execution (1.3 against 1.1 ms, decision 040); the sign-in check of every request, 0.1
 * against 0.03 ms.
 */
function prepareNamed<R>(query: Preparable<R>, text: string): PreparedQuery<R> {
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
  return query.prepare(name);
}

/** How many shapes one list keeps at most; the least recently run is let go past it. */
export const MAX_KEPT_SHAPES = 1000;

/** Queries kept per shape: run one, how many are kept, and their texts (what a test reads to find a leaked value). */
export type KeptQueries = {
  query<R>(key: string, build: () => Preparable<R>): PreparedQuery<R>;
  size(): number;
  texts(): string[];
};

/**
 * Queries built once per shape and then only run (decision 047): `query(key, build)` answers the
 * query kept under `key`, built by `build` the first time. The query has placeholders
 * (`sql.placeholder`) where the values go and the caller runs it with them, so the key must name
 * everything the query's text depends on (the list's shape: which filters, which order, whether
 * it starts after a remembered row). Building a list's page query in drizzle (its selection,
 * subqueries and conditions walked into text twice: once for the statement's name, once to
 * prepare it) cost the server more than reading the answer. A list has a few dozen shapes (its keys
 * hold no free value: a search or an id is a placeholder, a folder one of a few); the bound
 * (`maxShapes`, least recently run let go) is there so a value that reached a key by mistake
 * costs a rebuild, never the server's memory (docs/decisions/065-one-list-engine.md).
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

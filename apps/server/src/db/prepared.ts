import { createHash } from 'node:crypto';
import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** A drizzle query run with values for its placeholders (drizzle's prepared query). */
export type PreparedQuery<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Preparable<R> = { toSQL(): { sql: string }; prepare(name: string): PreparedQuery<R> };

/**
 * A named prepared statement (on PostgreSQL; PGlite runs it as any other): its name is a hash of
 * its text, so each shape of a list's query (folder, label, search, deep page) is parsed and
 * planned once per connection and then only bound and run. The admin page's planning took longer
 * than its execution (1.3 against 1.1 ms, decision 040); the sign-in check of every request, 0.1
 * against 0.03 ms.
 */
function prepareNamed<R>(query: Preparable<R>): PreparedQuery<R> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 32)}`;
  return query.prepare(name);
}

/**
 * Queries built once per shape and then only run (decision 047): `kept(key, build)` answers the
 * query kept under `key`, built by `build` the first time. The query has placeholders
 * (`sql.placeholder`) where the values go and the caller runs it with them, so the key must name
 * everything the query's text depends on (the list's shape: which filters, which order, whether
 * it starts after a remembered row). Building a list's page query in drizzle (its selection,
 * subqueries and conditions walked into text twice: once for the statement's name, once to
 * prepare it) cost the server more than reading the answer. A list has a few dozen shapes (its keys
 * hold no free value: a search or an id is a placeholder, a folder one of a few): none is let go.
 */
export function keptQueries(): <R>(key: string, build: () => Preparable<R>) => PreparedQuery<R> {
  const kept = new Map<string, PreparedQuery<unknown>>();
  return <R>(key: string, build: () => Preparable<R>) => {
    let prepared = kept.get(key) as PreparedQuery<R> | undefined;
    if (!prepared) {
      prepared = prepareNamed(build());
      kept.set(key, prepared);
    }
    return prepared;
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

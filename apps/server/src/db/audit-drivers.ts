import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { auditSettingsSql, currentAuditActor, isWriteStatement } from './audit-context.ts';

/** The statement text of a query call, whichever form the driver got (string or config object). */
function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string') return query.text;
  return '';
}

/**
 * A write outside an explicit transaction, made for a signed-in person, runs in a transaction of its
 * own that first hands the actor to the audit trigger. Reads and writes without an actor are untouched.
 */
export function auditPoolWrites(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const audited = async (...args: unknown[]): Promise<unknown> => {
    const actor = currentAuditActor();
    if (!actor || !isWriteStatement(statementText(args[0]))) return query(...args);
    const client = await pool.connect();
    try {
      await client.query('begin');
      const settings = auditSettingsSql(actor);
      await client.query(settings.text, settings.values);
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  Object.assign(pool, { query: audited });
}

/** The same for PGlite: its transaction() runs statements without going through query(). */
export function auditPgliteWrites(client: PGlite): void {
  const query = client.query.bind(client);
  const audited: PGlite['query'] = async (text, params, options) => {
    const actor = currentAuditActor();
    if (!actor || !isWriteStatement(text)) return query(text, params, options);
    return client.transaction(async (tx) => {
      const settings = auditSettingsSql(actor);
      await tx.query(settings.text, settings.values);
      return tx.query(text, params, options);
    });
  };
  Object.assign(client, { query: audited });
}

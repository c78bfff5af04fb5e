import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

/** Who is writing and why (the route), as the audit trigger records it. */
export type AuditActor = { id: string; action: string };

/**
 * The request the current code runs for. The auth plugin opens one per request; the actor is read
 * lazily, because the guard that signs the person in may run before or after the store is opened.
 */
export const auditContext = new AsyncLocalStorage<{ actor: () => AuditActor | null }>();

export function currentAuditActor(): AuditActor | null {
  return auditContext.getStore()?.actor() ?? null;
}

/** The statement that hands the actor to the trigger for the rest of the transaction only. */
export function auditSettingsSql(actor: AuditActor): { text: string; values: string[] } {
  return {
    text: "select set_config('app.actor_id', $1, true), set_config('app.action', $2, true)",
    values: [actor.id, actor.action],
  };
}

/** For writes made outside a request but on someone's behalf (a set-password link, a sign-up). */
export async function setAuditActor(tx: Tx, actor: AuditActor): Promise<void> {
  await tx.execute(
    sql`select set_config('app.actor_id', ${actor.id}, true), set_config('app.action', ${actor.action}, true)`,
  );
}

/** A statement that changes rows: it must run in a transaction that carries the actor. */
export function isWriteStatement(text: string): boolean {
  return /^\s*(insert|update|delete|with|merge)\b/i.test(text);
}

/**
 * Every explicit transaction of a signed-in request starts by setting the actor, so the trigger's
 * audit rows are part of that transaction by construction.
 */
export function auditTransactions(db: Database): void {
  const transaction = db.transaction.bind(db);
  const audited: Database['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = currentAuditActor();
      if (actor) await setAuditActor(tx, actor);
      return work(tx);
    }, config);
  db.transaction = audited;
}

import { pgTable, bigserial, uuid, text, timestamp, jsonb, index } from 'drizzle-orm/pg-core';

/**
 * Written only by the `audit_row` trigger (migration audit_triggers), in the transaction of the
 * write it records. No foreign key on the actor: the history outlives accounts.
 * Paging is keyset on id (newest first); each filter has an index ending in id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    operation: text('operation', { enum: ['insert', 'update', 'delete'] }).notNull(),
    entityKind: text('entity_kind').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_entity_idx').on(t.entityKind, t.entityId, t.id.desc()),
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
  ],
);

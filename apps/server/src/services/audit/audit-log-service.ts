import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_CODES, type AuditEntry, type AuditPage, type AuditQuery } from '@app/contract/audit';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';

/** The cursor is the last id of a page, wrapped so clients treat it as opaque. */
export function encodeCursor(id: string): string {
  return Buffer.from(`a1:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^a1:([1-9]\d{0,17})$/.exec(text);
  if (!match?.[1]) throw badRequest('This page link is not valid. Start from the first page.', AUDIT_CODES.badCursor);
  return match[1];
}

type Row = {
  id: string; at: Date | string; actor_id: string | null; nickname: string | null; email: string | null; action: string;
  operation: AuditEntry['operation']; entity_kind: string; entity_id: string;
  before: Record<string, unknown> | null; after: Record<string, unknown> | null;
};

/**
 * Newest first, keyset on id: each page is an index range scan from the cursor (id < cursor), so a
 * deep page costs what the first does. Every filter has an index ending in id (schema/audit.ts).
 */
export async function listAuditLog(db: Database, query: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [sql`true`];
  if (query.actorId) where.push(sql`a.actor_id = ${query.actorId}`);
  if (query.entityKind) where.push(sql`a.entity_kind = ${query.entityKind}`);
  if (query.entityId) where.push(sql`a.entity_id = ${query.entityId}`);
  if (query.from) where.push(sql`a.at >= ${query.from}::timestamptz`);
  if (query.to) where.push(sql`a.at < ${query.to}::timestamptz`);
  if (query.cursor) where.push(sql`a.id < ${decodeCursor(query.cursor)}::bigint`);
  const rows = await queryRows<Row>(db, sql`
    select a.id::text as id, a.at, a.actor_id, u.nickname, u.email, a.action, a.operation, a.entity_kind, a.entity_id, a.before, a.after
    from audit_log a left join users u on u.id = a.actor_id
    where ${sql.join(where, sql` and `)}
    order by a.id desc
    limit ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id, at: new Date(r.at).toISOString(),
      actor: r.actor_id ? { id: r.actor_id, nickname: r.nickname, email: r.email } : null,
      action: r.action, operation: r.operation, entityKind: r.entity_kind, entityId: r.entity_id, before: r.before, after: r.after,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
  };
}

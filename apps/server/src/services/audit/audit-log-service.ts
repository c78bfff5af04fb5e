import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_CODES, type AuditEntry, type AuditPage, type AuditQuery } from '@app/contract/audit';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { auditSummary } from './audit-summary.ts';

/** The cursor is the last id of a page, wrapped so clients treat it as opaque. */
export function encodeCursor(id: string): string {
  return Buffer.from(`a1:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^a1:([1-9]\d{0,17})$/.exec(text);
  if (!match?.[1]) throw badRequest('This page link is not valid. Start from the first page.', AUDIT_CODES.badCursor);
  return match[1];
}

type Row = {
  id: string;
  at: Date | string;
  actor_id: string | null;
  nickname: string | null;
  email: string | null;
  action: string;
  operation: AuditEntry['operation'];
  entity_kind: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  subject_name: string | null;
  match_name: string | null;
  label_name: string | null;
  winner_name: string | null;
  winner_place: number | null;
  championship_name: string | null;
  redeemed_bar_name: string | null;
};

/**
 * The names an entry is written with, read beside each row of the page (at most
 * 200) in the page's one statement: the thing's own (a uuid kind by its primary key), the match of a
 * broadcast or a dismissal, the label of a label link, and a winner's name, place, championship and
 * the bar that redeemed the prize. Each is an index lookup; a thing since deleted has none.
 */
const NAMES = sql`
  left join lateral (
    select
      case a.entity_kind
        when 'bar' then (select b.name from bars b where b.id = a.entity_id::uuid)
        when 'match' then (select m.headline from matches m where m.id = a.entity_id::uuid)
        when 'user' then (select coalesce(x.nickname, x.email) from users x where x.id = a.entity_id::uuid)
        when 'bar_member' then (select coalesce(x.nickname, x.email) from users x where x.id = a.entity_id::uuid)
        when 'championship' then (select c.name from championships c where c.id = a.entity_id::uuid)
        when 'competition' then (select c.name from competitions c where c.id = a.entity_id::uuid)
        when 'team' then (select t.name from teams t where t.id = a.entity_id::uuid)
        when 'language' then (select l.name from languages l where l.code = a.entity_id)
        when 'league' then (select l.name from leagues l where l.id = a.entity_id::uuid)
      end as subject_name,
      case when jsonb_exists(coalesce(a.after, a.before), 'match_id')
        then (select m.headline from matches m where m.id = (coalesce(a.after, a.before) ->> 'match_id')::uuid) end as match_name,
      case when jsonb_exists(coalesce(a.after, a.before), 'label_id') then
        case a.entity_kind
          when 'bar' then (select l.name from bar_labels l where l.id = (coalesce(a.after, a.before) ->> 'label_id')::uuid)
          when 'match' then (select l.name from match_labels l where l.id = (coalesce(a.after, a.before) ->> 'label_id')::uuid)
        end end as label_name
  ) n on true
  left join lateral (
    select w.name as winner_name, w.position as winner_place, c.name as championship_name, b.name as redeemed_bar_name
    from winners w join championships c on c.id = w.championship_id
    left join bars b on b.id = coalesce((coalesce(a.after, a.before) ->> 'redeemed_bar_id')::uuid, w.redeemed_bar_id)
    where a.entity_kind = 'winner' and w.id = a.entity_id
  ) wn on true`;

/** A change of the account's language, theme or layout only: a preference. */
const PREFERENCE = sql`(a.entity_kind = 'user' and a.operation = 'update'
  and (jsonb_exists(a.after, 'language') or jsonb_exists(a.after, 'theme') or jsonb_exists(a.after, 'layout'))
  and (a.after - 'language' - 'theme' - 'layout' - 'updated_at') = '{}'::jsonb)`;

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
  if (query.preferences !== 'true') where.push(sql`not ${PREFERENCE}`);
  const rows = await queryRows<Row>(
    db,
    sql`
    select a.id::text as id, a.at, a.actor_id, u.nickname, u.email, a.action, a.operation, a.entity_kind, a.entity_id, a.before, a.after,
      n.subject_name, n.match_name, n.label_name, wn.winner_name, wn.winner_place, wn.championship_name, wn.redeemed_bar_name
    from audit_log a left join users u on u.id = a.actor_id
    ${NAMES}
    where ${sql.join(where, sql` and `)}
    order by a.id desc
    limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      actor: r.actor_id ? { id: r.actor_id, nickname: r.nickname, email: r.email } : null,
      action: r.action,
      operation: r.operation,
      entityKind: r.entity_kind,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
      summary: auditSummary(
        { operation: r.operation, entityKind: r.entity_kind, entityId: r.entity_id, before: r.before, after: r.after },
        {
          subject: r.subject_name,
          match: r.match_name,
          label: r.label_name,
          winner: r.winner_name,
          place: r.winner_place,
          championship: r.championship_name,
          bar: r.redeemed_bar_name,
        },
      ),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
  };
}

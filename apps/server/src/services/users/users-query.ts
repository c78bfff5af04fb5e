import { sql, type SQL } from 'drizzle-orm';
import type { User, UserListQuery } from '@app/contract/users';
import { queryRows, type Database, type Tx } from '../../db/client.ts';

type UserRow = {
  id: string;
  nickname: string;
  email: string;
  role: User['role'];
  active: boolean;
  has_password: boolean;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  bar_id: string | null;
  bar_name: string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

function toUser(r: UserRow): User {
  return {
    id: r.id,
    nickname: r.nickname,
    email: r.email,
    role: r.role,
    active: r.active,
    hasPassword: r.has_password,
    lastSignInAt: r.last_sign_in_at ? iso(r.last_sign_in_at) : null,
    createdAt: iso(r.created_at),
    bar: r.bar_id ? { id: r.bar_id, name: r.bar_name ?? '' } : null,
  };
}

/** Every account with its bar: the one it owns, or the one whose team it is on. */
const selectUsers = sql`
  select u.id, u.nickname, u.email, u.role, u.active, u.password_hash is not null as has_password,
         u.last_sign_in_at, u.created_at, coalesce(ob.id, mb.id) as bar_id, coalesce(ob.name, mb.name) as bar_name
  from users u
  left join bars ob on ob.owner_user_id = u.id
  left join bar_members m on m.user_id = u.id and m.removed_at is null
  left join bars mb on mb.id = m.bar_id`;

function filters(query: UserListQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(u.nickname) like ${pattern} or u.email like ${pattern})`);
  }
  if (query.role) where.push(sql`u.role = ${query.role}`);
  if (query.state) where.push(sql`u.active = ${query.state === 'active'}`);
  return sql.join(where, sql` and `);
}

export async function listUsers(db: Database, query: UserListQuery): Promise<{ items: User[]; total: number }> {
  const where = filters(query);
  const rows = await queryRows<UserRow>(
    db,
    sql`${selectUsers} where ${where}
    order by lower(u.nickname), u.id limit ${query.pageSize} offset ${query.page * query.pageSize}`,
  );
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from users u where ${where}`);
  return { items: rows.map(toUser), total: Number(count?.n ?? 0) };
}

export async function findUser(db: Database | Tx, id: string): Promise<User | null> {
  const [row] = await queryRows<UserRow>(db, sql`${selectUsers} where u.id = ${id}`);
  return row ? toUser(row) : null;
}

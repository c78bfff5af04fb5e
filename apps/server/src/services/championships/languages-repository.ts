import { asc, eq } from 'drizzle-orm';
import type { Language } from '@app/contract/languages';
import type { Database, Tx } from '../../db/client.ts';
import { languages } from '../../db/schema/index.ts';

/** Languages in their display order; `active` filters by state when given. */
export async function listLanguages(db: Database | Tx, active?: boolean): Promise<Language[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(active === undefined ? undefined : eq(languages.active, active))
    .orderBy(asc(languages.position), asc(languages.code));
  return rows.map((r) => ({ code: r.code, name: r.name, status: r.active ? 1 : 0 }));
}

/** Codes every championship text must be written in. */
export async function activeLanguageCodes(db: Database | Tx): Promise<string[]> {
  return (await listLanguages(db, true)).map((l) => l.code);
}

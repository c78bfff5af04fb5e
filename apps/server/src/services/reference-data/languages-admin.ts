import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '@app/contract/languages';
import { queryRows, type Database } from '../../db/client.ts';
import { languages } from '../../db/schema/index.ts';
import { badRequest, coded, conflict, notFound } from '../../lib/http-error.ts';

const NAMED_IN_MESSAGE = 3;

/**
 * Championship texts are written in every active language (checkSubmissionRules), so a language a
 * championship has texts in is never deactivated: that would drop those texts at its next save.
 * The admin is told which championships use it.
 */
export function createLanguagesAdmin(db: Database) {
  return {
    async setStatus(code: string, status: 0 | 1): Promise<Language> {
      return db.transaction(async (tx) => {
        const [language] = await tx.select().from(languages).where(eq(languages.code, code)).for('update');
        if (!language) throw notFound(coded('languageNotFound'), 'languages.NOT_FOUND');
        if (status === 0 && language.active) {
          const [other] = await tx
            .select({ code: languages.code })
            .from(languages)
            .where(and(eq(languages.active, true), ne(languages.code, code)))
            .limit(1);
          if (!other) throw badRequest(coded('lastActiveLanguage'), 'languages.LAST_ACTIVE');
          const using = await queryRows<{ name: string }>(
            tx,
            sql`
            select c.name from championships c
            where exists (select 1 from jsonb_array_elements(c.how_it_works) e where e->>'language' = ${code})
               or exists (select 1 from prizes p cross join jsonb_array_elements(p.description) e
                          where p.championship_id = c.id and p.deleted_at is null and e->>'language' = ${code})
               or exists (select 1 from questions q cross join jsonb_array_elements(q.question_text) e
                          where q.championship_id = c.id and q.deleted_at is null and e->>'language' = ${code})
            order by lower(c.name)`,
          );
          if (using.length > 0) {
            const named = using.slice(0, NAMED_IN_MESSAGE).map((c) => `"${c.name}"`);
            const championships =
              using.length > NAMED_IN_MESSAGE
                ? `${named.join(', ')} +${using.length - NAMED_IN_MESSAGE}`
                : named.join(', ');
            throw conflict(coded('languageInUse', { language: language.name, championships }), 'languages.IN_USE');
          }
        }
        const [updated] = await tx
          .update(languages)
          .set({ active: status === 1 })
          .where(eq(languages.code, code))
          .returning();
        return { code: updated!.code, name: updated!.name, status: updated!.active ? 1 : 0 };
      });
    },
  };
}

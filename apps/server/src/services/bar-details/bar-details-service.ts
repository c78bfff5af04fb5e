import { eq } from 'drizzle-orm';
import type { BarDetails, UpdateBarBody } from '@app/contract/bar-details';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/app/auth.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { barSearchText } from '../bars-admin/bar-search-text.ts';

type BarRow = typeof bars.$inferSelect;

const BAR_NOT_FOUND = 'This bar does not exist';
const NOT_YOUR_BAR = 'You can only see and edit your own bar';

function toDetails(row: BarRow): BarDetails {
  return {
    barId: row.id,
    name: row.name,
    email: row.email,
    telephoneNumber: row.phone,
    website: row.website,
    facebookUrl: row.facebookUrl,
    status: row.status,
    bar_user: [{ email: row.email }],
    address: { city: row.city, country: row.country, state: row.state, number: row.number, postalCode: row.postalCode, street: row.street },
    barProgram: row.program,
  };
}

/**
 * An owner reaches only the bar linked to the account (never an id from the client); an admin
 * reaches any bar. Checked before the bar is read, so a 403 tells nothing about other bars.
 */
export function assertCanReachBar(user: AuthUser, barId: string): void {
  if (user.role === 'admin') return;
  if ((user.role === 'owner' || user.role === 'manager') && user.barId !== null && user.barId === barId) return;
  throw forbidden(NOT_YOUR_BAR);
}

export function createBarDetailsService(db: Database) {
  return {
    async get(barId: string): Promise<BarDetails> {
      const [row] = await db.select().from(bars).where(eq(bars.id, barId)).limit(1);
      if (!row) throw notFound(BAR_NOT_FOUND);
      return toDetails(row);
    },

    /** One UPDATE: the bar changes whole or not at all. The body was validated by the contract's rules. */
    async update(body: UpdateBarBody): Promise<BarDetails> {
      const { address, barProgram } = body;
      const [row] = await db.update(bars).set({
        name: body.name,
        email: body.email,
        phone: body.telephoneNumber,
        website: body.website,
        facebookUrl: body.facebookUrl,
        country: address.country,
        state: address.state,
        city: address.city,
        street: address.street,
        number: address.number,
        postalCode: address.postalCode,
        program: barProgram,
        searchText: barSearchText({ name: body.name, email: body.email, city: address.city, country: address.country }),
        updatedAt: new Date(),
      }).where(eq(bars.id, body.barId)).returning();
      if (!row) throw notFound(BAR_NOT_FOUND);
      return toDetails(row);
    },
  };
}
export type BarDetailsService = ReturnType<typeof createBarDetailsService>;

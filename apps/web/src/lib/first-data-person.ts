import type { Role } from '@app/contract/common';

/**
 * Who a page's first requests are made for (`role` null: a fan signed out, on a page open to anyone): what a
 * feature's first-data module (its route loader, app/routes.tsx) reads of the reader.
 */
export type FirstDataPerson = { role: Role | null; barId: string | null };
/** A reader signed out. */
export const SIGNED_OUT: FirstDataPerson = { role: null, barId: null };

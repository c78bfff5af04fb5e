import { z } from 'zod';
import { NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS } from './common.ts';

export * from './bar-header.ts';

/** A bar the account holds a role in: the owner of it, or a member of its team. */
export const accountBarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['accepted', 'pending', 'rejected']),
  role: z.enum(['owner', 'manager', 'scanner']),
});
export type AccountBar = z.infer<typeof accountBarSchema>;

/** `POST /api/bars`: an owner adds a bar to their account; it waits for the admins' review as a new sign-up's does. */
export const addBarBodySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long')
    .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS),
});
export type AddBarBody = z.infer<typeof addBarBodySchema>;

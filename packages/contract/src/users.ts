import { z } from 'zod';
import { emailSchema, NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, pagingQuerySchema } from './common.ts';

/** Users administration (admins): every account, invitations, role and active switch. */
export const USER_CODES = {
  self: 'users.SELF',
  lastAdmin: 'users.LAST_ADMIN',
  notStaffOrAdmin: 'users.NOT_STAFF_OR_ADMIN',
  notFound: 'users.NOT_FOUND',
} as const;

export const USER_MESSAGES = {
  self: 'You cannot deactivate or demote your own account',
  lastAdmin: 'The last active admin cannot be deactivated or demoted',
  notStaffOrAdmin: 'Only staff and admin accounts can change role here',
  notFound: 'No account has this id',
  invited: 'Invitation sent',
} as const;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is too long')
  .regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS);

export const userListQuerySchema = pagingQuerySchema
  .extend({
    q: z.string().trim().max(100, 'Search is too long').optional(),
    role: z.enum(['owner', 'staff', 'admin', 'manager', 'scanner', 'player']).optional(),
    state: z.enum(['active', 'deactivated']).optional(),
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userSchema = z.object({
  id: z.uuid(),
  nickname: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'staff', 'admin', 'manager', 'scanner', 'player']),
  /** The bar an owner owns or a manager/scanner works for. */
  bar: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  active: z.boolean(),
  /** False while an invited person has not chosen a password yet. */
  hasPassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = z.object({ items: z.array(userSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

export const inviteUserBodySchema = z.strictObject({
  email: emailSchema,
  nickname: nameSchema,
  role: z.enum(['staff', 'admin'], { message: 'Role must be staff or admin' }),
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

export const updateUserBodySchema = z
  .strictObject({
    role: z.enum(['staff', 'admin'], { message: 'Role must be staff or admin' }).optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => b.role !== undefined || b.active !== undefined, 'Nothing to change');
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userIdParamsSchema = z.strictObject({ id: z.uuid({ message: 'Invalid id' }) });

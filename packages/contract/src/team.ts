import { z } from 'zod';
import { emailSchema } from './common.ts';

/** The bar's team (owners): people invited as manager or scanner. */
export const TEAM_CODES = {
  notMember: 'team.NOT_MEMBER',
  emailTaken: 'team.EMAIL_TAKEN',
  noBar: 'team.NO_BAR',
  alreadyJoined: 'team.ALREADY_JOINED',
  alreadyMember: 'team.ALREADY_MEMBER',
} as const;

export const TEAM_MESSAGES = {
  notMember: 'This person is not on your team',
  emailTaken: 'An account with this email already exists',
  noBar: 'Your account has no bar',
  removed: 'Removed from the team',
  alreadyJoined: 'This person has already joined: there is no invitation to send again',
} as const;

const teamRoleSchema = z.enum(['manager', 'scanner'], { message: 'Role must be manager or scanner' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  nickname: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** False until the invited person has chosen a password. */
  hasPassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  invitedAt: z.string(),
  /** Set once the owner removed the person: they can no longer sign in, and can be invited again. */
  removedAt: z.string().nullable(),
  /** Until when the invitation's link works, for a person who has not chosen a password; null otherwise. */
  invitationExpiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListSchema = z.object({ items: z.array(teamMemberSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

export const inviteTeamMemberBodySchema = z.strictObject({
  email: emailSchema,
  role: teamRoleSchema,
});
export type InviteTeamMemberBody = z.infer<typeof inviteTeamMemberBodySchema>;

export const teamMemberParamsSchema = z.strictObject({ userId: z.uuid({ message: 'Invalid id' }) });

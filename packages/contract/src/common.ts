import { z } from 'zod';

/**
 * The error body every 4xx/5xx answer carries. `code` is a stable machine-readable key of the error;
 * `messageCode` the stable code of its message (contract messages.ts, the console's `validation`
 * catalogue key) with the message's variable parts in `params`; `message` is always English.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string().describe('The message in English, for people reading the API'),
  code: z.string().optional().describe('Stable machine-readable key of the error, e.g. winners.ALREADY_REDEEMED'),
  messageCode: z
    .string()
    .optional()
    .describe('Stable code of the message (e.g. prizeAlreadyRedeemed): clients translate by it'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe(
      "Variable parts of the message by name; date-times are ISO 8601 (the client formats them in the reader's zone)",
    ),
});

export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

export const uuidSchema = z.uuid({ message: 'Invalid id' });

/**
 * Control characters have no place in a name: a line break would start a new line
 * wherever the name is written line by line (a calendar feed's NAME, a mail's header), and NUL
 * cannot be stored by PostgreSQL. Bars, teams, competitions and people's names refuse them.
 */
export const NAME_CONTROL_CHARACTERS = 'Name cannot contain control characters';
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/**
 * Roles of docs/product.md's role table. `manager` and `scanner` are people an owner invited to the bar:
 * a manager can do what the owner can except the team; a scanner only scans prize QR codes.
 */
/** `player`: a fan playing the championships; no console page or API. */
export const roleSchema = z.enum(['owner', 'staff', 'admin', 'manager', 'scanner', 'player']);
export type Role = z.infer<typeof roleSchema>;

/** Paging shared by every list: page is 0-based, size bounded so one request cannot ask for the world. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/** One email rule for every form and the server: the bar's email on /edit-bar, in the admin's bar dialog, accounts. */
export const EMAIL_NOT_VALID = 'Email is not valid';
export const isEmail = (value: string): boolean => z.email().safeParse(value).success;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Email is not valid' }));

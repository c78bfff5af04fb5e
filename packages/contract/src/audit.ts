import { z } from 'zod';

/** The audit log (admins): read only; rows are written by the database in each write's transaction. */
export const AUDIT_CODES = { badCursor: 'audit.BAD_CURSOR' } as const;

/** The kinds of sentence an entry is written as; anything else reads as created, changed or deleted. */
export type AuditSummaryWhat =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'broadcastOn'
  | 'broadcastOff'
  | 'broadcastChanged'
  | 'labelAdded'
  | 'labelRemoved'
  | 'statusChanged'
  | 'ruleAdded'
  | 'ruleChanged'
  | 'ruleRemoved'
  | 'suggestionDismissed'
  | 'suggestionRestored'
  | 'languageChanged'
  | 'preferencesChanged'
  | 'winnerAwarded'
  | 'prizeRedeemed'
  | 'prizeMailed'
  | 'winnerRemoved';

export const auditEntityKindSchema = z.enum([
  'user',
  'bar_member',
  'bar',
  'bar_label',
  'competition',
  'team',
  'match',
  'match_label',
  'language',
  'championship',
  'winner',
  // A match of the feed kept out after an admin deleted it for good; its id is the provider's.
  'feed_match',
  // A player's private league of a championship.
  'league',
]);
export type AuditEntityKind = z.infer<typeof auditEntityKindSchema>;

export const auditQuerySchema = z.strictObject({
  actorId: z.uuid({ message: 'Invalid person id' }).optional(),
  entityKind: auditEntityKindSchema.optional(),
  entityId: z.string().trim().min(1).max(100, 'Entity id is too long').optional(),
  from: z.iso.datetime({ offset: true, message: 'from must be a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'to must be a date and time' }).optional(),
  /**
   * Language changes are a person's preference, not a business record: left
   * out unless asked for ('true').
   */
  preferences: z.enum(['true', 'false'], { message: 'preferences is true or false' }).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200, 'Invalid cursor').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.uuid(), nickname: z.string().nullable(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  operation: z.enum(['insert', 'update', 'delete']),
  entityKind: z.string(),
  entityId: z.string(),
  /** Changed columns only (for an update); the whole row for an insert (after) or delete (before). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /**
   * What was done to which named thing, for the sentence the console writes ('Olivia Owner started
   * broadcasting Liverpool – Arsenal at The Corner Flag'): `what` is one of
   * AuditSummaryWhat, `name` the thing's name (null when it has none and is gone), `match` the match
   * and `label` the label the change was about (for a review move, the new status). The ids stay in
   * `entityId`, `before` and `after`.
   */
  summary: z.object({
    what: z.string(),
    name: z.string().nullable(),
    match: z.string().nullable(),
    label: z.string().nullable(),
    /** A review move's reason, as the admin typed it. */
    reason: z.string().optional(),
    /** A winner's place, championship and the bar that redeemed the prize. */
    place: z.number().int().optional(),
    championship: z.string().optional(),
    bar: z.string().optional(),
  }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

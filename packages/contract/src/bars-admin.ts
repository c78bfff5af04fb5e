import { z } from 'zod';
import { mailStateSchema } from './mail.ts';
import { EMAIL_NOT_VALID, isEmail, pagingQuerySchema, uuidSchema } from './common.ts';
import { idListSchema, labelToggleFields } from './labels.ts';
import { viewingSchema } from './bar-profile.ts';
import { barProgramSchema } from './bar-details.ts';

/** docs/product.md §5, bar dialog: the one message of each required field. */
const BAR_FIELD_REQUIRED = 'This field is required!';

/** Review workflow of a bar (docs/product.md: sign-up puts a bar in Pending, an admin accepts or rejects it). */
const BAR_STATUSES = ['accepted', 'pending', 'rejected'] as const;
export const barStatusSchema = z.enum(BAR_STATUSES);
export type BarStatus = z.infer<typeof barStatusSchema>;

/** docs/product.md §4: folders of the bars admin; starred and frequent are views across the live folders. */
export const BAR_FOLDERS = ['accepted', 'pending', 'rejected', 'starred', 'frequent', 'trash'] as const;
const barFolderSchema = z.enum(BAR_FOLDERS);
export type BarFolder = z.infer<typeof barFolderSchema>;
export const DEFAULT_BAR_FOLDER: BarFolder = 'accepted';

/**
 * docs/product.md §5: a host of 1 to 256 characters and a top level; the top level may be longer
 * than docs/product.md's 6 letters, as real ones are (.museum, .football, the demo set's .example).
 */
const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.){0,10}[\w-]{1,256}\.[a-z]{1,63}(:\d{1,5})?([/?#]\S*)?$/i;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (max: number) =>
  z.string({ error: BAR_FIELD_REQUIRED }).trim().min(1, BAR_FIELD_REQUIRED).max(max, `At most ${max} characters`);
const urlField = (message: string) => text(2048).refine((v) => v === '' || URL_PATTERN.test(v), message);

const profilePicSchema = text(2048).refine(
  (v) => v === '' || v.startsWith('/api/media/') || /^https:\/\/[^\s"'<>]+$/.test(v),
  'The picture must be an https address',
);

const barDatedEntrySchema = z.strictObject({ date: text(30), label: text(30) });

/**
 * The editable fields of a bar (docs/product.md §7, POST /bar). Name and country are required
 * (docs/product.md §5); every other field may be left empty.
 */
const barFields = {
  name: required(120),
  country: required(100),
  email: text(254)
    .refine((v) => v === '' || isEmail(v), EMAIL_NOT_VALID)
    .transform((v) => v.toLowerCase()),
  phone: text(40),
  website: urlField('Website needs to be an url'),
  facebook: urlField('Facebook needs to be an url'),
  city: text(100),
  state: text(100),
  street: text(200),
  number: text(20),
  postalCode: text(20),
  barType: text(60),
  matchType: text(60),
  competition: text(100),
  profilePic: profilePicSchema,
  dates: z.array(barDatedEntrySchema).max(10, 'Too many dates'),
  starred: z.boolean(),
  frequent: z.boolean(),
  labels: z
    .array(uuidSchema)
    .max(50, 'Too many labels')
    .transform((ids) => [...new Set(ids)]),
};

/**
 * A new bar from the dialog. docs/product.md §9: it goes to Accepted with rating 0, so `folder` and
 * `rating` may be sent only with those values.
 */
export const barCreateInputSchema = z.strictObject({
  name: barFields.name,
  country: barFields.country,
  email: barFields.email.default(''),
  phone: barFields.phone.default(''),
  website: barFields.website.default(''),
  facebook: barFields.facebook.default(''),
  city: barFields.city.default(''),
  state: barFields.state.default(''),
  street: barFields.street.default(''),
  number: barFields.number.default(''),
  postalCode: barFields.postalCode.default(''),
  barType: barFields.barType.default(''),
  matchType: barFields.matchType.default(''),
  competition: barFields.competition.default(''),
  profilePic: barFields.profilePic.default(''),
  dates: barFields.dates.default([]),
  starred: barFields.starred.default(false),
  frequent: barFields.frequent.default(false),
  labels: barFields.labels.default([]),
  folder: z.literal('accepted', { message: 'A new bar goes to Accepted' }).optional(),
  rating: z.union([z.literal(0), z.literal('0')], { message: 'A new bar starts with rating 0' }).optional(),
});
export type BarCreateInput = z.input<typeof barCreateInputSchema>;
export type BarCreateParsed = z.output<typeof barCreateInputSchema>;

/**
 * An edit: the id, name and country; every other field changes only when sent. Status moves go through update-status.
 */
const barUpdateInputSchema = z.strictObject({
  id: uuidSchema,
  name: barFields.name,
  country: barFields.country,
  email: barFields.email.optional(),
  phone: barFields.phone.optional(),
  website: barFields.website.optional(),
  facebook: barFields.facebook.optional(),
  city: barFields.city.optional(),
  state: barFields.state.optional(),
  street: barFields.street.optional(),
  number: barFields.number.optional(),
  postalCode: barFields.postalCode.optional(),
  barType: barFields.barType.optional(),
  matchType: barFields.matchType.optional(),
  competition: barFields.competition.optional(),
  profilePic: barFields.profilePic.optional(),
  dates: barFields.dates.optional(),
  starred: barFields.starred.optional(),
  frequent: barFields.frequent.optional(),
  labels: barFields.labels.optional(),
  rating: z.number().min(0, 'Rating is between 0 and 5').max(5, 'Rating is between 0 and 5').optional(),
});
export type BarUpdateInput = z.input<typeof barUpdateInputSchema>;
export type BarUpdateParsed = z.output<typeof barUpdateInputSchema>;

export const createBarBodySchema = z.strictObject({ bar: barCreateInputSchema });
export const updateBarBodySchema = z.strictObject({ bar: barUpdateInputSchema });

/** One bar as the admin sees it: docs/product.md §3, Bar (admin list view). */
export const adminBarSchema = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  name: z.string(),
  website: z.string(),
  phone: z.string(),
  email: z.string(),
  rating: z.number(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
  street: z.string(),
  number: z.string(),
  postalCode: z.string(),
  facebook: z.string(),
  /** Where the bar sits: its status, or trash. */
  folder: z.enum(['accepted', 'pending', 'rejected', 'trash']),
  status: barStatusSchema,
  barType: z.string(),
  matchType: z.string(),
  competition: z.string(),
  profilePic: z.string(),
  dates: z.array(z.object({ date: z.string(), label: z.string() })),
  starred: z.boolean(),
  frequent: z.boolean(),
  /** Label ids. */
  labels: z.array(z.uuid()),
  /** True when an owner account is linked to the bar (it cannot be deleted for good). */
  hasOwner: z.boolean(),
  trashedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBar = z.infer<typeof adminBarSchema>;

const barStatusChangeSchema = z.object({
  id: z.uuid(),
  fromStatus: z.string(),
  toStatus: z.string(),
  reason: z.string(),
  changedAt: z.string(),
  /** Name of the admin who moved it, null if the account is gone. */
  changedBy: z.string().nullable(),
});

/** GET /bar/{id}: the bar with its status history, newest first. */
export const adminBarDetailSchema = adminBarSchema.extend({
  ownerEmail: z.string().nullable(),
  statusHistory: z.array(barStatusChangeSchema),
  /** The newest decision mail to the owner (queued, sent, failed); null if none was queued. */
  decisionMail: mailStateSchema.nullable(),
  /**
   * How the bar shows football, and its hours as docs/product.md's strings (written from the structure) in its zone.
   */
  viewing: viewingSchema,
  barProgram: barProgramSchema,
  timeZone: z.string(),
  temporarilyClosed: z.boolean(),
});
export type AdminBarDetail = z.infer<typeof adminBarDetailSchema>;

/**
 * Filter of the list and of the export (docs/product.md §3: selectedFolder, selectedLabel, searchText). Parts narrow
 * each other.
 */
export const adminBarFilterSchema = z.strictObject({
  selectedFolder: barFolderSchema.optional(),
  selectedLabel: uuidSchema.optional(),
  searchText: z.string().trim().max(100, 'Search text is too long').optional(),
});
export type AdminBarFilter = z.infer<typeof adminBarFilterSchema>;

export const adminBarListQuerySchema = adminBarFilterSchema.extend(pagingQuerySchema.shape);
export type AdminBarListQuery = z.output<typeof adminBarListQuerySchema>;

export const adminBarListSchema = z.object({
  folderBars: z.array(adminBarSchema),
  total: z.number().int().min(0),
  /** Set when `total` is the planner's estimate: the filter holds more than 10,000 rows. */
  totalIsEstimate: z.literal(true).optional(),
});
export type AdminBarList = z.infer<typeof adminBarListSchema>;

/** GET /bar/counter: bars per folder, and per label id (trash not counted under labels). */
export const barCounterSchema = z.object({
  folders: z.object({
    accepted: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    starred: z.number().int(),
    frequent: z.number().int(),
    trash: z.number().int(),
  }),
  labels: z.record(z.string(), z.number().int()),
});
export type BarCounter = z.infer<typeof barCounterSchema>;

export const barIdsBodySchema = z.strictObject({ barIds: idListSchema });

export const updateBarStarredBodySchema = z.strictObject({ barIds: idListSchema, status: z.boolean() });

/** `status` true puts the label on every bar, false takes it off, absent toggles it per bar. */
export const updateBarLabelBodySchema = z.strictObject({ barIds: idListSchema, ...labelToggleFields });

/** A rejection tells the owner why, so the reason is required for it (1 to 500 characters, trimmed). */
const REJECT_REASON_REQUIRED = 'A reason is required to reject a bar';
const REJECT_REASON_CODE = 'bars.REASON_REQUIRED';
export const STATUS_REASON_MAX = 500;

/** The one rule both sides apply: the console keeps Confirm disabled while this is false. */
export const statusReasonAccepted = (status: BarStatus, reason: string): boolean =>
  status !== 'rejected' || reason.trim().length > 0;

const statusMoveFields = {
  status: barStatusSchema,
  reason: z.string().trim().max(STATUS_REASON_MAX, 'The reason is too long (at most 500 characters)').default(''),
};

function requireRejectReason(body: { status: BarStatus; reason: string }, ctx: z.RefinementCtx): void {
  if (!statusReasonAccepted(body.status, body.reason)) {
    // `params.code` becomes the answer's stable code (the error handler reads it).
    ctx.addIssue({
      code: 'custom',
      message: REJECT_REASON_REQUIRED,
      path: ['reason'],
      params: { code: REJECT_REASON_CODE },
    });
  }
}

/** The console's status move form (the new status and its reason), checked as the server checks it. */
export const statusMoveSchema = z.strictObject(statusMoveFields).superRefine(requireRejectReason);
export type StatusMoveInput = z.input<typeof statusMoveSchema>;
export type StatusMove = z.output<typeof statusMoveSchema>;

/** Moves bars between Accepted, Pending and Rejected; the reason goes into the history and the owner's mail. */
export const updateBarStatusBodySchema = z
  .strictObject({ barIds: idListSchema, ...statusMoveFields })
  .superRefine(requireRejectReason);

/** What a bulk call did: how many bars changed. */
export const barBulkResultSchema = z.object({ message: z.string(), count: z.number().int().min(0) });
export type BarBulkResult = z.infer<typeof barBulkResultSchema>;

export const barIdParamsSchema = z.strictObject({ id: uuidSchema });

/**
 * docs/product.md §3's columns of the bars export, in this order, headed in words as the matches
 * export is: 'Bar type', not the field's key.
 */
export const BAR_EXPORT_COLUMNS = ['Id', 'Name', 'Bar type', 'Country', 'Dates', 'Competition'] as const;

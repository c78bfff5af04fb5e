import { z } from 'zod';
import { EMAIL_NOT_VALID, isEmail, NAME_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, uuidSchema } from './common.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';
import { openingHoursSchema, timeZoneSchema, viewingSchema } from './bar-profile.ts';
import { barBookingSettingsSchema } from './booking-settings.ts';
import { barPicturesSchema } from './bar-photos.ts';

/** docs/product.md §5, exactly as the console shows them. */
export const BAR_MESSAGES = {
  required: 'All fields are required',
  facebook: 'Facebook needs to be an url',
  website: 'Website needs to be an url',
  tooLong: 'Each field can have at most 300 characters',
  saved: 'Bar details saved',
} as const;

/** Where the bar is (messages.ts: latitudeRange, longitudeRange, locationBothOrNeither). */
const BAR_LOCATION_MESSAGES = {
  latitude: 'Latitude is a number from -90 to 90',
  longitude: 'Longitude is a number from -180 to 180',
  bothOrNeither: 'Give both latitude and longitude, or neither',
} as const;

/** Degrees, WGS 84 as a phone's location gives them; null when the bar's place is not known. */
const latitudeSchema = z
  .number({ error: BAR_LOCATION_MESSAGES.latitude })
  .min(-90, BAR_LOCATION_MESSAGES.latitude)
  .max(90, BAR_LOCATION_MESSAGES.latitude);
const longitudeSchema = z
  .number({ error: BAR_LOCATION_MESSAGES.longitude })
  .min(-180, BAR_LOCATION_MESSAGES.longitude)
  .max(180, BAR_LOCATION_MESSAGES.longitude);

const FIELD_MAX = 300;

/**
 * docs/product.md's URL pattern: optional http(s) scheme and www, a host of 1 to 256 characters, a top level
 * of 1 to 6, then an optional path. Bounded quantifiers and a bounded input keep it cheap.
 */
const URL_PATTERN =
  /^(https?:\/\/)?(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*)$/;
/** The pattern lets "javascript:x.com" through as a host; a link with another scheme is never a website. */
const FOREIGN_SCHEME = /^(?!https?:\/\/)[a-z][a-z0-9+.-]*:(?!\d)/i;

export function looksLikeUrl(value: string): boolean {
  return URL_PATTERN.test(value) && !FOREIGN_SCHEME.test(value);
}

/** A missing field or a missing group says 'All fields are required'; other issues keep their own text. */
const requiredError = (issue: { code: string }) => (issue.code === 'invalid_type' ? BAR_MESSAGES.required : undefined);
const field = z.string({ error: requiredError }).trim().max(FIELD_MAX, BAR_MESSAGES.tooLong);

export { WEEKDAYS, type Weekday } from './weekdays.ts';

const barAddressSchema = z.strictObject(
  {
    country: field,
    state: field,
    city: field,
    street: field,
    number: field,
    postalCode: field,
  },
  { error: requiredError },
);
type BarAddress = z.infer<typeof barAddressSchema>;

export const barProgramSchema = z.strictObject(
  {
    monday: field,
    tuesday: field,
    wednesday: field,
    thursday: field,
    friday: field,
    saturday: field,
    sunday: field,
  },
  { error: requiredError },
);
export type BarProgram = z.infer<typeof barProgramSchema>;

const barFieldsShape = {
  name: field.regex(NO_CONTROL_CHARACTERS, NAME_CONTROL_CHARACTERS),
  email: field,
  telephoneNumber: field,
  website: field,
  facebookUrl: field,
  address: barAddressSchema,
  /** docs/product.md's seven strings. Optional when `openingHours` is sent: the server then writes them from it. */
  barProgram: barProgramSchema.optional(),
  /** Structured hours; when sent, they win and `barProgram` is written from them ('16:00 - 00:00'). */
  openingHours: openingHoursSchema.optional(),
  /** The bar's IANA time zone; null follows the country's. Absent leaves it as it is. */
  timeZone: timeZoneSchema.nullable().optional(),
  viewing: viewingSchema.optional(),
  /** The bar's place; both or neither, null clears it, absent leaves it as it is. */
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
  /** The phone and website on the bar's public page; absent leaves the choice as it is. */
  contactsShownToFans: z.boolean().optional(),
  /** Fans' bookings and the seats they may hold per match; absent leaves them as they are. */
  bookings: barBookingSettingsSchema.optional(),
};

type BarFields = z.infer<z.ZodObject<typeof barFieldsShape>>;

/** Paths of every field, in the form's order (the "all fields" of docs/product.md §5). */
const BAR_FIELD_PATHS = [
  ['name'],
  ['email'],
  ['telephoneNumber'],
  ['website'],
  ['facebookUrl'],
  ...(['country', 'state', 'city', 'street', 'number', 'postalCode'] as const).map((k) => ['address', k] as const),
  ...WEEKDAYS.map((d) => ['barProgram', d] as const),
] as const;

function valueAt(value: BarFields, path: readonly string[]): string {
  const [head, tail] = path;
  if (head === 'address' && tail) return value.address[tail as keyof BarAddress];
  if (head === 'barProgram' && tail) return value.barProgram?.[tail as Weekday] ?? '';
  return value[head as 'name' | 'email' | 'telephoneNumber' | 'website' | 'facebookUrl'];
}

/**
 * docs/product.md §5 in its order: every field filled, then Facebook, then Website. The first issue
 * is the message shown (the console's toast, the server's 400); each issue sits on its field.
 */
function checkBarFields(value: BarFields, ctx: z.RefinementCtx): void {
  for (const path of BAR_FIELD_PATHS) {
    // Structured hours replace the seven strings.
    if (path[0] === 'barProgram' && value.barProgram === undefined && value.openingHours !== undefined) continue;
    if (valueAt(value, path) === '') ctx.addIssue({ code: 'custom', message: BAR_MESSAGES.required, path: [...path] });
  }
  if (value.email !== '' && !isEmail(value.email)) {
    ctx.addIssue({ code: 'custom', message: EMAIL_NOT_VALID, path: ['email'] });
  }
  if (value.facebookUrl !== '' && !looksLikeUrl(value.facebookUrl)) {
    ctx.addIssue({ code: 'custom', message: BAR_MESSAGES.facebook, path: ['facebookUrl'] });
  }
  if (value.website !== '' && !looksLikeUrl(value.website)) {
    ctx.addIssue({ code: 'custom', message: BAR_MESSAGES.website, path: ['website'] });
  }
  checkLocation(value, ctx);
}

const kindOf = (v: number | null | undefined) => (v === undefined ? 'absent' : v === null ? 'none' : 'given');

/** Both coordinates or neither (the database's check says the same); the issue sits on the one missing. */
function checkLocation(value: BarFields, ctx: z.RefinementCtx): void {
  const latitude = kindOf(value.latitude);
  const longitude = kindOf(value.longitude);
  if (latitude === longitude) return;
  const path = latitude === 'given' ? 'longitude' : longitude === 'given' ? 'latitude' : 'longitude';
  ctx.addIssue({ code: 'custom', message: BAR_LOCATION_MESSAGES.bothOrNeither, path: [path] });
}

/** The bar form (console): the fields the owner edits, with docs/product.md's rules. */
export const barFormSchema = z.strictObject(barFieldsShape).superRefine(checkBarFields);
export type BarFormValues = z.input<typeof barFormSchema>;

/** PATCH /bars/ body (docs/product.md §7): the same fields and rules, plus the bar's id. */
export const updateBarBodySchema = z
  .strictObject({ barId: uuidSchema, ...barFieldsShape }, { error: requiredError })
  .superRefine(checkBarFields);
export type UpdateBarBody = z.infer<typeof updateBarBodySchema>;

export const barIdParamsSchema = z.strictObject({ barId: uuidSchema });

const barStatusSchema = z.enum(['accepted', 'pending', 'rejected']);
export type BarStatus = z.infer<typeof barStatusSchema>;

/**
 * GET /bars/{barId}: docs/product.md's owner view. `bar_user` keeps docs/product.md's shape (the console shows
 * its first item's email as Bar Email); that email is the bar's contact email, which PATCH's
 * `email` edits — never the owner's sign-in email.
 */
export const barDetailsSchema = z.object({
  barId: z.uuid(),
  name: z.string(),
  email: z.string(),
  telephoneNumber: z.string(),
  website: z.string(),
  facebookUrl: z.string(),
  status: barStatusSchema,
  /** The reason of the move into the current status ('' when none was given, null without a recorded move). */
  statusReason: z.string().nullable(),
  /** When the bar entered its current status (null when no move was recorded, e.g. straight after sign-up). */
  statusChangedAt: z.string().nullable(),
  bar_user: z.array(z.object({ email: z.string() })),
  address: z.object({
    city: z.string(),
    country: z.string(),
    state: z.string(),
    number: z.string(),
    postalCode: z.string(),
    street: z.string(),
  }),
  /** docs/product.md's strings, written from `openingHours` ('16:00 - 00:00', split hours joined by ', ', 'Closed'). */
  barProgram: z.object({
    monday: z.string(),
    tuesday: z.string(),
    wednesday: z.string(),
    thursday: z.string(),
    friday: z.string(),
    saturday: z.string(),
    sunday: z.string(),
  }),
  /** The public page's address part (`/b/{slug}`) and its full URL. */
  slug: z.string(),
  publicUrl: z.string(),
  openingHours: openingHoursSchema,
  /** The zone the hours are in: the owner's choice, else the country's, else UTC. */
  timeZone: z.string(),
  /** True when no zone was chosen and `timeZone` follows the country. */
  timeZoneFromCountry: z.boolean(),
  viewing: viewingSchema,
  /** Where the bar is, in degrees; both null when not known. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The owner shows the phone and website to fans on the public page. */
  contactsShownToFans: z.boolean(),
  /** `seatsPerMatch`: the owner's number, else the capacity, else BOOKING_SEATS_DEFAULT. */
  bookings: barBookingSettingsSchema,
  /** The bar's logo and photos (PUT /bars/logo, POST and PUT /bars/photos change them). */
  ...barPicturesSchema.shape,
});
export type BarDetails = z.infer<typeof barDetailsSchema>;

/**
 * POST /bars/send-for-review: the owner sends their rejected bar back to Pending (no body; the bar is the account's).
 */
export const SEND_FOR_REVIEW_MESSAGES = {
  notRejected: 'Only a rejected bar can be sent for review',
  noBar: 'There is no bar linked to this account',
  sent: 'Your bar was sent for review',
} as const;
export const SEND_FOR_REVIEW_CODES = { notRejected: 'bars.NOT_REJECTED' } as const;

import {
  pgTable,
  uuid,
  text,
  timestamp,
  boolean,
  jsonb,
  integer,
  index,
  primaryKey,
  numeric,
  doublePrecision,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OpeningHours } from '@app/contract/bar-profile';
import { users } from './users.ts';

export type WeekProgram = {
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
  saturday: string;
  sunday: string;
};
export type DatedEntry = { date: string; label: string };

export const bars = pgTable(
  'bars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    street: text('street').notNull().default(''),
    number: text('number').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    program: jsonb('program')
      .$type<WeekProgram>()
      .notNull()
      .default({ monday: '', tuesday: '', wednesday: '', thursday: '', friday: '', saturday: '', sunday: '' }),
    /**
     * The public page's address part (`/b/{slug}`). Filled by the trigger `bars_slug` of the
     * migration from the name and the id; it follows the name until the bar is first accepted, then
     * stays, so a published link never breaks.
     */
    slug: text('slug').notNull().default('').unique(),
    /** Structured hours; null for a bar saved without them (read from `program` then). */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** IANA zone chosen by the owner; null follows the country's. */
    timeZone: text('time_zone'),
    screens: integer('screens').notNull().default(1),
    soundZones: integer('sound_zones').notNull().default(1),
    bigScreen: boolean('big_screen').notNull().default(false),
    outdoorScreen: boolean('outdoor_screen').notNull().default(false),
    capacity: integer('capacity'),
    /** Fans may ask for a table for a match the bar shows (off until the owner turns it on). */
    takesBookings: boolean('takes_bookings').notNull().default(false),
    /** Seats held by bookings per match at most; null reads as the capacity, else BOOKING_SEATS_DEFAULT. */
    bookingSeatsPerMatch: integer('booking_seats_per_match'),
    /**
     * Where the bar is (WGS 84 degrees), for the fans' distance sort; both null when the
     * owner has not said. Set together or not at all (check below).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The bar's logo and photos (at most MAX_BAR_PHOTOS, in the owner's order) as the media store's
     * URLs: uploaded by the owner through the image pipeline, shown on the public page and in the finder.
     */
    logo: text('logo'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The owner's choice to show the bar's phone and website on its public page (off until ticked). */
    contactsShownToFans: boolean('contacts_shown_to_fans').notNull().default(false),
    /** Review workflow: accepted | pending | rejected. Trash is separate so restore returns to the status. */
    status: text('status', { enum: ['accepted', 'pending', 'rejected'] })
      .notNull()
      .default('pending'),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    starred: boolean('starred').notNull().default(false),
    frequent: boolean('frequent').notNull().default(false),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }).notNull().default(0),
    barType: text('bar_type').notNull().default(''),
    matchType: text('match_type').notNull().default(''),
    competition: text('competition').notNull().default(''),
    profilePic: text('profile_pic').notNull().default(''),
    dates: jsonb('dates').$type<DatedEntry[]>().notNull().default([]),
    /** Lower-cased name/email/city/country for the admin search (trigram index). */
    searchText: text('search_text').notNull().default(''),
    /** The account that owns the bar; an owner may own several bars (a pub group under one login). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bars_status_idx').on(t.status, t.createdAt),
    index('bars_owner_idx').on(t.ownerUserId),
    // The admin list's status folders, newest first, id breaking ties: a page and the folder's
    // count are one range of this index.
    index('bars_folder_created_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.trashedAt} is null`),
    index('bars_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The fans' list of a match's bars: by city and name, an index walk that stops at
    // the page; near a fan, a latitude range and a longitude test inside the index (a widening box).
    index('bars_public_order_idx')
      .on(t.city, t.name, t.id)
      .where(sql`${t.status} = 'accepted' and ${t.trashedAt} is null`),
    index('bars_public_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'accepted' and ${t.trashedAt} is null and ${t.latitude} is not null`),
    check('bars_booking_seats_check', sql`${t.bookingSeatsPerMatch} between 1 and 1000`),
    check('bars_photos_check', sql`cardinality(${t.photos}) <= 8`),
    check(
      'bars_location_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null)
      and (${t.latitude} is null or ${t.latitude} between -90 and 90)
      and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);

/** Who moved a bar between accepted / pending / rejected, when, and why. */
export const barStatusChanges = pgTable(
  'bar_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bar_status_changes_bar_idx').on(t.barId, t.changedAt)],
);

export const barLabels = pgTable('bar_labels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull().default('#333333'),
  position: integer('position').notNull().default(0),
});

export const barLabelLinks = pgTable(
  'bar_label_links',
  {
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => barLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.barId, t.labelId] }), index('bar_label_links_label_idx').on(t.labelId)],
);

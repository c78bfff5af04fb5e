import type { OpeningHours, Viewing } from '@app/contract/bar-profile';

/*
 * What the public pages show, as the server reads it: the pages' props are written in these types,
 * and the server's repositories answer them.
 */

/** A coming or recent match as the fans' lists show it. */
export type PublicMatchRow = {
  id: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamEmblemUrl: string;
  awayTeamEmblemUrl: string;
  competitionName: string;
  kickOff: Date;
  status: string;
  phase: 'future' | 'live' | 'past';
  barCount: number;
  /**
   * The score a fan reads: the live one while the match plays, the final one once played (after extra time when there
   * was some); null when unknown.
   */
  homeGoals: number | null;
  awayGoals: number | null;
};

/** The published championship whose game holds a match: a fan predicts its score there. */
export type PublicGame = { id: string; name: string };

/** A public bar showing a match, with its distance from the fan when the fan gave a position. */
export type PublicMatchBarRow = {
  slug: string;
  name: string;
  city: string;
  country: string;
  screens: number;
  soundZones: number;
  bigScreen: boolean;
  outdoorScreen: boolean;
  withSound: boolean;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
  timeZone: string;
  /** The bar's logo (the media store's URL); null when it has none. */
  logo: string | null;
  /** Fans going to the bar for the match: "I'm going" or a booking waiting or accepted. */
  going: number;
};

/** An accepted bar outside the trash, as its public page shows it. */
export type PublicBar = {
  id: string;
  name: string;
  slug: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  state: string;
  country: string;
  /** '' unless the owner shows them to fans. */
  phone: string;
  website: string;
  openingHours: OpeningHours;
  timeZone: string;
  viewing: Viewing;
  updatedAt: Date;
  latitude: number | null;
  longitude: number | null;
  /** Fans may ask for a table for the matches it shows. */
  takesBookings: boolean;
  /** The bar's logo and photos (the media store's URLs, in the owner's order). */
  logo: string | null;
  photos: string[];
};

/** A league the bar hosts and is taking players: its page links to its invite. */
export type PublicBarLeague = {
  name: string;
  championshipName: string;
  /** The invite code: /play/join/{code} joins. */
  code: string;
  /** The bar's own words, given by the bar; null when none. */
  housePrize: string | null;
};

/** A match a bar broadcasts. */
export type PublicBroadcast = {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamEmblemUrl: string;
  awayTeamEmblemUrl: string;
  competitionName: string;
  kickOff: Date;
  status: string;
  revision: number;
  updatedAt: Date;
};

/** One line of the bar's address, as a visitor or a calendar writes it. */
export function addressLine(bar: Pick<PublicBar, 'street' | 'number' | 'postalCode' | 'city' | 'country'>): string {
  const street = [bar.street, bar.number].filter(Boolean).join(' ');
  const town = [bar.postalCode, bar.city].filter(Boolean).join(' ');
  return [street, town, bar.country].filter(Boolean).join(', ');
}

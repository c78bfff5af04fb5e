import { sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '@app/contract/public-matches';
import { bars } from '../../db/schema/index.ts';

/** The mean Earth radius (IUGG), in km: the fans' distances are great-circle distances on it. */
export const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance in km from `near` to a point (haversine on double precision; PGlite has no PostGIS). */
export const kmBetween = (near: LatLng, lat: SQL, lng: SQL): SQL<number> =>
  sql<number>`${EARTH_RADIUS_KM}::double precision * 2 * asin(least(1::double precision, sqrt(
    power(sin(radians(${lat} - ${near.lat}::double precision) / 2), 2)
    + cos(radians(${near.lat}::double precision)) * cos(radians(${lat}))
    * power(sin(radians(${lng} - ${near.lng}::double precision) / 2), 2))))`;

/**
 * The great-circle distance in km from `near` to the bar, null for a bar without a position.
 * least() skips a null, so a bar without a position is tested first and stays null (it sorts last).
 */
export const barDistanceKm = (near: LatLng): SQL<number | null> => sql<
  number | null
>`case when ${bars.latitude} is null then null
  else ${kmBetween(near, sql`${bars.latitude}`, sql`${bars.longitude}`)} end`;

/**
 * A box of latitudes and longitudes around a fan holding every bar closer than `radiusKm` (degrees; longitudes as one
 * or two ranges).
 */
export type SearchBox = { latitudes: [number, number]; longitudes: [number, number][] | null; radiusKm: number };

const RAD = Math.PI / 180;
const haversine = (angle: number) => Math.sin(angle / 2) ** 2;

/**
 * The box around `near` that holds every point closer than `halfHeight` degrees of arc,
 * or null when it would be the whole Earth. Why every such point is inside, with hav(x) = sin²(x/2):
 * hav(d) = hav(Δφ) + cos φ₀ cos φ · hav(Δλ). A point more than `halfHeight` away in latitude is
 * farther than that already; one inside the latitude band has cos φ ≥ the band's smallest cosine c,
 * so beyond a longitude difference Λ with cos φ₀ · c · hav(Λ) = hav(halfHeight) it is farther too.
 * A band that reaches a pole takes every longitude; one that crosses ±180° is two ranges.
 */
export function searchBox(near: LatLng, halfHeight: number): SearchBox | null {
  const south = near.lat - halfHeight;
  const north = near.lat + halfHeight;
  if (south <= -90 && north >= 90) return null;
  const radiusKm = EARTH_RADIUS_KM * halfHeight * RAD;
  const latitudes: [number, number] = [Math.max(south, -90), Math.min(north, 90)];
  if (south <= -90 || north >= 90) return { latitudes, longitudes: null, radiusKm };
  const smallestCos = Math.min(Math.cos(south * RAD), Math.cos(north * RAD));
  const share = haversine(halfHeight * RAD) / (Math.cos(near.lat * RAD) * smallestCos);
  if (share >= 1) return { latitudes, longitudes: null, radiusKm };
  // A hair wider than the bound, so no rounding of the last digit leaves a point out.
  const spread = ((2 * Math.asin(Math.sqrt(share))) / RAD) * (1 + 1e-9);
  if (spread >= 180) return { latitudes, longitudes: null, radiusKm };
  const west = near.lng - spread;
  const east = near.lng + spread;
  const longitudes: [number, number][] =
    west < -180
      ? [
          [west + 360, 180],
          [-180, east],
        ]
      : east > 180
        ? [
            [west, 180],
            [-180, east - 360],
          ]
        : [[west, east]];
  return { latitudes, longitudes, radiusKm };
}

/** The box as a condition on the bars' indexed latitude and longitude (bars_public_location_idx). */
export function inSearchBox(box: SearchBox): SQL {
  const latitude = sql`${bars.latitude} between ${box.latitudes[0]}::double precision and ${box.latitudes[1]}::double precision`;
  if (!box.longitudes) return latitude;
  const ranges = box.longitudes.map(
    ([west, east]) => sql`${bars.longitude} between ${west}::double precision and ${east}::double precision`,
  );
  return sql`${latitude} and (${sql.join(ranges, sql` or `)})`;
}

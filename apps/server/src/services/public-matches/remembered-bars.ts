import { LRUCache } from 'lru-cache';
import type { LatLng } from '@app/contract/public-matches';
import { EARTH_RADIUS_KM } from './bar-distance.ts';
import type { PublicMatchBarRow } from '@app/public-pages/page-data';

/** A public bar as remembered: everything a fan is shown of it but the distance, which depends on the fan. */
export type RememberedBar = Omit<PublicMatchBarRow, 'distanceKm' | 'going'>;

/**
 * A match's public bars in the database's order (city, name, id: the index of a bar is its place
 * in that order), with what ranking them needs beside each: the city as the database lowers it
 * (the city filter compares `lower(city)` in SQL, so no JavaScript case folding decides it) and
 * the position's latitude cosine, the one term of the distance that does not depend on the fan.
 */
export type RememberedBars = {
  rows: RememberedBar[];
  cityKeys: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  latitudeCosines: Float64Array;
};

export function rememberBars(rows: (RememberedBar & { cityKey: string })[]): RememberedBars {
  const n = rows.length;
  const latitudes = new Float64Array(n);
  const longitudes = new Float64Array(n);
  const latitudeCosines = new Float64Array(n);
  rows.forEach((row, i) => {
    latitudes[i] = row.latitude ?? Number.NaN;
    longitudes[i] = row.longitude ?? Number.NaN;
    latitudeCosines[i] = row.latitude === null ? Number.NaN : Math.cos(radians(row.latitude));
  });
  return {
    rows: rows.map(({ cityKey: _cityKey, ...row }) => row),
    cityKeys: rows.map((row) => row.cityKey),
    latitudes,
    longitudes,
    latitudeCosines,
  };
}

/**
 * PostgreSQL's `radians()`: the argument times its RADIANS_PER_DEGREE (0.0174532925199432957692, float.c), the same
 * double as π / 180.
 */
const RADIANS_PER_DEGREE = Math.PI / 180;
const radians = (degrees: number) => degrees * RADIANS_PER_DEGREE;

/**
 * barDistanceKm (bar-distance.ts) step by step in the same order of operations on doubles, so a
 * page ranked here equals the one the SQL sorted: `R * 2 * asin(least(1, sqrt(power(sin(Δφ/2), 2)
 * + cos φ₀ · cos φ · power(sin(Δλ/2), 2))))`, `power(x, 2)` as `x * x` (one rounding, as PostgreSQL's
 * correctly rounded pow). Infinity for a bar without a position: it sorts after every other, as
 * `nulls last` does.
 */
function distanceOf(bars: RememberedBars, i: number, near: LatLng, nearCosine: number): number {
  const latitude = bars.latitudes[i]!;
  if (Number.isNaN(latitude)) return Number.POSITIVE_INFINITY;
  const halfLatitude = Math.sin(radians(latitude - near.lat) / 2);
  const halfLongitude = Math.sin(radians(bars.longitudes[i]! - near.lng) / 2);
  return (
    EARTH_RADIUS_KM *
    2 *
    Math.asin(
      Math.min(
        1,
        Math.sqrt(
          halfLatitude * halfLatitude + nearCosine * bars.latitudeCosines[i]! * (halfLongitude * halfLongitude),
        ),
      ),
    )
  );
}

/**
 * A bar is at least its latitude difference away (hav(d) ≥ hav(Δφ)); this share above the page's
 * farthest distance so far leaves out only bars whose computed distance is surely larger (the
 * haversine's rounding is far smaller, even near the antipode where asin is least precise).
 */
const LOWER_BOUND_MARGIN = 1 + 1e-6;

export type RankedPage = { rows: Omit<PublicMatchBarRow, 'going'>[]; total: number };

/**
 * A page of the remembered bars as findMatchWithBars's SQL answers it: in the city (`cityKey`, the
 * asked city lowered by the database) when filtered, nearest first near a fan (bars without a
 * position last), then in the database's city, name and id order. `total` is the number of bars
 * the filter keeps. Near a fan, only the bars up to the page's end are kept in order (a bounded
 * heap, nearestInOrder): a first page of 10,000 bars sorts 20 of them, not 10,000.
 */
export function rankBars(
  bars: RememberedBars,
  filter: { cityKey: string | null; near: LatLng | undefined; page: number; pageSize: number },
): RankedPage {
  const all = bars.rows.length;
  let indexes: Int32Array;
  if (filter.cityKey === null) {
    indexes = new Int32Array(all);
    for (let i = 0; i < all; i++) indexes[i] = i;
  } else {
    const kept: number[] = [];
    for (let i = 0; i < all; i++) if (bars.cityKeys[i] === filter.cityKey) kept.push(i);
    indexes = Int32Array.from(kept);
  }
  const start = filter.page * filter.pageSize;
  const end = Math.min(start + filter.pageSize, indexes.length);
  if (start >= end) return { rows: [], total: indexes.length };
  if (!filter.near) {
    return {
      rows: Array.from(indexes.subarray(start, end), (i) => ({ ...bars.rows[i]!, distanceKm: null })),
      total: indexes.length,
    };
  }
  const { order, distances } = nearestInOrder(bars, indexes, filter.near, end);
  return {
    rows: order
      .slice(start, end)
      .map((k) => ({ ...bars.rows[indexes[k]!]!, distanceKm: Number.isFinite(distances[k]) ? distances[k]! : null })),
    total: indexes.length,
  };
}

/**
 * The positions (into `indexes`) of the `count` nearest bars in order, ties in position order (the
 * positions follow the database's city, name and id order), and the distances computed: a max-heap
 * of `count`. Once it is full, a later bar must be strictly nearer than its farthest to enter (a tie
 * goes to the earlier position), so a bar without a position, or one whose latitude alone puts it
 * farther, is passed over without its distance.
 */
function nearestInOrder(bars: RememberedBars, indexes: Int32Array, near: LatLng, count: number) {
  const distances = new Float64Array(indexes.length);
  const nearCosine = Math.cos(radians(near.lat));
  const before = (a: number, b: number) => distances[a]! < distances[b]! || (distances[a] === distances[b] && a < b);
  const heap: number[] = [];
  const siftDown = (from: number) => {
    for (let i = from; ;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      // The later of the two children (the heap's root is the latest kept).
      const child = right < heap.length && before(heap[left]!, heap[right]!) ? right : left;
      if (!before(heap[i]!, heap[child]!)) return;
      [heap[i], heap[child]] = [heap[child]!, heap[i]!];
      i = child;
    }
  };
  for (let k = 0; k < indexes.length; k++) {
    const i = indexes[k]!;
    if (heap.length < count) {
      distances[k] = distanceOf(bars, i, near, nearCosine);
      heap.push(k);
      for (let j = heap.length - 1; j > 0;) {
        const parent = (j - 1) >> 1;
        if (!before(heap[parent]!, heap[j]!)) break;
        [heap[j], heap[parent]] = [heap[parent]!, heap[j]!];
        j = parent;
      }
      continue;
    }
    const farthest = distances[heap[0]!]!;
    const latitude = bars.latitudes[i]!;
    if (
      Number.isNaN(latitude) ||
      EARTH_RADIUS_KM * Math.abs(radians(latitude - near.lat)) > farthest * LOWER_BOUND_MARGIN
    )
      continue;
    distances[k] = distanceOf(bars, i, near, nearCosine);
    if (distances[k]! < farthest) {
      heap[0] = k;
      siftDown(0);
    }
  }
  return { order: heap.sort((a, b) => (before(a, b) ? -1 : 1)), distances };
}

/** At most this many bars remembered per instance (~250 B each); a match with more is read per request. */
export const REMEMBERED_BARS = 100_000;

/**
 * Each instance's remembered public bars, per match and version: `get` answers the
 * bars of `version` or newer, reading them with `read` when this instance has only older ones. A
 * read is shared by the requests that ask for it meanwhile. The version is read before the bars, so
 * the bars remembered for a version are never older than it; they may be newer (a writer committed
 * between the two reads), and then the next reader already sees a newer version.
 */
export function createRememberedBars(maxBars = REMEMBERED_BARS) {
  type Entry = { version: number; bars: Promise<RememberedBars>; read?: RememberedBars };
  const cache = new LRUCache<string, Entry>({ maxSize: maxBars, sizeCalculation: () => 1 });
  return {
    /** The match's bars as read, with the version they were read at; none while a read is under way. */
    peek(matchId: string): { version: number; bars: RememberedBars } | undefined {
      const kept = cache.peek(matchId);
      return kept?.read && { version: kept.version, bars: kept.read };
    },
    async get(matchId: string, version: number, read: () => Promise<RememberedBars>): Promise<RememberedBars> {
      const kept = cache.get(matchId);
      if (kept && kept.version >= version) return kept.bars;
      const entry: Entry = { version, bars: read() };
      cache.set(matchId, entry);
      try {
        const bars = await entry.bars;
        entry.read = bars;
        // Counted by its bars once they are known (a read under way counts 1).
        if (cache.peek(matchId) === entry) cache.set(matchId, entry, { size: Math.max(1, bars.rows.length) });
        return bars;
      } catch (error) {
        if (cache.peek(matchId) === entry) cache.delete(matchId);
        throw error;
      }
    },
  };
}

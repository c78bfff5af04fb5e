import { getAllCountries } from 'countries-and-timezones';

/** Lower-cased country names (and ISO codes) → the country's first listed IANA zone. */
const ZONE_BY_COUNTRY = new Map<string, string>();
for (const country of Object.values(getAllCountries())) {
  const zone = country.timezones[0];
  if (!zone) continue;
  ZONE_BY_COUNTRY.set(country.name.toLowerCase(), zone);
  ZONE_BY_COUNTRY.set(country.id.toLowerCase(), zone);
}

/**
 * The zone a bar's hours are in when its owner chose none: the country's (the bars' country is
 * free text, matched by English name or ISO code), else UTC. A country spanning several zones
 * gets its first listed one; the owner can choose another.
 */
export function timeZoneForCountry(country: string): string | null {
  return ZONE_BY_COUNTRY.get(country.trim().toLowerCase()) ?? null;
}

export function effectiveTimeZone(chosen: string | null, country: string): { timeZone: string; fromCountry: boolean } {
  if (chosen) return { timeZone: chosen, fromCountry: false };
  return { timeZone: timeZoneForCountry(country) ?? 'UTC', fromCountry: true };
}

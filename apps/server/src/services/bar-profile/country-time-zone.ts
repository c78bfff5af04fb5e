import { getAllCountries } from 'countries-and-timezones';

/**
 * The main zone of each country the data lists with several (it lists them alphabetically, so Spain's
 * first is Africa/Ceuta): the zone of the capital or of most people.
 */
const MAIN_ZONES: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Gaza',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  VN: 'Asia/Ho_Chi_Minh',
};

/** Lower-cased country names (and ISO codes) → the country's main IANA zone (else its only or first one). */
const ZONE_BY_COUNTRY = new Map<string, string>();
for (const country of Object.values(getAllCountries())) {
  const zone = MAIN_ZONES[country.id] ?? country.timezones[0];
  if (!zone) continue;
  ZONE_BY_COUNTRY.set(country.name.toLowerCase(), zone);
  ZONE_BY_COUNTRY.set(country.id.toLowerCase(), zone);
}

/**
 * The zone a bar's hours are in when its owner chose none: the country's (the bars' country is
 * free text, matched by English name or ISO code), else UTC. A country spanning several zones
 * gets its main one (MAIN_ZONES); the owner can choose another.
 */
export function timeZoneForCountry(country: string): string | null {
  return ZONE_BY_COUNTRY.get(country.trim().toLowerCase()) ?? null;
}

export function effectiveTimeZone(chosen: string | null, country: string): { timeZone: string; fromCountry: boolean } {
  if (chosen) return { timeZone: chosen, fromCountry: false };
  return { timeZone: timeZoneForCountry(country) ?? 'UTC', fromCountry: true };
}

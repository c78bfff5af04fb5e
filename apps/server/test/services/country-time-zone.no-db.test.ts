import { describe, expect, it } from 'vitest';
import { getAllCountries } from 'countries-and-timezones';
import { effectiveTimeZone, timeZoneForCountry } from '../../src/services/bar-profile/country-time-zone.ts';

describe("a bar's time zone from its country", () => {
  it("is the country's main zone, not the first of its alphabetical list", () => {
    expect(timeZoneForCountry('Spain')).toBe('Europe/Madrid');
    expect(timeZoneForCountry('es')).toBe('Europe/Madrid');
    expect(timeZoneForCountry('Portugal')).toBe('Europe/Lisbon');
    expect(timeZoneForCountry('United States of America')).toBe('America/New_York');
    expect(timeZoneForCountry('Romania')).toBe('Europe/Bucharest');
    expect(effectiveTimeZone(null, ' spain ')).toEqual({ timeZone: 'Europe/Madrid', fromCountry: true });
    expect(effectiveTimeZone(null, 'Atlantis')).toEqual({ timeZone: 'UTC', fromCountry: true });
  });

  it('every country with several zones gets one the runtime knows', () => {
    for (const country of Object.values(getAllCountries()).filter((c) => c.timezones.length > 1)) {
      const zone = timeZoneForCountry(country.id)!;
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), country.id).not.toThrow();
    }
  });
});

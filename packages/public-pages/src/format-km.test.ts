import { describe, expect, it } from 'vitest';
import { formatKm } from './match-page.ts';

describe("formatKm (a bar's distance on /watch/{id})", () => {
  it("writes one decimal under 10 km and none from 10 km, in the page's language, whatever was written before", () => {
    expect(formatKm(1.44, 'en')).toBe('1.4');
    expect(formatKm(12.6, 'en')).toBe('13');
    expect(formatKm(1.44, 'fr')).toBe('1,4');
    expect(formatKm(1234.4, 'fr')).toBe('1\u202f234');
    expect(formatKm(1.44, 'en')).toBe('1.4');
    expect(formatKm(0.04, 'ar')).toBe(new Intl.NumberFormat('ar', { maximumFractionDigits: 1 }).format(0.04));
  });
});

/**
 * The browser's Temporal where it has one (Chromium, Firefox; not Safari yet), typed in the parts the
 * console reads: the lib's types do not name it yet. Read at each call, so a test can stub it.
 * Temporal answers a zone's questions without Intl's first date formatter, which loads the browser's
 * ICU data (~50 ms on a phone).
 */
type BrowserTemporal = {
  Now?: { timeZoneId?: () => string };
  Instant?: {
    fromEpochMilliseconds?: (ms: number) => {
      toZonedDateTimeISO: (timeZone: string) => {
        year: number;
        month: number;
        day: number;
        hour: number;
        minute: number;
      };
    };
  };
};

export const browserTemporal = (): BrowserTemporal | undefined =>
  (globalThis as { Temporal?: BrowserTemporal }).Temporal;

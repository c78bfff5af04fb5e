import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawsAsDrawnFor, readerZone } from './reader-cookie.ts';
import type { Preferences } from './preferences-store.ts';

const english: Preferences = { language: 'en', theme: 'light', layout: 'full-width' };

describe('whether this browser takes over a page as the server drew it (decision 074)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a page that read nothing of the screen or the clock: taken over on any screen with the same preferences', () => {
    vi.stubGlobal('innerWidth', 390);
    expect(drawsAsDrawnFor('language=en&theme=light&layout=full-width', english)).toBe(true);
    vi.stubGlobal('innerWidth', 1440);
    expect(drawsAsDrawnFor('language=en&theme=light&layout=full-width', english)).toBe(true);
    expect(drawsAsDrawnFor('language=en&theme=light&layout=full-width', { ...english, language: 'fr' })).toBe(false);
    expect(drawsAsDrawnFor('language=en&theme=light&layout=full-width', { ...english, theme: 'dark' })).toBe(false);
  });

  it('a page that read the width or the zone: taken over only at the same', () => {
    vi.stubGlobal('innerWidth', 390);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      drawsAsDrawnFor(`width=390&tz=${encodeURIComponent(zone)}&language=en&theme=light&layout=full-width`, english),
    ).toBe(true);
    expect(drawsAsDrawnFor(`width=1440&language=en&theme=light&layout=full-width`, english)).toBe(false);
    expect(drawsAsDrawnFor(`tz=Mars%2FOlympus&language=en&theme=light&layout=full-width`, english)).toBe(false);
  });

  it('asks for the zone only where the drawn page read it, and Temporal before Intl (decision 077)', () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(drawsAsDrawnFor('language=en&theme=light&layout=full-width', english)).toBe(true);
    expect(intl).not.toHaveBeenCalled();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Mars/Olympus' } });
    expect(readerZone()).toBe('Mars/Olympus');
    expect(drawsAsDrawnFor('tz=Mars%2FOlympus&language=en&theme=light&layout=full-width', english)).toBe(true);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('nothing said of the preferences, or nothing at all: drawn anew', () => {
    expect(drawsAsDrawnFor('width=390', english)).toBe(false);
    expect(drawsAsDrawnFor('', english)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/preferences-store.ts';
import { PLAY_NAMESPACES, START_NAMESPACES } from '../lib/i18n.ts';
import { REQUIRED_NAMESPACES } from './catalogues.ts';

/** The three chunks of each language (lib/catalogues/start, play and pages), as the console loads them. */
type Part = { catalogues: Record<string, unknown> };
const parts = {
  start: import.meta.glob<Part>('../lib/catalogues/start/*.ts', { eager: true }),
  play: import.meta.glob<Part>('../lib/catalogues/play/*.ts', { eager: true }),
  pages: import.meta.glob<Part>('../lib/catalogues/pages/*.ts', { eager: true }),
};
const namespacesOf = (part: keyof typeof parts, language: string) =>
  Object.keys(parts[part][`../lib/catalogues/${part}/${language}.ts`]?.catalogues ?? {})
    .map((file) => /([^/]+)\.json$/.exec(file)?.[1])
    .sort();

describe('catalogue chunks', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the start and play chunks hold exactly their namespaces, and the three chunks hold every namespace once`, () => {
      const start = namespacesOf('start', language);
      const play = namespacesOf('play', language);
      const pages = namespacesOf('pages', language);
      expect(start).toEqual([...START_NAMESPACES].sort());
      expect(play).toEqual([...PLAY_NAMESPACES].sort());
      expect([...start, ...play, ...pages].sort()).toEqual([...REQUIRED_NAMESPACES].sort());
    });
  }
});

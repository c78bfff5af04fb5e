import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md is the map of the repository: every file and folder it names must exist, or
 * the map sends a newcomer nowhere. The map writes paths from the repository's root or from the
 * folder a line is about, so a name counts as found when some file (a name with an ending) or some
 * folder (a name ending in '/') of the repository ends with it.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean).map((file) => `/${file}`);
const folders = new Set(files.flatMap((file) => file.split('/').slice(1, -1).map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}/`)));

/**
 * File names (with an ending) and folder names (ending in '/'); not what follows a slash (a URL or a
 * route: /api/…, /watch/), packages (@…), settings (DATA_DIR/…) or patterns (*.x).
 */
function namedPaths(markdown: string): string[] {
  const tokens = markdown.match(/(?<![\w/.-])[\w@.-]+(?:\/[\w.-]+)*(?:\.(?:ts|tsx|md|sql|json|css|html)\b|\/(?![\w.-]))/g) ?? [];
  return [...new Set(tokens)].filter((token) => !/^[@.]|^[A-Z_]+\/|^https?:|^\d+\/?$/.test(token));
}

const fileExists = (name: string) => files.some((file) => file.endsWith(`/${name}`));
const folderExists = (name: string) => [...folders].some((folder) => folder.endsWith(`/${name}`));

describe('docs/architecture.md', () => {
  const markdown = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

  it('names only files and folders that exist', () => {
    const missing = namedPaths(markdown).filter((name) => !(name.endsWith('/') ? folderExists(name) : fileExists(name)));
    expect(missing).toEqual([]);
  });

  it('cites decision records by numbers that exist', () => {
    const records = new Set(files.filter((file) => file.startsWith('/docs/decisions/')).map((file) => path.basename(file).slice(0, 3)));
    const cited = [...markdown.matchAll(/decisions? (?:record )?(\d{3})/gi)].map((match) => match[1]!);
    expect(cited.filter((number) => !records.has(number))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageCodeOf } from '@app/contract/messages';

/**
 * Decision 026: every message the server or the contract writes for people has a stable code, so the
 * console shows it in the reader's language. A new message written as a bare English literal (an
 * error, a zod rule, a success answer) without its line in MESSAGES fails here; the web test
 * (apps/web/src/lib/message-text.test.ts) then asks for its text in the six catalogues.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const SOURCES = ['apps/server/src', 'packages/contract/src'];
/** Start-up configuration errors are read by whoever runs the server, never by a console user. */
const NOT_FOR_PEOPLE = ['apps/server/src/config/', 'apps/server/src/db/client.ts'];
/** Literals the patterns catch that are not messages: a zod prefix tested, a database keyword. */
const NOT_MESSAGES = new Set(['Invalid input', 'QUERY PLAN']);

// Where a message is written: an error helper's first argument, a zod rule's message, an answer's `message`
// (in the contract also a zod `error`); in a collection's config, every sentence of its `messages`.
const AT_ERROR = String.raw`(?:(?:badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|tooLarge|invalid)\(|new HttpError\(\d+,\s*)`;
const AT_RULE = String.raw`\.(?:min|max|email|url|regex|refine|length|int|positive|nonnegative|startsWith|uuid)\([^'\`)]*`;
const LITERAL = String.raw`\s*(['\`])((?:(?!\1)[^\\]|\\.)*)\1`;
const serverPattern = new RegExp(`(?:${AT_ERROR}|${AT_RULE}|message:)${LITERAL}`, 'g');
const contractPattern = new RegExp(`(?:${AT_ERROR}|${AT_RULE}|(?:error|message):)${LITERAL}`, 'g');
// A collection's sentences are single-quoted on one line (comments use no quotes around words).
const collectionPattern = /(')([A-Z][^'\n\\]* [^'\n\\]*)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each message literal with its file; `${…}` parts stand for their values. */
function messageLiterals(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const source of SOURCES) {
    for (const path of sourceFiles(join(ROOT, source))) {
      const file = relative(ROOT, path);
      if (NOT_FOR_PEOPLE.some((prefix) => file.startsWith(prefix))) continue;
      const text = readFileSync(path, 'utf8');
      const pattern = file.endsWith('-collection.ts')
        ? collectionPattern
        : file.startsWith('packages/')
          ? contractPattern
          : serverPattern;
      for (const match of text.matchAll(pattern)) {
        const literal = (match[2] ?? '').replace(/\$\{[^}]*\}/g, 'X');
        if (!NOT_MESSAGES.has(literal) && !literal.startsWith('/') && /\s/.test(literal))
          found.push({ file, text: literal });
      }
    }
  }
  return found;
}

describe('message codes cover what the server and the contract write', () => {
  it('finds the messages it checks (the scan still sees the code)', () => {
    const texts = messageLiterals().map((m) => m.text);
    expect(texts.length).toBeGreaterThan(150);
    expect(texts).toContain('This bar does not exist');
    expect(texts).toContain('X is not an image. Use a PNG, JPEG, WebP, GIF or AVIF file.');
  });

  it('every message literal has a code in MESSAGES', () => {
    const without = messageLiterals()
      .filter(({ text }) => messageCodeOf(text) === null)
      .map(({ file, text }) => `${file}: ${text}`);
    expect(without).toEqual([]);
  });
});

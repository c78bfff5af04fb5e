import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision records say where they stand: each has a Status and a Date line, and a record that
 * amends or supersedes another is named in that one's status, so a reader of the old record
 * learns that it changed.
 */
const folder = path.resolve(import.meta.dirname, '../../../../docs/decisions');
const records = readdirSync(folder).filter((file) => /^\d{3}-.*\.md$/.test(file)).map((file) => {
  const text = readFileSync(path.join(folder, file), 'utf8');
  return { number: file.slice(0, 3), status: /^Status: (.+)$/m.exec(text)?.[1] ?? null, date: /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1] ?? null };
});

describe('docs/decisions', () => {
  it('gives every record a status and a date', () => {
    expect(records.filter((record) => !record.status || !record.date).map((record) => record.number)).toEqual([]);
  });

  it('lists every record in the index, linked', () => {
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    const listed = new Set([...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\((\d{3})-[\w-]+\.md\)/gm)].filter((row) => row[1] === row[2]).map((row) => row[1]));
    expect(records.map((record) => record.number).filter((number) => !listed.has(number))).toEqual([]);
  });

  it('marks a record that a later one amends or supersedes', () => {
    const unmarked: string[] = [];
    for (const record of records) {
      for (const [, verb, numbers] of (record.status ?? '').matchAll(/(amends|supersedes) ((?:\d{3}(?:'s)?(?:,| and)? ?)+)/g)) {
        for (const changed of numbers!.match(/\d{3}/g) ?? []) {
          const mark = `${verb === 'amends' ? 'amended' : 'superseded'} by ${record.number}`;
          if (!records.find((other) => other.number === changed)?.status?.includes(mark)) unmarked.push(`${changed}: ${mark}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });
});

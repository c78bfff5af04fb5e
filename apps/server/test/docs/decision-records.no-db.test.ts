import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * An accepted decision record is never rewritten: a change is a new record whose header says
 * `Amends: NNN`, and the amended record says `Amended by: MMM`. The index shows both directions.
 */
const folder = path.resolve(import.meta.dirname, '../../../../docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name)).map((name) => ({
  number: name.slice(0, 3),
  text: readFileSync(path.join(folder, name), 'utf8'),
}));
const header = (text: string, field: string) =>
  (new RegExp(`^${field}: (.*)$`, 'm').exec(text.split('\n## ')[0]!)?.[1] ?? '').split(',').map((n) => n.trim()).filter(Boolean);
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
const indexRow = (number: string) => index.split('\n').find((line) => line.startsWith(`| ${number} |`)) ?? '';

describe('decision records', () => {
  it('say each amendment on both sides: Amends in the new record, Amended by in the old one', () => {
    const pairs = records.flatMap((r) => header(r.text, 'Amends').map((old) => `${r.number} amends ${old}`)).sort();
    const backwards = records.flatMap((r) => header(r.text, 'Amended by').map((newer) => `${newer} amends ${r.number}`)).sort();
    expect(pairs.length).toBeGreaterThan(0);
    expect(backwards).toEqual(pairs);
  });

  it('are listed in the index, each row naming what it amends and what amends it', () => {
    for (const { number, text } of records) {
      const row = indexRow(number);
      expect(row, `index row of ${number}`).not.toBe('');
      const amends = header(text, 'Amends');
      const amendedBy = header(text, 'Amended by');
      const expected = [amends.length ? `amends ${amends.join(', ')}` : '', amendedBy.length ? `amended by ${amendedBy.join(', ')}` : '']
        .filter(Boolean).join('; ');
      const shown = /\((amends [^)]*|amended by [^)]*)\) \| \d{4}-\d\d-\d\d \|$/.exec(row)?.[1] ?? '';
      expect(shown, `index row of ${number}`).toBe(expected);
    }
  });

  it('hold no amendment written inside an accepted record', () => {
    const amendedInPlace = records.filter((r) => /^## (\w+ )?amendment/im.test(r.text)).map((r) => r.number);
    expect(amendedInPlace).toEqual([]);
  });
});

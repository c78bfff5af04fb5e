import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code explains itself from inside the repository: a comment cites docs/product.md or a decision
 * record (docs/decisions/NNN), never an issue of the tracker (gone for a reader of the code) nor a
 * document kept outside the repository.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const self = path.relative(root, import.meta.filename);
const sources = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts', 'bench'], { cwd: root, encoding: 'utf8' })
  .split('\n').filter((file) => /\.(ts|tsx|js|css)$/.test(file) && file !== self);
const OUTSIDE = [/\b[Ii]ssue #?\d+\b/, /\b(?:SPEC|PRODUCT|STYLE)\.md\b/];

describe('citations in the code', () => {
  it('name docs/product.md or a decision record, never an issue number or a file outside the repository', () => {
    const found = sources.flatMap((file) => readFileSync(path.join(root, file), 'utf8').split('\n')
      .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [])));
    expect(found).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * React picks its production or development build by NODE_ENV when first loaded. A production
 * server starts without NODE_ENV (its config defaults to production): the fans' pages must be
 * written by React's production build, so nothing the server loads at start may load React before
 * the pages' plugin sets NODE_ENV from the config (decision 076). Checked in a process of its own,
 * since this one has loaded React already, in vitest's 'test' mode. (Run with NODE_ENV=development, the
 * probe reports both builds as not production: it tells them apart.)
 */
const probe = path.resolve(import.meta.dirname, '../fixtures/react-build-probe.ts');

function runProbe(env: Record<string, string>) {
  const { NODE_ENV: _ignored, ...rest } = process.env;
  const child = spawnSync(process.execPath, [probe], { env: { ...rest, ...env }, encoding: 'utf8', timeout: 60_000 });
  expect(child.stderr).toBe('');
  return child.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the React build that writes the fans' pages", () => {
  it("is not loaded by the server's modules, and is the production build once /watch is answered by a server started without NODE_ENV", () => {
    expect(runProbe({})).toEqual([
      { step: 'imported', reactLoaded: false },
      { step: 'answered', status: 200, reactLoaded: true, production: { react: true, renderer: true } },
    ]);
  });
});

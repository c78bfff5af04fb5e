import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

/**
 * Building zod schemas is most of what a contract module costs a phone's start-up (decision 020,
 * decision 043): the console's frame and the owner's /matches load the schemas of an answer with
 * the answer (`schema: import(...)`, lib/api-client.ts), not in their own JavaScript. This builds
 * the real console and follows the static imports of the start chunk, the signed-in frame and the
 * owner's /matches: none of them may hold a contract module that builds a schema.
 */
const root = path.resolve(import.meta.dirname, '..');
let chunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  const output = await build({ root, logLevel: 'silent', build: { write: false, sourcemap: false } });
  const results = Array.isArray(output) ? output : [output];
  chunks = results.flatMap((r) => ('output' in r ? r.output : [])).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}, 120_000);

/** The chunks `names` need before they run: themselves and what they import statically. */
function staticClosure(names: string[]): Rollup.OutputChunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const pending = chunks.filter((c) => names.includes(c.name) || (names.includes('$entry') && c.isEntry));
  const seen = new Map<string, Rollup.OutputChunk>();
  while (pending.length > 0) {
    const chunk = pending.pop() as Rollup.OutputChunk;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) { const next = byFile.get(file); if (next) pending.push(next); }
  }
  return [...seen.values()];
}

/** The contract's modules in these chunks that build a zod schema. */
async function schemaModulesIn(list: Rollup.OutputChunk[]): Promise<string[]> {
  const found: string[] = [];
  for (const id of list.flatMap((c) => Object.keys(c.modules))) {
    if (!/packages[\\/]contract[\\/]src[\\/]/.test(id)) continue;
    if (/\bz\.[a-z]/.test(await readFile(id, 'utf8'))) found.push(path.basename(id));
  }
  return found.sort();
}

describe('the start path builds no schema', () => {
  it('the start chunk, the signed-in frame and the owner\'s /matches hold no contract module with a schema', async () => {
    const closure = staticClosure(['$entry', 'shell', 'owner-matches']);
    expect(closure.map((c) => c.name)).toEqual(expect.arrayContaining(['shell', 'owner-matches']));
    expect(await schemaModulesIn(closure)).toEqual([]);
  });

  it('a page that parses with a schema still has it: the admin\'s match form holds matches-admin.ts', async () => {
    // The check above can fail: a chunk that imports a schema module statically is seen.
    const form = chunks.filter((c) => Object.keys(c.modules).some((id) => id.endsWith('match-form-dialog.tsx')));
    expect(await schemaModulesIn(staticClosure(form.map((c) => c.name)))).toContain('matches-admin.ts');
  });
});

describe('the start path leaves out MUI\'s CSS variables (build/mui-without-css-vars.ts, decision 045)', () => {
  const cssVarsModules = (list: Rollup.OutputChunk[]) =>
    list.flatMap((c) => Object.keys(c.modules)).filter((id) => /(?:createThemeWithVars|ThemeProviderWithVars|createCssVarsProvider|InitColorSchemeScript)\.mjs$/.test(id));

  it('no chunk of the console holds createThemeWithVars or the CSS-variables provider', () => {
    expect(chunks.length).toBeGreaterThan(10);
    expect(cssVarsModules(chunks)).toEqual([]);
  });

  it('the start chunk still holds MUI\'s theme: createTheme and ThemeProvider, without the variables part', () => {
    const start = staticClosure(['$entry']).flatMap((c) => Object.keys(c.modules));
    expect(start.filter((id) => /@mui[\\/]material[\\/]styles[\\/](?:createTheme|createThemeNoVars|ThemeProvider|ThemeProviderNoVars)\.mjs$/.test(id)).map((id) => path.basename(id)).sort())
      .toEqual(['ThemeProvider.mjs', 'ThemeProviderNoVars.mjs', 'createTheme.mjs', 'createThemeNoVars.mjs']);
  });
});

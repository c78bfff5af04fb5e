import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { pageClosureGroup, pageOwnClosureGroup, sharedClosureGroup } from './page-closure-group.ts';

/**
 * A console in miniature: an entry that lazily opens two pages. The sign-in page imports a part of
 * a package by path and a module it shares with the other page; the package's index re-exports
 * every part, and the other page imports through it.
 */
const FILES: Record<string, string> = {
  'index.html': '<script type="module" src="/src/main.js"></script>',
  'src/main.js':
    "const pages = [() => import('./sign-in.js').then((m) => m.signIn), () => import('./other.js').then((m) => m.other)];\nfor (const open of pages) void open().then((page) => { document.title = page(); });",
  'src/sign-in.js':
    "import { alert } from 'kit/alert.js';\nimport { shared } from './shared.js';\nexport const signIn = () => alert('sign in') + shared;",
  'src/other.js':
    "import { table } from 'kit';\nimport { shared } from './shared.js';\nexport const other = () => table() + shared;",
  'src/shared.js': "export const shared = 'shared text';",
  'node_modules/kit/package.json': JSON.stringify({
    name: 'kit',
    type: 'module',
    main: 'index.js',
    sideEffects: false,
  }),
  'node_modules/kit/index.js': "export { alert } from './alert.js';\nexport { table } from './table.js';",
  'node_modules/kit/alert.js': "export const alert = (text) => 'ALERT:' + text;",
  'node_modules/kit/table.js': "export const table = () => 'TABLE';",
};

let root = '';
let chunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'page-closure-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const signIn = pageClosureGroup('sign-in', ['src/sign-in.js']);
  const output = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [signIn.plugin],
    build: { write: false, minify: false, rollupOptions: { output: { codeSplitting: { groups: [signIn.group] } } } },
  });
  const results = Array.isArray(output) ? output : [output];
  chunks = results
    .flatMap((r) => ('output' in r ? r.output : []))
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const chunkNamed = (name: string) => chunks.find((c) => c.name === name);
const holds = (chunk: Rollup.OutputChunk | undefined, file: string) =>
  Object.keys(chunk?.modules ?? {}).some((id) => id.endsWith(file));

describe('pageClosureGroup', () => {
  it('puts the page and everything it imports statically into one chunk', () => {
    const group = chunkNamed('sign-in');
    expect(group?.code).toContain('ALERT:');
    expect(group?.code).toContain('shared text');
    expect(holds(group, 'src/sign-in.js')).toBe(true);
    expect(holds(group, 'kit/alert.js')).toBe(true);
  });

  it("leaves out what only other pages use, and does not walk through a package's index", () => {
    const group = chunkNamed('sign-in');
    expect(group).toBeDefined();
    expect(holds(group, 'kit/table.js')).toBe(false);
    expect(holds(group, 'src/other.js')).toBe(false);
    const table = chunks.find((c) => holds(c, 'kit/table.js'));
    expect(table).toBeDefined();
    expect(table?.name).not.toBe('sign-in');
  });

  it('stops the build when a page named is not part of it', async () => {
    const missing = pageClosureGroup('nowhere', ['src/no-such-page.js']);
    await expect(
      build({
        root,
        logLevel: 'silent',
        configFile: false,
        plugins: [missing.plugin],
        build: { write: false, rollupOptions: { output: { codeSplitting: { groups: [missing.group] } } } },
      }),
    ).rejects.toThrow(/no-such-page\.js is not part of the build/);
  }, 60_000);

  it("sharedClosureGroup holds what both pages import, and neither page's own parts", async () => {
    const both = sharedClosureGroup('both', ['src/sign-in.js'], ['src/other.js']);
    const output = await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [both.plugin],
      build: { write: false, minify: false, rollupOptions: { output: { codeSplitting: { groups: [both.group] } } } },
    });
    const built = (Array.isArray(output) ? output : [output])
      .flatMap((r) => ('output' in r ? r.output : []))
      .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const group = built.find((c) => c.name === 'both');
    expect(holds(group, 'src/shared.js')).toBe(true);
    for (const own of ['src/sign-in.js', 'src/other.js', 'kit/alert.js', 'kit/table.js'])
      expect(holds(group, own), own).toBe(false);
  }, 60_000);

  it("pageOwnClosureGroup holds only the page's own parts: what another page imports stays out, so that page never loads it", async () => {
    const own = pageOwnClosureGroup('sign-in-own', ['src/sign-in.js']);
    const output = await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [own.plugin],
      build: { write: false, minify: false, rollupOptions: { output: { codeSplitting: { groups: [own.group] } } } },
    });
    const built = (Array.isArray(output) ? output : [output])
      .flatMap((r) => ('output' in r ? r.output : []))
      .filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const group = built.find((c) => c.name === 'sign-in-own');
    expect(holds(group, 'src/sign-in.js')).toBe(true);
    expect(holds(group, 'kit/alert.js')).toBe(true);
    expect(holds(group, 'src/shared.js')).toBe(false);
    // The other page's chunk imports nothing of the group's file.
    const other = built.find((c) => holds(c, 'src/other.js'));
    expect(other?.imports).not.toContain(group?.fileName);
  }, 60_000);
});

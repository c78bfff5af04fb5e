import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A code-splitting group of everything a page statically imports beyond the start chunk, in one
 * file (docs/decisions/036-first-page-in-one-file.md). Left to automatic splitting, /login's lazy
 * page arrives as ~18 files of 0.5–6 kB (Alert, Paper, Button, …, each shared with other pages):
 * on HTTP/1.1 a phone fetches six at a time, each batch a round trip, after the start chunk has
 * run. As one file it is one round trip, and other pages that share those parts load the same file.
 *
 * The plugin reads the module graph when the build has loaded every module; rolldown asks the
 * group's `test` afterwards, while it forms chunks.
 */
const PACKAGE_INDEX = /node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/](?:esm[\\/])?index\.m?js$/;

export function pageClosureGroup(name: string, pages: readonly string[]) {
  const members = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'page-closure-group',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const pending = pages.map((page) => path.resolve(root, page));
      for (const id of pending) if (!this.getModuleInfo(id)) this.error(`${name}: ${id} is not part of the build`);
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (members.has(id)) continue;
        // A package's index re-exports all of it, and which names the page uses is only known when
        // the bundle is tree-shaken, after chunking: the pages of this group import components by
        // path (`@mui/material/Button`), and the walk does not pass through an index.
        if (PACKAGE_INDEX.test(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name, test: (id: string) => members.has(id) } };
}

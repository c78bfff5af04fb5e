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
/**
 * MUI's styles barrel: Box and the styled helpers import it, and it re-exports
 * enhanceHighContrast, which imports the classes of every input (and through them InputBase).
 * Followed, it put InputBase and TextareaAutosize in the player pages' file, which draw no input
 * (decision 070); what a page uses of it (the theme, `styled`) is in the start chunk.
 */
const STYLES_INDEX = /node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]index\.mjs$/;

type BuildContext = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean } | null;
  getModuleIds(): IterableIterator<string>;
  error(message: string): never;
};

/** Every module `pages` import statically (not through a package's index, see above). */
function closureOf(context: BuildContext, root: string, name: string, pages: readonly string[]): Set<string> {
  const members = new Set<string>();
  const pending = pages.map((page) => path.resolve(root, page));
  for (const id of pending) if (!context.getModuleInfo(id)) context.error(`${name}: ${id} is not part of the build`);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (members.has(id)) continue;
    // A package's index re-exports all of it, and which names the page uses is only known when
    // the bundle is tree-shaken, after chunking: the pages of this group import components by
    // path (`@mui/material/Button`), and the walk does not pass through an index.
    if (PACKAGE_INDEX.test(id) || STYLES_INDEX.test(id)) continue;
    members.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return members;
}

/** A code-splitting group whose modules `collect` picks from the module graph once the build has loaded it. */
function graphGroup(name: string, collect: (context: BuildContext, root: string) => Iterable<string>) {
  const members = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: `closure-group-${name}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      for (const id of collect(this, root)) members.add(id);
    },
  };
  return { plugin, group: { name, test: (id: string) => members.has(id) } };
}

export function pageClosureGroup(name: string, pages: readonly string[]) {
  return graphGroup(name, (context, root) => closureOf(context, root, name, pages));
}

/**
 * What two sets of pages both import statically, in one file that both load: placed before the
 * groups of either set, it keeps one set from loading the other's whole file for a few modules
 * (the signed-out forms and the signed-in frame share the contract's common schemas and dates).
 */
export function sharedClosureGroup(name: string, first: readonly string[], second: readonly string[]) {
  return graphGroup(name, (context, root) => {
    const other = closureOf(context, root, name, second);
    return [...closureOf(context, root, name, first)].filter((id) => other.has(id));
  });
}

/**
 * What `pages` alone import statically: their closure less every other lazy part's and the entry's.
 * The modules they share with other pages stay where those pages find them, so no other page loads
 * this group's file (a plain page closure put the API client's messages in it, and /register then
 * loaded the owner's list).
 */
export function pageOwnClosureGroup(name: string, pages: readonly string[]) {
  const { plugin, group } = graphGroup(name, (context, root) => {
    const own = closureOf(context, root, name, pages);
    const roots = new Set(pages.map((page) => path.resolve(root, page)));
    const others: string[] = [];
    for (const id of context.getModuleIds()) {
      const info = context.getModuleInfo(id);
      if (info?.isEntry) others.push(id);
      for (const target of info?.dynamicallyImportedIds ?? []) if (!roots.has(target)) others.push(target);
    }
    const shared = closureOf(context, root, name, others);
    return [...own].filter((id) => !shared.has(id));
  });
  // Its own modules only: by default rolldown adds a group's dependencies to it, and would take
  // the shared modules back in.
  return { plugin, group: { ...group, includeDependenciesRecursively: false } };
}

/**
 * What the console's source asks of the catalogues, read from the files themselves:
 * - a file's namespaces come from its `useTranslation('ns')` (none given: `common`); a file
 *   without one (a helper, a config) counts for its feature's namespaces and `common`;
 * - a string literal that names a key of one of those namespaces (or says `ns:key`) uses it;
 *   so do keys kept in maps (`{ star: 'rowMenu.star' }`) and either side of a ternary;
 * - a template literal `t(\`status.${x}\`)` uses every key under `status.` (a dynamic prefix);
 * - `t('…')` with a literal that names no key is a key the catalogue lacks.
 */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/**', '!../testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

export type SourceFile = { path: string; text: string; namespaces: string[] };

const USE_TRANSLATION = /useTranslation\(\s*(?:(['"])([\w-]+)\1|\[([^\]]*)\])?\s*[,)]/g;

function groupOf(path: string): string {
  return /\/features\/([^/]+)\//.exec(path)?.[1] ?? 'shared';
}

function declaredNamespaces(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(USE_TRANSLATION)) {
    if (match[2]) found.push(match[2]);
    else if (match[3]) found.push(...[...match[3].matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]!));
    else found.push('common');
  }
  return found;
}

export function sourceFiles(): SourceFile[] {
  const entries = Object.entries(sources).map(([path, text]) => ({
    path: path.replace(/^\.\.\//, 'src/'),
    text,
    declared: declaredNamespaces(text),
  }));
  const byGroup = new Map<string, Set<string>>();
  for (const e of entries) {
    const group = byGroup.get(groupOf(e.path)) ?? new Set<string>();
    for (const ns of e.declared) group.add(ns);
    byGroup.set(groupOf(e.path), group);
  }
  return entries.map((e) => ({
    path: e.path,
    text: e.text,
    namespaces:
      e.declared.length > 0
        ? [...new Set(e.declared)]
        : [...new Set([...(byGroup.get(groupOf(e.path)) ?? []), 'common'])],
  }));
}

const KEYISH = String.raw`(?:[\w-]+:)?[A-Za-z_][\w-]*(?:\.[\w-]+)*`;
/** Plain string literals that could be keys: 'a.b', "a", `ns:a.b` (no ${} inside). */
const LITERAL = new RegExp(String.raw`(['"\`])(${KEYISH})\1`, 'g');
/** Template literals that build a key: `status.${…}` or `ns:status.${…}`. */
const TEMPLATE_PREFIX = new RegExp(String.raw`\`(${KEYISH}\.)\$\{`, 'g');
/** t('…') and i18n.t('…') with a literal first argument. */
const T_CALL = new RegExp(String.raw`\bt\(\s*(['"])(${KEYISH})\1`, 'g');

function split(reference: string, namespaces: string[]): { namespaces: string[]; key: string } {
  const colon = reference.indexOf(':');
  return colon > 0
    ? { namespaces: [reference.slice(0, colon)], key: reference.slice(colon + 1) }
    : { namespaces, key: reference };
}

export type Usage = {
  /** `ns:key` strings named somewhere (they may or may not be keys). */
  literals: Set<string>;
  /** `ns:prefix.` strings under which every key counts as used. */
  prefixes: Set<string>;
  /** `t('…')` references, with the file they are in, to check they exist. */
  calls: { file: string; namespaces: string[]; key: string }[];
};

export function scanUsage(files: SourceFile[] = sourceFiles()): Usage {
  const usage: Usage = { literals: new Set(), prefixes: new Set(), calls: [] };
  for (const file of files) {
    for (const match of file.text.matchAll(LITERAL)) {
      const { namespaces, key } = split(match[2]!, file.namespaces);
      for (const ns of namespaces) usage.literals.add(`${ns}:${key}`);
    }
    for (const match of file.text.matchAll(TEMPLATE_PREFIX)) {
      const { namespaces, key } = split(match[1]!, file.namespaces);
      for (const ns of namespaces) usage.prefixes.add(`${ns}:${key}`);
    }
    for (const match of file.text.matchAll(T_CALL)) {
      usage.calls.push({ file: file.path, ...split(match[2]!, file.namespaces) });
    }
  }
  return usage;
}

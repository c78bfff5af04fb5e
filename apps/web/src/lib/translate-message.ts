import i18n from './i18n.ts';

/**
 * Messages written in English by the contract (zod rules shared with the server) and by the server,
 * shown in the current language. The English `validation` catalogue is the map: its values are
 * the messages exactly as the contract writes them, its keys the translation keys. A `{{name}}`
 * in an English value stands for a part that varies (a number); it is passed on to the
 * translation. A message the catalogue does not know is shown as it came.
 */
const NAMESPACE = 'validation';

type Pattern = { key: string; names: string[]; regex: RegExp };
type MessageIndex = { exact: Map<string, string>; patterns: Pattern[] };

let index: MessageIndex | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function buildIndex(): MessageIndex {
  const english = (i18n.getResourceBundle('en', NAMESPACE) ?? {}) as Record<string, unknown>;
  const built: MessageIndex = { exact: new Map(), patterns: [] };
  for (const [key, text] of Object.entries(english)) {
    if (typeof text !== 'string') continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      built.exact.set(text, key);
      continue;
    }
    const source = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0).map(escapeRegExp).join('(.+?)');
    built.patterns.push({ key, names, regex: new RegExp(`^${source}$`) });
  }
  return built;
}

/** The translation key (in the `validation` namespace) for an English message, or null. */
export function messageKey(message: string): { key: string; values: Record<string, string> } | null {
  index ??= buildIndex();
  const exact = index.exact.get(message);
  if (exact) return { key: exact, values: {} };
  for (const { key, names, regex } of index.patterns) {
    const match = regex.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** The message in the current language (unknown messages unchanged); undefined stays undefined. */
export function translateMessage(message: string): string;
export function translateMessage(message: string | undefined): string | undefined;
export function translateMessage(message: string | undefined): string | undefined {
  if (message === undefined || message === '') return message;
  const found = messageKey(message);
  return found ? i18n.t(found.key, { ns: NAMESPACE, ...found.values }) : message;
}

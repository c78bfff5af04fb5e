/**
 * The catalogues as the tests see them: locales/<language>/<namespace>.json, flattened to
 * dotted keys, with i18next's plural suffixes understood. Used by the i18n tests only.
 */
export type FlatCatalogue = Record<string, string>;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const catalogues: Record<string, Record<string, FlatCatalogue>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (catalogues[match[1]] ??= {})[match[2]] = flatten(module.default);
}

/** Every namespace English has. Every language must end up with all of them. */
export const REQUIRED_NAMESPACES: readonly string[] = Object.keys(catalogues['en'] ?? {}).sort();

/** The namespaces translated together with the language infrastructure. */
export const INFRASTRUCTURE_NAMESPACES: readonly string[] = ['auth', 'common', 'settings', 'validation'];

function flatten(value: unknown, prefix = '', into: FlatCatalogue = {}): FlatCatalogue {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return into;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** `x_one`, `x_other` (cardinal) and `x_ordinal_one`, `x_ordinal_other` (ordinal: 1st, 2nd). */
const PLURAL_KEY = new RegExp(`^(.+?)_((?:ordinal_)?(?:${PLURAL_FORMS.join('|')}))$`);

/**
 * A catalogue's keys grouped the way i18next reads them: `x_one` + `x_other` form the plural key
 * `x` with forms {one, other} (ordinal forms keep their `ordinal_` prefix); any other key stands
 * alone (forms null). A key ending in `_one` with no `_other` beside it is not a plural.
 */
export function keyShape(catalogue: FlatCatalogue): Map<string, Set<string> | null> {
  const shape = new Map<string, Set<string> | null>();
  const keys = Object.keys(catalogue);
  const pluralBases = new Set(
    keys
      .map((k) => PLURAL_KEY.exec(k))
      .filter((m) => m?.[2]?.endsWith('other'))
      .map((m) => m![1]!),
  );
  for (const key of keys) {
    const match = PLURAL_KEY.exec(key);
    if (match && pluralBases.has(match[1]!)) {
      const forms = shape.get(match[1]!) ?? new Set<string>();
      forms.add(match[2]!);
      shape.set(match[1]!, forms);
    } else {
      shape.set(key, null);
    }
  }
  return shape;
}

/**
 * The forms a language needs for a plural key whose English forms are `englishForms` — what
 * i18next asks for through Intl.PluralRules: cardinal forms if English has them (plus an explicit
 * zero if English has one), ordinal forms (prefixed `ordinal_`) if English has those.
 */
export function pluralFormsOf(language: string, englishForms: Set<string>): Set<string> {
  const forms = new Set<string>();
  const english = [...englishForms];
  if (english.some((f) => !f.startsWith('ordinal_'))) {
    for (const f of new Intl.PluralRules(language).resolvedOptions().pluralCategories) forms.add(f);
    if (englishForms.has('zero')) forms.add('zero');
  }
  if (english.some((f) => f.startsWith('ordinal_'))) {
    for (const f of new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories)
      forms.add(`ordinal_${f}`);
  }
  return forms;
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

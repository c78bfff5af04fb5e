/**
 * A count's words in each of the language's plural forms (CLDR's, as Intl.PluralRules names them:
 * English one/other; French, Spanish, Italian one/many/other; Arabic zero/one/two/few/many/other;
 * Chinese other), `{n}` standing for the number. `none` is what 0 says when the sentence has words
 * of its own for nothing ('No bar yet'). The server's twin of the console's i18next plural keys.
 */
export type CountForms = { [F in Intl.LDMLPluralRule]?: string } & { other: string; none?: string };

const rules = new Map<string, Intl.PluralRules>();

/** `n` in the words of its plural form in `lang`. */
export function countText(lang: string, n: number, forms: CountForms): string {
  if (n === 0 && forms.none !== undefined) return forms.none;
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return (forms[rule.select(n)] ?? forms.other).replace('{n}', String(n));
}

/** A table entry: the count sentence of one language. */
export const counted = (lang: string, forms: CountForms) => (n: number) => countText(lang, n, forms);

/** The French catalogues, every namespace in one chunk: lib/i18n.ts loads it when French is chosen. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/fr/*.json', { eager: true, import: 'default' });

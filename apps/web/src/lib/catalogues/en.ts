/** The English catalogues, every namespace in one chunk: lib/i18n.ts loads it when English is chosen. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });

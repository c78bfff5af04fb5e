/** The Italian catalogues, every namespace in one chunk: lib/i18n.ts loads it when Italian is chosen. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/it/*.json', { eager: true, import: 'default' });

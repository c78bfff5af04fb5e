/** The Spanish catalogues, every namespace in one chunk: lib/i18n.ts loads it when Spanish is chosen. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/es/*.json', { eager: true, import: 'default' });

/** The Chinese catalogues, every namespace in one chunk: lib/i18n.ts loads it when Chinese is chosen. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/zh/*.json', { eager: true, import: 'default' });

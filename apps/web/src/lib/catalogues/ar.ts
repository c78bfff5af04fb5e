/** The Arabic catalogues, every namespace in one chunk: lib/i18n.ts loads it when Arabic is chosen. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/ar/*.json', { eager: true, import: 'default' });

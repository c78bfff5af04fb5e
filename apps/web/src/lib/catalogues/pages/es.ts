/** The rest of the Spanish catalogues, in one chunk that loads while the first page renders (lib/i18n.ts). */
export const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/es/*.json', '!../../../locales/es/{common,auth,settings,play}.json'],
  { eager: true, import: 'default' },
);

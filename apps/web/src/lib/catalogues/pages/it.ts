/** The rest of the Italian catalogues, in one chunk that loads while the first page renders (lib/i18n.ts). */
export const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/it/*.json', '!../../../locales/it/{common,auth,settings,play}.json'],
  { eager: true, import: 'default' },
);

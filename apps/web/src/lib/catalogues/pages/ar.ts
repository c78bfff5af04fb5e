/** The rest of the Arabic catalogues, in one chunk that loads while the first page renders (lib/i18n.ts). */
export const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/ar/*.json', '!../../../locales/ar/{common,auth,settings,play}.json'],
  { eager: true, import: 'default' },
);

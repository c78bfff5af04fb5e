/** The French catalogues the first screen reads (lib/i18n.ts START_NAMESPACES), in one small chunk. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../../locales/fr/{common,auth,settings}.json', {
  eager: true,
  import: 'default',
});

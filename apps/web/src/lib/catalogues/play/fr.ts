/** The French texts of the player pages (lib/i18n.ts PLAY_NAMESPACES), in one small chunk of their own. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../../locales/fr/play.json', {
  eager: true,
  import: 'default',
});

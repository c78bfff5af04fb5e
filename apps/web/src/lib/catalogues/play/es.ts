/** The Spanish texts of the player pages (lib/i18n.ts PLAY_NAMESPACES), in one small chunk of their own. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../../../locales/es/play.json', {
  eager: true,
  import: 'default',
});

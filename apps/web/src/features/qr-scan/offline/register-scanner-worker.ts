/**
 * Registers the scanner's service worker (src/scanner-sw.ts) for /scan-qr-code alone, in the built
 * console only: the development server serves no worker. Then loads the parts the page may need
 * later (a toast) and hands the worker every file this visit loaded, so the page opens offline from
 * its first visit on; `data-offline-ready` on the document says it is done.
 */
export function registerScannerWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(async ({ Workbox }) => {
      const workbox = new Workbox('/scanner-sw.js', { scope: '/scan-qr-code' });
      await workbox.register();
      await navigator.serviceWorker.ready;
      // The notifier's toast and a failed page's message: loaded later, without the network, they would fail.
      await Promise.all([
        import('../../../components/feedback/toast.tsx'),
        import('../../../components/feedback/page-failed.tsx'),
      ]);
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      await workbox.messageSW({ type: 'keep-assets', urls });
      document.documentElement.dataset['offlineReady'] = 'true';
    })
    // A browser that refuses workers (private mode, a policy) scans online as before.
    .catch(() => undefined);
}

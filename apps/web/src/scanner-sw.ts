import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

/**
 * The prize scanner's service worker, built by vite-plugin-pwa with Workbox. It is
 * registered with the scope /scan-qr-code, so it controls that page alone: no other page of the
 * console goes through it. It keeps the console's shell (index.html, the web app manifest and its
 * icons, precached at install) and the hashed files the scanner page loads; API answers are never
 * stored (they carry people's data): a request to /api always goes to the network.
 */
type Manifest = Array<{ url: string; revision: string | null } | string>;
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };

const worker = self as unknown as WorkerScope;
const ASSETS = 'scanner-assets';

// Written as `self.__WB_MANIFEST`, the point where the build writes the precache list.
precacheAndRoute((self as unknown as { __WB_MANIFEST: Manifest }).__WB_MANIFEST);
cleanupOutdatedCaches();

const isHashedAsset = (url: URL) => url.origin === worker.location.origin && url.pathname.startsWith('/assets/');

// A hashed file never changes under its name: the copy kept is the file, and a new build asks for new names.
registerRoute(
  ({ url }) => isHashedAsset(url),
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);

// The page itself: the network's answer while there is one; without, the shell kept at install.
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await new NetworkOnly().handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

// The files the page loaded before this worker controlled it (its first visit), sent by the page.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string => typeof url === 'string' && URL.canParse(url) && isHashedAsset(new URL(url)),
  );
  // Answered once kept, so the page knows it can go offline.
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) => cache.addAll(urls))
      .then(() => event.ports[0]?.postMessage(true)),
  );
});

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

// The kill-switch worker: served at /sw.js instead of the real worker when the server runs with SW_KILL=1.
// Browsers fetch /sw.js themselves (never through a worker), so even a broken worker is replaced by this
// one, which deletes the app's caches, unregisters and reloads open pages from the network.
/// <reference lib="webworker" />
import { CACHE_PREFIX } from './policy.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) (client as WindowClient).navigate(client.url).catch(() => {});
    })(),
  );
});

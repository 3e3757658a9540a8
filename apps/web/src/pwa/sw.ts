/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): Vite builds this file to dist/web/sw.js and Workbox writes the
// list of files to precache into self.__WB_MANIFEST (vite.config.ts chooses them).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, copyResponse } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { API_CACHE, FROM_CACHE_HEADER, isCachedApiPath } from './api-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
// A new version's precache replaces the old one's files instead of adding to them.
cleanupOutdatedCaches();
// The first install controls the open page at once (it was loaded from the network with this very version); a later
// version waits until the page's "تحديث" button sends SKIP_WAITING (registerType 'prompt'), which reloads the page once.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Every screen of the app is index.html (the client-side router draws it), also offline; the API and Swagger UI
// (/api/docs) are never answered with it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|-docs|$)/] }));

/**
 * The signed-in user of a call, from its bearer token's `sub`. Only to keep one user's answers apart from another's
 * on a shared phone: the server still checks the token of every call that reaches it.
 */
function userOf(request: Request): string | null {
  const payload = request.headers.get('Authorization')?.match(/^Bearer [^.]+\.([^.]+)\./)?.[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/**
 * Answers are stored under their URL plus the user, so an answer that arrives after sign-out cleared the cache (a call
 * still on its way) is never shown to the next person who signs in on this phone.
 */
const keyedByUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__user', userOf(request) ?? '');
    return url.href;
  },
};

/** An answer taken from the cache says so, for the page's "possibly out of date" banner (pwa/offline-data.ts). */
const markedFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    return copyResponse(cachedResponse, (init) => {
      const headers = new Headers(init.headers);
      headers.set(FROM_CACHE_HEADER, '1');
      return { ...init, headers };
    });
  },
};

// The teacher's last-read data: the network first; after 4 s without an answer (a weak signal) or on a network error,
// the last answer kept for this user. Only signed-in GETs of the daily screens (api-cache.ts), only 200 answers, at
// most 300 of them and none older than two weeks.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && isCachedApiPath(url.pathname) && userOf(request) !== null,
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      keyedByUser,
      markedFromCache,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

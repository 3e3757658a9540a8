import { useSyncExternalStore } from 'react';
import type { Middleware } from 'openapi-fetch';
import { queryClient } from '../api/query-client';
import { FROM_CACHE_HEADER } from './api-cache';

/** Whether the device is offline, and whether an answer on screen came from the service worker's cache. */
export interface OfflineData {
  offline: boolean;
  fromCache: boolean;
}

/** The GET URLs whose latest answer came from the cache; a fresh answer of the same URL takes it off. */
const servedFromCache = new Set<string>();
const listeners = new Set<() => void>();
let state: OfflineData = { offline: !navigator.onLine, fromCache: false };

function publish(): void {
  const next = { offline: !navigator.onLine, fromCache: servedFromCache.size > 0 };
  if (next.offline === state.offline && next.fromCache === state.fromCache) return;
  state = next;
  listeners.forEach((listener) => listener());
}

window.addEventListener('offline', publish);
window.addEventListener('online', () => {
  publish();
  // The screens read again what they showed from the cache; each fresh answer takes its URL off the list.
  if (servedFromCache.size > 0) void queryClient.invalidateQueries();
});

/** The API client's middleware that notes, per URL, whether the answer came from the cache (sw.ts marks those). */
export const offlineDataMiddleware: Middleware = {
  onResponse({ request, response }) {
    if (request.method !== 'GET') return;
    if (response.headers.get(FROM_CACHE_HEADER) === '1') servedFromCache.add(request.url);
    else servedFromCache.delete(request.url);
    publish();
  },
};

/** The current OfflineData, re-rendering when the connection or the source of the data on screen changes. */
export function useOfflineData(): OfflineData {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

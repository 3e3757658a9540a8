import { useSyncExternalStore } from 'react';

type ApplyUpdate = () => Promise<void>;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How to switch to the new version waiting to take over, or null while there is none. */
let waitingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** The waiting version's store; the service worker's registration fills it, the update prompt reads it. */
export const newVersion = {
  get: (): ApplyUpdate | null => waitingUpdate,
  set(apply: ApplyUpdate | null): void {
    waitingUpdate = apply;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The waiting version's update, re-rendering when one arrives. */
export function useNewVersion(): ApplyUpdate | null {
  return useSyncExternalStore(newVersion.subscribe, newVersion.get);
}

/**
 * Registers the service worker (sw.ts) in a production build only: never under `vite` dev or the component tests,
 * where a worker would serve stale modules. When a new version is installed and waiting, the page offers to update
 * (registerType 'prompt'); updateSW(true) tells the waiting worker to take over and reloads the page once it has.
 * The browser looks for a new sw.js on each page load; an installed app stays open all day without one, so it also
 * looks every hour.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      onNeedRefresh: () => newVersion.set(() => updateSW(true)),
      onRegisteredSW: (_url, registration) => {
        // A check that fails on the network waits for the next hour.
        if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
    });
  });
}

import { queryClient } from '../api/query-client';
import { session } from './session';

/** The service worker's cache of API answers (its runtime cache is named exactly this). */
const API_CACHE = 'halaqat-api';

/** Ends the session on this device: token, user, every cached answer (privileges included) and the offline copy of the data. */
export function signOut(): void {
  session.clear();
  queryClient.clear();
  // The next person on this phone must not be served this one's data when the network fails.
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE);
}

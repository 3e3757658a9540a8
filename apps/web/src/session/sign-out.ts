import { queryClient } from '../api/query-client';
import { session } from './session';

/** Ends the session on this device: token, user and every cached answer (privileges included). */
export function signOut(): void {
  session.clear();
  queryClient.clear();
}

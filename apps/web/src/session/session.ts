import { useSyncExternalStore } from 'react';
import { hasLimitedAccess } from '#common';
import type { SessionUser } from '../api/types';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const NOTICE_KEY = 'auth_notice';

/** What the browser keeps about the signed-in person. */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
}

function readStored(): SessionState {
  const token = localStorage.getItem(TOKEN_KEY);
  let user: SessionUser | null = null;
  try {
    user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
  } catch {
    user = null;
  }
  // A token without its user (or the reverse) is a broken session; treat it as signed out.
  return token && user ? { token, user } : { token: null, user: null };
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The session store: token and user in localStorage, with change notifications for React. */
export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: SessionUser): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    publish({ token, user });
  },
  /**
   * The signed-in user as the server now tells it. An answer that comes back after the session changed (signed out,
   * or signed in again, perhaps as someone else, while it was on its way) is not this session's and is dropped.
   */
  setUser(user: SessionUser, forToken: string | null = state.token): void {
    if (!state.token || state.token !== forToken || state.user?.id !== user.id) return;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    publish({ token: state.token, user });
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    if (state.token || state.user) publish({ token: null, user: null });
  },
};

// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) publish(readStored());
});

/** The current session, re-rendering on sign-in, sign-out and user refresh. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}

/**
 * The message a refusal left for the next screen (/login shows it once; /access-denied shows it). Kept in
 * sessionStorage so it survives the redirect but not the tab.
 */
export const authNotice = {
  set: (text: string) => sessionStorage.setItem(NOTICE_KEY, text),
  peek: (): string | null => sessionStorage.getItem(NOTICE_KEY),
  take(): string | null {
    const text = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return text;
  },
};

/** True when the account is signed in but not yet active or approved. */
export function isLimited(user: SessionUser | null): boolean {
  return user !== null && hasLimitedAccess(user);
}

/** Where "home" is for this person: the sign-in page when signed out, /about while the account is limited. */
export function homePathFor(user: SessionUser | null): string {
  if (!user) return '/login';
  return isLimited(user) ? '/about' : '/home';
}

import createClient, { type Middleware } from 'openapi-fetch';
import { isAccountStateRefusal } from '#common';
import { T } from '../shared/locale';
import { authNotice, session } from '../session/session';
import { offlineDataMiddleware } from '../pwa/offline-data';
import { signOut } from '../session/sign-out';
import type { paths } from './schema';

/** Spec 01 section 9: every call gives up after 30 seconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

type Redirect = (path: string) => void;
let redirect: Redirect = (path) => window.location.assign(path);

/** The router registers its navigate function so a refusal moves within the app instead of reloading it. */
export function setAuthRedirect(fn: Redirect): void {
  redirect = fn;
}

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = session.get().token;
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
  },
  async onResponse({ request, response }) {
    // Only a request that carried a session can lose it; a public call (sign-in, registration) shows its own error.
    if ((response.status !== 401 && response.status !== 403) || !request.headers.has('Authorization')) return;
    const text = await readError(response.clone());
    if (isAccountStateRefusal(text)) {
      // The account exists but its state refuses the page: keep the session so /about and /profile still work.
      authNotice.set(text ?? T.accessDeniedDefault);
      redirect('/access-denied');
    } else {
      signOut();
      authNotice.set(text ?? T.accessDeniedDefault);
      redirect('/login');
    }
  },
};

async function readError(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** The one typed client of the API; paths and shapes come from the generated OpenAPI types. */
export const api = createClient<paths>({
  // Absolute, because a Request outside a document (tests, workers) cannot resolve a relative path.
  baseUrl: window.location.origin,
  // Looked up at call time so tests can replace the global fetch.
  fetch: (request) => globalThis.fetch(request, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
});
api.use(authMiddleware, offlineDataMiddleware);

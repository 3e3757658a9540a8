import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setAuthRedirect } from '../api/client';
import { outbox } from '../offline/outbox';

// The tests run in a real page: a refused call must not send that page to /login (the router is not mounted here).
setAuthRedirect(() => undefined);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The outbox lives in the page's real IndexedDB, which outlasts a test.
  await outbox.clear();
});

import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setAuthRedirect } from '../api/client';

// The tests run in a real page: a refused call must not send that page to /login (the router is not mounted here).
setAuthRedirect(() => undefined);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

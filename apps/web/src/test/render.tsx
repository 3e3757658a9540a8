import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { SessionUser } from '../api/types';
import { theme, wave } from '../app/theme';

/** A fresh query cache per test, so no answer leaks between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a screen with what the app puts around it: RTL antd with the app's theme, antd's App, a query cache and a router. */
export function renderScreen(ui: ReactElement, { path = '/', client = testQueryClient() } = {}) {
  return render(
    <ConfigProvider direction="rtl" theme={theme} wave={wave}>
      <AntApp>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

/** A JSON answer as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch for one test; each call is answered by `answer(request)`. */
export function mockFetch(answer: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn((request: Request) => Promise.resolve(answer(request)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A user of the given role, active unless told otherwise. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '1000000001',
    first_name: 'أحمد',
    second_name: 'محمد',
    third_name: 'علي',
    last_name: 'السالم',
    email: 'ahmad@example.com',
    phone: '0500000001',
    role: 'admin',
    user_type: 'admin',
    is_active: true,
    account_status: 'active',
    school_id: null,
    school_name: null,
    ...overrides,
  } as SessionUser;
}

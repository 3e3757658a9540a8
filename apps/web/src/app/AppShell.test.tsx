import { render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { findRoute } from '#common';
import { privilegeKeys } from '../api/privileges';
import { session } from '../session/session';
import { T } from '../shared/locale';
import { jsonResponse, makeUser, mockFetch, testQueryClient } from '../test/render';
import { AppShell } from './AppShell';

// The layouts are lazy: the first test to open each one waits for it to be transformed and loaded, which can take
// more than findBy's default second on a busy machine.
const LAYOUT_LOADED = { timeout: 5000 };

const PAGES = ['/login', '/home', '/about', '/profile', '/schools', '/classes', '/teachers', '/registration', '/audit-log', '/my-grades'];

function renderAt(path: string, client: QueryClient = testQueryClient()) {
  const router = createMemoryRouter([{ element: <AppShell />, children: PAGES.map((page) => ({ path: page, element: <p>page {page}</p> })) }], {
    initialEntries: [path],
  });
  render(
    <ConfigProvider direction="rtl">
      <AntApp>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return router;
}

let signIns = 0;

/**
 * Signs a user in with known privileges already cached, as after a first load; each with a token of its own, as a real
 * sign-in, so a refresh still on its way from an earlier test's session is dropped.
 */
function signInWith(user = makeUser(), permissions = {}) {
  session.signIn(`token-${++signIns}`, user);
  const client = testQueryClient();
  client.setQueryData(privilegeKeys.user(user.id), permissions);
  mockFetch((request) => (request.url.endsWith('/api/auth/me') ? jsonResponse({ user }) : jsonResponse({ error: 'x' }, 404)));
  return client;
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('sends a visitor without a session to /login', async () => {
    const router = renderAt('/schools');
    expect(await screen.findByText('page /login', undefined, LAYOUT_LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a visitor open public pages', async () => {
    renderAt('/registration');
    expect(await screen.findByText('page /registration', undefined, LAYOUT_LOADED)).toBeTruthy();
  });

  it('admits a role listed for the route', async () => {
    renderAt('/schools', signInWith(makeUser({ role: 'admin' })));
    expect(await screen.findByText('page /schools', undefined, LAYOUT_LOADED)).toBeTruthy();
  });

  it('sends a user without the role or privilege to /home', async () => {
    const router = renderAt('/teachers', signInWith(makeUser({ role: 'parent', user_type: 'parent' })));
    expect(await screen.findByText('page /home', undefined, LAYOUT_LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('admits a user whose own privilege allows the route', async () => {
    // parents have no `users` privilege by default; this one was granted users:view, which /teachers needs
    renderAt('/teachers', signInWith(makeUser({ role: 'parent', user_type: 'parent' }), { users: ['view'] }));
    expect(await screen.findByText('page /teachers', undefined, LAYOUT_LOADED)).toBeTruthy();
  });

  it('keeps an inactive account to /about and /profile', async () => {
    const pending = makeUser({ role: 'parent', user_type: 'parent', is_active: false, account_status: 'pending_activation' });
    const router = renderAt('/home', signInWith(pending));
    expect(await screen.findByText('page /about', undefined, LAYOUT_LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('lets an inactive account open /profile', async () => {
    const pending = makeUser({ role: 'student', user_type: 'student', is_active: false, account_status: 'pending_activation' });
    renderAt('/profile', signInWith(pending));
    expect(await screen.findByText('page /profile', undefined, LAYOUT_LOADED)).toBeTruthy();
  });

  it('says it is checking permissions while they load', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator' }));
    mockFetch(() => new Promise<Response>(() => undefined));
    renderAt('/classes');
    expect(await screen.findByText(T.checkingPermissions)).toBeTruthy();
  });
});

describe('page title', () => {
  // Every layout gives the page one h1, the route's label (docs/web-patterns.md, "Headings"); pages start at h2.
  it.each([
    ['the staff layout', '/schools', () => signInWith(makeUser({ role: 'admin' }))],
    ['the member layout', '/home', () => signInWith(makeUser({ role: 'parent', user_type: 'parent' }))],
    ['the public layout', '/registration', () => testQueryClient()],
  ])('%s names %s in one h1', async (_layout, path, client) => {
    renderAt(path, client());
    expect(await screen.findByText(`page ${path}`, undefined, LAYOUT_LOADED)).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual([findRoute(path)?.label]);
  });
});

describe('menus', () => {
  const linksOf = (nav: HTMLElement) => Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);

  it.each([
    ['teacher', ['الصفحة الرئيسية', 'حلقاتي', 'الدرجات', 'الحضور والغياب', 'إدارة النقاط', 'الملف الشخصي', 'عن المنصة']],
    ['parent', ['الصفحة الرئيسية', 'الأبناء', 'الملف الشخصي', 'عن المنصة']],
    ['student', ['الصفحة الرئيسية', 'درجاتي', 'حضوري', 'نقاطي', 'الملف الشخصي', 'عن المنصة']],
  ] as const)('gives a %s a top bar of their own daily pages, and none that would show them nothing', async (role, links) => {
    renderAt('/home', signInWith(makeUser({ role, user_type: role })));
    expect(await screen.findByText('page /home', undefined, LAYOUT_LOADED)).toBeTruthy();
    expect(linksOf(screen.getByRole('navigation'))).toEqual(links);
  });

  it('names the page in the top bar on a phone, where the links fold into the menu', async () => {
    await page.viewport(390, 844);
    try {
      renderAt('/my-grades', signInWith(makeUser({ role: 'student', user_type: 'student' })));
      expect(await screen.findByText('page /my-grades', undefined, LAYOUT_LOADED)).toBeTruthy();
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.textContent).toBe('درجاتي');
      expect(heading.closest('header')).toBeTruthy();
      expect(heading.className).not.toContain('visually-hidden');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it("scrolls the side menu to the current page's entry", async () => {
    await page.viewport(1280, 500);
    try {
      renderAt('/audit-log', signInWith(makeUser({ role: 'admin' })));
      expect(await screen.findByText('page /audit-log', undefined, LAYOUT_LOADED)).toBeTruthy();
      const entry = (await screen.findByRole('menuitem', { name: /سجل التدقيق/ })) as HTMLElement;
      const menu = entry.closest('.ant-menu-root') as HTMLElement;
      await vi.waitFor(() => expect(menu.scrollTop).toBeGreaterThan(0));
      const [box, item] = [menu.getBoundingClientRect(), entry.getBoundingClientRect()];
      expect(item.top).toBeGreaterThanOrEqual(box.top);
      expect(item.bottom).toBeLessThanOrEqual(box.bottom);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

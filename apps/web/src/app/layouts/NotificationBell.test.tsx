import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '#common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { T } from '../../shared/locale';
import UserManagementPage from '../../features/user-management';
import { USERS_T } from '../../features/user-management/locale';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the notification bell', () => {
  it('shows the server’s count and lists its items, each leading to its screen', async () => {
    session.signIn('token', makeUser({ role: 'admin' }));
    mockFetch(() =>
      jsonResponse({ count: 3, items: [{ kind: 'pendingAccounts', title: '3 حسابات بانتظار الموافقة', count: 3, path: '/user-management?status=pending' }] }),
    );
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: `${T.notifications}: 3` });
    expect(bell.textContent).toContain('3');
    bell.focus();
    fireEvent.click(bell);
    const link = await screen.findByRole('link', { name: '3 حسابات بانتظار الموافقة' });
    expect(link.getAttribute('href')).toBe('/user-management?status=pending');
    // The list is loaded on this first click and wraps the bell, which is drawn anew: it keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `${T.notifications}: 3` }));
  });

  it('says there is nothing new at 0, and stays at 0 when the request fails', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    mockFetch(() => jsonResponse({ count: 0, items: [] }));
    const { unmount } = renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: T.notifications });
    fireEvent.click(bell);
    expect(await screen.findByText(T.noNotifications)).toBeTruthy();
    unmount();

    mockFetch(() => jsonResponse({ error: 'خطأ' }, 500));
    renderScreen(<NotificationBell />);
    expect(await screen.findByRole('button', { name: T.notifications })).toBeTruthy();
  });

  it('counts down as soon as an account is approved on /user-management', async () => {
    const admin = makeUser({ role: 'admin' });
    session.signIn('token', admin);
    let approved = false;
    const pending = {
      ...admin,
      id: '1555555551',
      first_name: 'خالد',
      role: 'parent',
      user_type: 'parent',
      is_active: false,
      account_status: 'pending_activation',
      school_id: null,
      school_name: null,
      created_at: '2026-08-20T09:00:00.000Z',
      notes: null,
      children_count: 0,
      classes: [],
      parent_ids: [],
      email_duplicate: false,
    };
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/dashboard/notifications')
        return jsonResponse(approved ? { count: 0, items: [] } : { count: 1, items: [{ kind: 'pendingAccounts', title: 'حساب واحد', count: 1, path: '/' }] });
      if (url.pathname === '/api/users' && request.method === 'GET') return jsonResponse(approved ? [] : [pending]);
      if (request.method === 'POST') {
        approved = true;
        return jsonResponse({ message: MESSAGES.users.approved, user: pending });
      }
      return jsonResponse({ permissions: {}, schools: [] });
    });
    renderScreen(
      <>
        <NotificationBell />
        <UserManagementPage />
      </>,
    );
    await screen.findByRole('button', { name: `${T.notifications}: 1` });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${USERS_T.approve}:`) }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: USERS_T.approve }));
    await waitFor(() => expect(screen.getByRole('button', { name: T.notifications })).toBeTruthy());
  });
});

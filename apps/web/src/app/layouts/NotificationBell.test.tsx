import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { T } from '../../shared/locale';

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
    fireEvent.click(bell);
    const link = await screen.findByRole('link', { name: '3 حسابات بانتظار الموافقة' });
    expect(link.getAttribute('href')).toBe('/user-management?status=pending');
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
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import PasswordManagementPage from '.';
import { T } from '../../shared/locale';
import { PASSWORDS_T } from './locale';

const STUDENT = {
  id: '1463087344',
  first_name: 'أنس',
  second_name: 'عبدالإله',
  third_name: 'يوسف',
  last_name: 'البلوي',
  email: null,
  phone: '0551234567',
  role: 'student',
  user_type: 'student',
  is_active: true,
  account_status: 'active',
  school_id: 1,
  school_name: 'مجمع الفرقان',
  address: null,
  neighborhood: null,
  date_of_birth: null,
  school_level: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The list and the reset; the bodies sent to the reset are kept. */
function serve() {
  const resets: unknown[] = [];
  const fetchMock = mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user-management/password-reset-users') return jsonResponse({ users: [STUDENT] });
    if (pathname === '/api/user-management/reset-password') {
      resets.push(await request.json());
      return jsonResponse({ message: MESSAGES.passwords.changed('أنس عبدالإله يوسف البلوي') });
    }
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
  });
  return { fetchMock, resets };
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('password management', () => {
  it('the admin filters by role; a complex manager does not', async () => {
    session.signIn('token', makeUser({ role: 'admin', user_type: 'admin' }));
    serve();
    const admin = renderScreen(<PasswordManagementPage />);
    await expectShown('أنس عبدالإله يوسف البلوي');
    expect(screen.getByRole('combobox', { name: T.accountType })).toBeTruthy();
    admin.unmount();

    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator' }));
    renderScreen(<PasswordManagementPage />);
    await expectShown('أنس عبدالإله يوسف البلوي');
    expect(screen.queryByRole('combobox', { name: T.accountType })).toBeNull();
  });

  it('refuses two different passwords, then sends the new one for that user', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator' }));
    const { resets } = serve();
    renderScreen(<PasswordManagementPage />);
    await expectShown('أنس عبدالإله يوسف البلوي');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(PASSWORDS_T.setPassword) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(T.newPassword), { target: { value: 'secret-1' } });
    fireEvent.change(within(dialog).getByLabelText(T.confirmPasswordLabel), { target: { value: 'secret-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.passwords.mismatch);
    expect(resets).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(T.confirmPasswordLabel), { target: { value: 'secret-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(resets).toEqual([{ userId: STUDENT.id, newPassword: 'secret-1' }]));
    await expectShown(MESSAGES.passwords.changed('أنس عبدالإله يوسف البلوي'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown, pressWhenReady } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import ProfilePage from '.';
import { PROFILE_PAGE_T } from './locale';

const USER = {
  ...makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }),
  first_name: 'ماجد',
  second_name: 'ناصر',
  third_name: 'علي',
  last_name: 'القرني',
  email: 'majed@example.com',
  phone: '0561112233',
  address: null,
  date_of_birth: null,
  school_name: 'مجمع الفرقان',
  class_name: null,
  classes: [{ id: 7, name: 'حلقة الإمام عاصم' }],
  created_at: '2025-09-01T08:00:00Z',
};

function serve(sent: { method: string; path: string; body: unknown }[]) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/profile/me') return jsonResponse({ user: USER });
    const body = await request.json();
    sent.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === '/api/profile/me') return jsonResponse({ message: MESSAGES.profile.saved, user: { ...USER, ...body } });
    if (body.currentPassword !== 'old-pass-1')
      return jsonResponse({ error: MESSAGES.passwords.currentWrong, details: [{ path: 'currentPassword', msg: MESSAGES.passwords.currentWrong }] }, 400);
    return jsonResponse({ message: MESSAGES.passwords.ownChanged, token: 'renewed-token' });
  });
}

beforeEach(() => session.signIn('token', USER));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('profile', () => {
  it('shows the person with their circles, and saves the four fields', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    serve(sent);
    renderScreen(<ProfilePage />, { path: '/profile' });
    await expectShown('ماجد ناصر علي القرني', 'حلقة الإمام عاصم', 'majed@example.com');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(PROFILE_PAGE_T.editInfo) }));
    fireEvent.change(await screen.findByLabelText(new RegExp(T.address)), { target: { value: 'حي الملقا' } });
    fireEvent.change(screen.getByLabelText(new RegExp(T.phone)), { target: { value: '0412345678' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await expectShown(MESSAGES.validation.mobile);
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(new RegExp(T.phone)), { target: { value: '0559876543' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/profile/me',
      body: { phone: '0559876543', email: 'majed@example.com', address: 'حي الملقا', date_of_birth: null },
    });
    await expectShown(MESSAGES.profile.saved);
  });

  it('changes the password: a wrong current one shows under its field; then the session goes on with the new token', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    serve(sent);
    renderScreen(<ProfilePage />, { path: '/profile' });
    await expectShown(PROFILE_PAGE_T.tipsTitle);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(PROFILE_PAGE_T.changePassword) }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(PROFILE_PAGE_T.currentPassword, 'wrong-pass-1');
    type(T.newPassword, 'Better2026');
    type(T.confirmNewPassword, 'Better2026');
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(within(dialog).getAllByText(MESSAGES.passwords.currentWrong).length).toBeGreaterThan(0));
    type(PROFILE_PAGE_T.currentPassword, 'old-pass-1');
    await pressWhenReady(dialog, T.save);
    await expectShown(MESSAGES.passwords.ownChanged);
    expect(session.get().token).toBe('renewed-token');
    expect(session.get().user?.id).toBe(USER.id);
  });
});

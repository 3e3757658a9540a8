import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../../session/session';
import { expectShown, fill, press } from '../../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../../test/render';
import LoginPage from '.';

function renderLogin() {
  renderScreen(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/Home" element={<p>home page</p>} />
      <Route path="/about" element={<p>about page</p>} />
    </Routes>,
    { path: '/login' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('sign-in form', () => {
  it('requires the ID and the password', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderLogin();
    press(/تسجيل الدخول/);
    await waitFor(() => expect(screen.getAllByText(MESSAGES.validation.required)).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    mockFetch(() => jsonResponse({ error: MESSAGES.auth.loginFailed }, 401));
    renderLogin();
    fill('رقم الهوية', '1000000000');
    fill('كلمة المرور', 'wrong-password');
    press(/تسجيل الدخول/);
    await expectShown(MESSAGES.auth.loginFailed);
  });

  it('lands on /Home, or on /about when the account is limited', async () => {
    mockFetch(() => jsonResponse({ token: 't', user: makeUser(), account_status: 'active', limited_access: false, warning: null }));
    renderLogin();
    fill('رقم الهوية', '1000000000');
    fill('كلمة المرور', 'secret1');
    press(/تسجيل الدخول/);
    await expectShown('home page');
    expect(session.get().token).toBe('t');
  });

  it('sends a pending account to /about', async () => {
    const user = makeUser({ role: 'parent', is_active: false, account_status: 'pending_activation' });
    mockFetch(() => jsonResponse({ token: 't', user, account_status: 'pending_activation', limited_access: true, warning: MESSAGES.auth.pendingReview }));
    renderLogin();
    fill('رقم الهوية', '1000000002');
    fill('كلمة المرور', 'secret1');
    press(/تسجيل الدخول/);
    await expectShown('about page');
  });
});

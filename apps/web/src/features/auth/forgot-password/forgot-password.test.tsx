import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { expectShown, fill, press } from '../../../test/forms';
import { jsonResponse, mockFetch, renderScreen } from '../../../test/render';
import { AUTH_T } from '../locale';
import ForgotPasswordPage from '.';
import ResetPasswordPage from '../reset-password';
import { T } from '../../../shared/locale';

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('checks the identifier, sends it, shows the neutral confirmation and sends again', async () => {
    const sent: unknown[] = [];
    mockFetch(async (request) => {
      sent.push(await request.json());
      return jsonResponse({ message: MESSAGES.passwordReset.sent });
    });
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    fill(AUTH_T.identifierLabel, '12345');
    press(AUTH_T.sendLink);
    await expectShown(MESSAGES.passwordReset.identifier);
    expect(sent).toEqual([]);
    fill(AUTH_T.identifierLabel, ' anas@example.com ');
    press(AUTH_T.sendLink);
    await expectShown(AUTH_T.sentTitle, MESSAGES.passwordReset.sent);
    expect(sent).toEqual([{ identifier: 'anas@example.com' }]);
    press(AUTH_T.sendAgain);
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('shows the first detail of a refusal, else the server’s sentence', async () => {
    mockFetch(() => jsonResponse({ error: MESSAGES.passwordReset.tooMany(12) }, 429));
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    fill(AUTH_T.identifierLabel, '1463087344');
    press(AUTH_T.sendLink);
    await expectShown(MESSAGES.passwordReset.tooMany(12));
    expect(screen.queryByText(AUTH_T.sentTitle)).toBeNull();
  });
});

describe('reset password', () => {
  it('says a link without a token is invalid, without asking the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    await expectShown(AUTH_T.linkInvalid, AUTH_T.requestNewLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an expired or used link is invalid, with the way to a new one', async () => {
    mockFetch(() => jsonResponse({ error: MESSAGES.passwordReset.invalidToken }, 400));
    renderScreen(<ResetPasswordPage />, { path: '/reset-password?token=old' });
    await expectShown(MESSAGES.passwordReset.invalidToken, AUTH_T.requestNewLink);
  });

  it('verifies the link, checks the rule and the confirmation, sets the password, then leads to sign-in', async () => {
    const resets: unknown[] = [];
    mockFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/forgot-password/verify-token')
        return jsonResponse({ valid: true, user: { name: 'أنس عبدالإله يوسف البلوي', email: 'a***@example.com' } });
      resets.push(await request.json());
      return jsonResponse({ message: MESSAGES.passwordReset.done });
    });
    renderScreen(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });
    await expectShown(AUTH_T.resetFor('أنس عبدالإله يوسف البلوي'));
    fill(T.newPassword, 'abcdefg');
    fill(T.confirmNewPassword, 'abcdefh');
    press(AUTH_T.savePassword);
    await expectShown(MESSAGES.passwords.weak, MESSAGES.passwords.mismatch);
    fill(T.newPassword, 'Quran2026');
    fill(T.confirmNewPassword, 'Quran2026');
    press(AUTH_T.savePassword);
    await expectShown(MESSAGES.passwordReset.done);
    expect(resets).toEqual([{ token: 'abc123', newPassword: 'Quran2026', confirmPassword: 'Quran2026' }]);
    expect(screen.getByRole('button', { name: T.signIn })).toBeTruthy();
  });
});

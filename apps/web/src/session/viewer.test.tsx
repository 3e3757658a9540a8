import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RULES } from '#common';
import { privilegeKeys } from '../api/privileges';
import { jsonResponse, makeUser, mockFetch, testQueryClient } from '../test/render';
import { session } from './session';
import { useCan, useViewer } from './viewer';

function wrapperWith(permissions?: object) {
  const client = testQueryClient();
  const user = session.get().user;
  if (user && permissions) client.setQueryData(privilegeKeys.user(user.id), permissions);
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('useCan', () => {
  it('answers as libs/common’s allows: the admin by role, a complex manager by the role’s default privileges', () => {
    session.signIn('token', makeUser({ role: 'admin' }));
    const admin = renderHook(() => [useCan(RULES.schools.create), useCan(RULES.schools.delete)], { wrapper: wrapperWith({}) });
    expect(admin.result.current).toEqual([true, true]);

    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator' }));
    const manager = renderHook(() => [useCan(RULES.schools.edit), useCan(RULES.schools.create), useCan(RULES.schools.delete)], { wrapper: wrapperWith({}) });
    expect(manager.result.current).toEqual([true, false, false]);
  });

  it('admits a user by their own grant once the privileges arrive', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    mockFetch(() => jsonResponse({ user_id: '1000000001', role: 'teacher', permissions: { schools: ['create'] }, role_permissions: {} }));
    const { result } = renderHook(() => ({ can: useCan(RULES.schools.create), viewer: useViewer() }), { wrapper: wrapperWith() });
    expect(result.current.can).toBe(false);
    expect(result.current.viewer.checking).toBe(true);
    await waitFor(() => expect(result.current.can).toBe(true));
    expect(result.current.viewer.checking).toBe(false);
  });

  it('refuses everything but the public to a limited account, and nobody is asked about when signed out', () => {
    session.signIn('token', makeUser({ role: 'admin', is_active: false, account_status: 'pending_activation' }));
    const limited = renderHook(() => ({ can: useCan(RULES.schools.view), viewer: useViewer() }), { wrapper: wrapperWith() });
    expect(limited.result.current.can).toBe(false);
    expect(limited.result.current.viewer).toMatchObject({ limited: true, checking: false, role: 'admin' });

    session.clear();
    const none = renderHook(() => ({ can: useCan(RULES.general.public), viewer: useViewer() }), { wrapper: wrapperWith() });
    expect(none.result.current.can).toBe(true);
    expect(none.result.current.viewer).toMatchObject({ user: null, role: null, subject: null, checking: false });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { jsonResponse, makeUser, mockFetch, testQueryClient } from '../test/render';
import { session } from '../session/session';
import { signOut } from '../session/sign-out';
import { PRIVILEGE_CACHE_MS, privilegeKeys, privilegeQueries } from './privileges';

const USER_ID = '1000000001';
const privilegeAnswer = () => jsonResponse({ user_id: USER_ID, role: 'teacher', permissions: { users: ['manage'] }, role_permissions: {} });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  session.signIn('token', makeUser({ id: USER_ID }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
  queryClient.clear();
});

describe('privilege cache', () => {
  it('asks the server for the user’s own privileges, with the token', async () => {
    const fetchMock = mockFetch(privilegeAnswer);
    const permissions = await testQueryClient().fetchQuery(privilegeQueries.user(USER_ID));
    expect(permissions).toEqual({ users: ['manage'] });
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe(`/api/privileges/${USER_ID}`);
    expect(request.headers.get('Authorization')).toBe('Bearer token');
  });

  it('answers from the cache for 5 minutes, then fetches again', async () => {
    const fetchMock = mockFetch(privilegeAnswer);
    const client = testQueryClient();
    await client.fetchQuery(privilegeQueries.user(USER_ID));
    vi.advanceTimersByTime(PRIVILEGE_CACHE_MS - 1000);
    await client.fetchQuery(privilegeQueries.user(USER_ID));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await client.fetchQuery(privilegeQueries.user(USER_ID));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is cleared on sign-out', async () => {
    mockFetch(privilegeAnswer);
    await queryClient.fetchQuery(privilegeQueries.user(USER_ID));
    expect(queryClient.getQueryData(privilegeKeys.user(USER_ID))).toEqual({ users: ['manage'] });
    signOut();
    expect(queryClient.getQueryData(privilegeKeys.user(USER_ID))).toBeUndefined();
    expect(session.get().token).toBeNull();
  });

  it('treats a failed fetch as no custom privileges', async () => {
    mockFetch(() => jsonResponse({ error: 'خطأ' }, 500));
    expect(await testQueryClient().fetchQuery(privilegeQueries.user(USER_ID))).toEqual({});
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await testQueryClient().fetchQuery(privilegeQueries.user(USER_ID))).toEqual({});
  });

  it('keeps only categories and actions the platform knows', async () => {
    mockFetch(() => jsonResponse({ user_id: USER_ID, role: 'teacher', permissions: { users: ['view', 'fly'], moon: ['all'] }, role_permissions: {} }));
    expect(await testQueryClient().fetchQuery(privilegeQueries.user(USER_ID))).toEqual({ users: ['view'] });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authNotice, session } from '../session/session';
import { jsonResponse, makeUser, mockFetch } from '../test/render';
import { api, REQUEST_TIMEOUT_MS, setAuthRedirect } from './client';
import { ApiError, call, errorMessage } from './request';

const redirect = vi.fn();

beforeEach(() => {
  setAuthRedirect(redirect);
  redirect.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the shared request layer', () => {
  it('sends no Authorization header without a session', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ schools: [] }));
    await call(api.GET('/api/schools/public'));
    expect(fetchMock.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it('gives every request a 30-second timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    mockFetch(() => jsonResponse({ schools: [] }));
    await call(api.GET('/api/schools/public'));
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('signs out and goes to /login on a 401, keeping the message for the sign-in page', async () => {
    session.signIn('token', makeUser());
    mockFetch(() => jsonResponse({ error: 'انتهت الجلسة، يرجى تسجيل الدخول من جديد' }, 401));
    await expect(call(api.GET('/api/schools'))).rejects.toThrow('انتهت الجلسة، يرجى تسجيل الدخول من جديد');
    expect(session.get().token).toBeNull();
    expect(authNotice.peek()).toBe('انتهت الجلسة، يرجى تسجيل الدخول من جديد');
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('signs out on a 403 that is not about the account’s state', async () => {
    session.signIn('token', makeUser());
    mockFetch(() => jsonResponse({ error: 'ليست لديك صلاحية لهذا الإجراء' }, 403));
    await expect(call(api.GET('/api/schools'))).rejects.toBeInstanceOf(ApiError);
    expect(session.get().token).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('keeps the session and goes to /access-denied when the account is not active', async () => {
    session.signIn('token', makeUser());
    mockFetch(() => jsonResponse({ error: 'حسابك غير مفعل، لا يمكنك الوصول إلى هذه الصفحة حتى تعتمده الإدارة' }, 403));
    await expect(call(api.GET('/api/schools'))).rejects.toBeInstanceOf(ApiError);
    expect(session.get().token).toBe('token');
    expect(authNotice.peek()).toContain('غير مفعل');
    expect(redirect).toHaveBeenCalledWith('/access-denied');
  });

  it('leaves a public call’s refusal (a wrong password) to its screen', async () => {
    mockFetch(() => jsonResponse({ error: 'بيانات الدخول غير صحيحة' }, 401));
    await expect(call(api.POST('/api/auth/login', { body: { id: '1', password: 'x' } }))).rejects.toThrow('بيانات الدخول غير صحيحة');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('falls back to the screen’s text when the server gives none, and carries field details', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    const silent = await call(api.GET('/api/schools/public')).catch((error: unknown) => error);
    expect(errorMessage(silent, 'فشل في تحميل مجمع الحلقات')).toBe('فشل في تحميل مجمع الحلقات');
    mockFetch(() => jsonResponse({ error: 'البيانات المدخلة غير صحيحة', details: [{ path: 'phone', msg: 'bad' }] }, 400));
    const failure = await call(api.GET('/api/schools/public')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).details).toEqual([{ path: 'phone', msg: 'bad' }]);
    expect(errorMessage(failure, 'x')).toBe('البيانات المدخلة غير صحيحة');
  });

  it('says when the server could not be reached or took too long', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(api.GET('/api/schools/public'))).rejects.toThrow(/تعذر الاتصال بالخادم/);
    const offline = await call(api.GET('/api/schools/public')).catch((error: unknown) => error);
    expect(errorMessage(offline, 'فشل في تحميل مجمع الحلقات')).toMatch(/^فشل في تحميل مجمع الحلقات: تعذر الاتصال بالخادم/);
    mockFetch(() => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    await expect(call(api.GET('/api/schools/public'))).rejects.toThrow(/انتهت مهلة الطلب/);
  });
});

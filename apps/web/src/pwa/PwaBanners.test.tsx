import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { call } from '../api/request';
import { jsonResponse, mockFetch, renderScreen } from '../test/render';
import { FROM_CACHE_HEADER, isCachedApiPath } from './api-cache';
import { PwaBanners } from './PwaBanners';
import { PWA_T } from './locale';
import { newVersion } from './service-worker';

const CIRCLES = { success: true, classes: [] };

/** An answer as the service worker gives it from its cache (sw.ts marks it). */
function fromCache(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', [FROM_CACHE_HEADER]: '1' } });
}

/** The browser going offline or back online, as navigator.onLine and its window event say. */
function connection(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  connection(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => newVersion.set(null));
});

describe('the installed app notices', () => {
  it('offers a waiting new version and switches to it once on تحديث', async () => {
    renderScreen(<PwaBanners />);
    expect(screen.queryByText(PWA_T.updateAvailable)).toBeNull();
    const applyUpdate = vi.fn(() => Promise.resolve());
    act(() => newVersion.set(applyUpdate));
    await screen.findByText(PWA_T.updateAvailable);
    fireEvent.click(screen.getByRole('button', { name: PWA_T.updateLabel }));
    expect(screen.getByRole('button', { name: PWA_T.updateLabel }).textContent).toBe(PWA_T.update);
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('says the data may be out of date while the device is offline, and stops once it is back online', async () => {
    renderScreen(<PwaBanners />);
    expect(screen.queryByText(PWA_T.offlineData)).toBeNull();
    connection(false);
    await screen.findByText(PWA_T.offlineData);
    connection(true);
    await waitFor(() => expect(screen.queryByText(PWA_T.offlineData)).toBeNull());
  });

  it('says so while an answer on screen came from the cache, until the same call is answered by the server', async () => {
    renderScreen(<PwaBanners />);
    mockFetch(() => fromCache(CIRCLES));
    await act(() => call(api.GET('/api/classes')));
    await screen.findByText(PWA_T.weakNetworkData);
    // Another call's fresh answer does not make the circles fresh.
    mockFetch(() => jsonResponse({ success: true, semesters: [] }));
    await act(() => call(api.GET('/api/semesters')));
    expect(screen.getByText(PWA_T.weakNetworkData)).toBeTruthy();
    mockFetch(() => jsonResponse(CIRCLES));
    await act(() => call(api.GET('/api/classes')));
    await waitFor(() => expect(screen.queryByText(PWA_T.weakNetworkData)).toBeNull());
  });
});

describe('the calls the service worker keeps for offline use', () => {
  it("keeps the teacher's daily reads and never sign-in, passwords or the admin screens", () => {
    for (const path of [
      '/api/auth/me',
      '/api/attendance/classes',
      '/api/attendance/semester/2/class/7',
      '/api/points/teacher/my-classes',
      '/api/classes/7/students',
      '/api/classes/7/student/1463087344/profile',
    ]) {
      expect([path, isCachedApiPath(path)]).toEqual([path, true]);
    }
    for (const path of ['/api/auth/login', '/api/profile/change-password', '/api/users', '/api/audit-logs', '/api/classes/7/students/extra', '/api/docs']) {
      expect([path, isCachedApiPath(path)]).toEqual([path, false]);
    }
  });
});

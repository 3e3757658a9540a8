import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import HomePage from '.';
import { T } from '../../shared/locale';
import { HOME_T } from './locale';

const CIRCLE = {
  id: 1,
  name: 'حلقة الإمام عاصم',
  school_id: 1,
  school_name: 'مجمع الفرقان',
  semester_id: 2,
  semester_name: 'الفصل الأول 2026',
  school_level: 'روضة',
  level: 'روضة',
  student_count: 10,
  teachers_with_roles: [
    { id: '1218309217', role: 'primary', name: 'ريان حسن سلمان آل سعود' },
    { id: '1658205180', role: 'assistant', name: 'عبدالعزيز مازن سعود آل الشيخ' },
  ],
};

/** Answers the privileges call and the circle list (`circles`, or a failure when given a status). */
function serve(circles: unknown[] | number) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (pathname === '/api/classes') return typeof circles === 'number' ? jsonResponse({ error: 'تعذر تحميل الحلقات' }, circles) : jsonResponse(circles);
    return jsonResponse({}, 404);
  });
}

const requested = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.some(([request]) => new URL(request.url).pathname === path);

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('my circles on the home page', () => {
  it('shows a student their circle with its complex, semester, students and teachers', async () => {
    session.signIn('token', makeUser({ role: 'student', user_type: 'student' }));
    serve([CIRCLE]);
    renderScreen(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 2, name: HOME_T.myClasses })).toBeTruthy();
    await expectShown('حلقة الإمام عاصم', 'مجمع الفرقان', 'الفصل الأول 2026', '10');
    expect(screen.getByText('ريان حسن سلمان آل سعود، عبدالعزيز مازن سعود آل الشيخ')).toBeTruthy();
  });

  it('tells a teacher without circles so, and the server’s sentence when the list fails', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    serve([]);
    const { unmount } = renderScreen(<HomePage />, { path: '/home' });
    await expectShown(HOME_T.noClasses);
    unmount();

    serve(500);
    renderScreen(<HomePage />, { path: '/home' });
    await expectShown('تعذر تحميل الحلقات');
  });

  it('is not shown to a complex manager, whose circle list is the whole complex', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator' }));
    const fetchMock = serve([CIRCLE]);
    renderScreen(<HomePage />, { path: '/home' });
    await expectShown(HOME_T.shortcutsTitle);
    expect(screen.queryByText(HOME_T.myClasses)).toBeNull();
    expect(requested(fetchMock, '/api/classes')).toBe(false);
  });
});

describe('the welcome card', () => {
  it('names a student with their four names, role, circle and centre', async () => {
    session.signIn('token', makeUser({ role: 'student', user_type: 'student', school_name: 'مجمع الفرقان' }));
    serve([CIRCLE]);
    renderScreen(<HomePage />, { path: '/home' });
    await expectShown(HOME_T.welcome('أحمد محمد علي السالم'), 'طالب', HOME_T.centre);
    const circle = await screen.findByText(T.circle);
    expect(circle.closest('tr')?.textContent).toContain('حلقة الإمام عاصم');
  });

  it('titles a teacher’s circles “the circles you teach” and labels the complex as such', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_name: 'مجمع الفرقان' }));
    serve([CIRCLE]);
    renderScreen(<HomePage />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 2, name: T.classesYouTeach })).toBeTruthy();
    expect(screen.getAllByText(T.complex).length).toBeGreaterThan(0);
    expect(screen.queryByText(HOME_T.centre)).toBeNull();
  });

  it('warns a pending account that browsing is limited, and offers only what it may open', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', is_active: false, account_status: 'pending_activation' }));
    const fetchMock = serve([CIRCLE]);
    renderScreen(<HomePage />, { path: '/home' });
    await expectShown(HOME_T.pendingBanner);
    expect(requested(fetchMock, '/api/classes')).toBe(false);
    const tiles = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(tiles.every((href) => href === '/about' || href === '/profile')).toBe(true);
  });

  it('links no tile to a page that does not exist', async () => {
    session.signIn('token', makeUser({ role: 'admin', user_type: 'admin' }));
    serve([]);
    renderScreen(<HomePage />, { path: '/home' });
    await expectShown(HOME_T.shortcutsTitle);
    const tiles = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(tiles).toContain('/dashboard');
    for (const missing of ['/reports', '/settings', '/assignments', '/my-schedule']) expect(tiles).not.toContain(missing);
  });

  it('breaks an e-mail only after its @, never inside the name or the domain', async () => {
    session.signIn('token', makeUser({ role: 'parent', user_type: 'parent', email: 'abdulrahman.alqahtani@example-school.edu.sa' }));
    serve([]);
    renderScreen(<HomePage />, { path: '/home' });
    const address = (await screen.findByText(T.email)).closest('tr')?.querySelector('.ltr-value') as HTMLElement;
    expect(address.textContent).toBe('abdulrahman.alqahtani@example-school.edu.sa');
    expect(address.querySelector('wbr')?.previousSibling?.textContent).toBe('abdulrahman.alqahtani@');
    expect([getComputedStyle(address).wordBreak, getComputedStyle(address).overflowWrap]).toEqual(['normal', 'normal']);
  });
});

describe('the shortcut tiles', () => {
  const tilesOf = async (role: 'teacher' | 'parent' | 'student') => {
    session.signIn('token', makeUser({ role, user_type: role }));
    serve([]);
    renderScreen(<HomePage />, { path: '/home' });
    await expectShown(HOME_T.shortcutsTitle);
    const section = screen.getByRole('heading', { level: 2, name: HOME_T.shortcutsTitle }).parentElement as HTMLElement;
    return Array.from(section.querySelectorAll('a')).map((link) => link.getAttribute('href'));
  };

  it('lead a teacher to their daily pages, and not to the pages that would refuse them or show only themself', async () => {
    const tiles = await tilesOf('teacher');
    expect(tiles).toEqual(expect.arrayContaining(['/my-classes', '/attendance', '/points-management', '/grading', '/students']));
    for (const dead of ['/daily-reports', '/teachers', '/parents', '/children']) expect(tiles).not.toContain(dead);
  });

  it('lead a parent to their children once, and a student to their grades, attendance and points', async () => {
    const parent = await tilesOf('parent');
    expect(parent).toContain('/children');
    for (const dead of ['/my-students', '/daily-reports', '/students']) expect(parent).not.toContain(dead);
    session.clear();
    cleanup();
    const student = await tilesOf('student');
    expect(student).toEqual(expect.arrayContaining(['/my-grades', '/my-attendance', '/student-points', '/dashboard']));
    for (const dead of ['/daily-reports', '/students']) expect(student).not.toContain(dead);
  });
});

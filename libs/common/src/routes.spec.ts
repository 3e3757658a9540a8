import type { Permissions } from './privileges.js';
import { ROLES, type Role } from './roles.js';
import { decideRoute, findRoute, LIMITED_ACCESS_PATHS, memberBarFor, menuFor, ROLE_FALLBACK_ROUTES, ROUTES, type RouteViewer } from './routes.js';

const viewer = (role: Role, permissions: Permissions | null = null, state: Partial<RouteViewer> = {}): RouteViewer => ({
  role,
  permissions,
  is_active: true,
  account_status: 'active',
  ...state,
});

const ALLOW = { allow: true };
const TO_LOGIN = { allow: false, redirect: '/login' };
const TO_HOME = { allow: false, redirect: '/home' };
const TO_ABOUT = { allow: false, redirect: '/about' };

const PUBLIC_PATHS = [
  '/',
  '/login',
  '/registration',
  '/parent-registration',
  '/student-registration',
  '/TeacherRegister',
  '/forgot-password',
  '/reset-password',
  '/about',
  '/access-denied',
];

describe('decideRoute without a session', () => {
  test.each(PUBLIC_PATHS)('public %s is open', (path) => {
    expect(decideRoute(path, null)).toEqual(ALLOW);
  });

  test.each([
    '/home',
    '/Home',
    '/dashboard',
    '/profile',
    '/students',
    '/schools',
    '/student/7/attendance',
    '/database/table/users',
    '/my-students',
    '/no-such-page',
  ])('%s sends to /login', (path) => {
    expect(decideRoute(path, null)).toEqual(TO_LOGIN);
  });

  it('public paths stay open with a query string or a trailing slash', () => {
    expect(decideRoute('/login?next=%2Fhome', null)).toEqual(ALLOW);
    expect(decideRoute('/about/', null)).toEqual(ALLOW);
    expect(decideRoute('/reset-password?token=abc', null)).toEqual(ALLOW);
    expect(decideRoute('/home/', null)).toEqual(TO_LOGIN);
  });
});

describe('decideRoute for a limited account', () => {
  const limited: [string, RouteViewer][] = [
    ['inactive admin', viewer('admin', null, { is_active: false })],
    ['pending teacher', viewer('teacher', null, { account_status: 'pending_activation' })],
    ['pending and inactive parent', viewer('parent', null, { is_active: false, account_status: 'pending_activation' })],
    ['rejected student', viewer('student', null, { account_status: 'rejected' })],
    ['suspended supervisor', viewer('supervisor', null, { account_status: 'suspended' })],
  ];

  describe.each(limited)('%s', (_name, person) => {
    it('may open /about and /profile', () => {
      expect(decideRoute('/about', person)).toEqual(ALLOW);
      expect(decideRoute('/profile', person)).toEqual(ALLOW);
      expect(decideRoute('/profile/', person)).toEqual(ALLOW);
      expect(decideRoute('/profile?tab=password', person)).toEqual(ALLOW);
    });

    it('is sent to /about from every signed-in route', () => {
      for (const path of ['/home', '/Home', '/dashboard', '/students', '/schools', '/children', '/student/1/attendance', '/my-students', '/no-such-page']) {
        expect(decideRoute(path, person)).toEqual(TO_ABOUT);
      }
    });

    it('still sees the public pages', () => {
      expect(decideRoute('/login', person)).toEqual(ALLOW);
      expect(decideRoute('/access-denied', person)).toEqual(ALLOW);
    });
  });

  it('an own grant does not lift the limit', () => {
    const person = viewer('teacher', { system: ['all'], users: ['all'] }, { is_active: false });
    expect(decideRoute('/database', person)).toEqual(TO_ABOUT);
  });

  it('limited paths are exactly /about and /profile', () => {
    expect([...LIMITED_ACCESS_PATHS].sort()).toEqual(['/about', '/profile']);
  });
});

/**
 * Every guarded route for every role with default privileges: the roles of spec 01's route table plus those whose
 * defaults (section 6 table) satisfy the route's required privilege (section 6 route->privilege map).
 */
const EVERYONE: readonly Role[] = ROLES;
const EXPECTED_ACCESS: Record<string, readonly Role[]> = {
  '/home': EVERYONE,
  '/Home': EVERYONE,
  '/dashboard': EVERYONE,
  '/profile': EVERYONE,
  '/students': EVERYONE,
  // schools view: every role has it by default.
  '/schools': EVERYONE,
  // system manage / users manage: only admin.
  '/admin-roots': ['admin'],
  '/privilege-management': ['admin'],
  '/database': ['admin'],
  '/database/table/:tableName': ['admin'],
  '/user-management': ['admin'],
  '/audit-log': ['admin'],
  '/administrators': ['admin'],
  // users edit: supervisor by privilege.
  '/password-management': ['admin', 'administrator', 'supervisor'],
  // academic view: every role has it.
  '/classes': EVERYONE,
  // academic manage: administrator (all) by role anyway.
  '/semesters': ['admin', 'administrator'],
  '/class-courses': ['admin', 'administrator'],
  // users view: administrator and teacher by privilege.
  '/teachers': ['admin', 'administrator', 'supervisor', 'teacher'],
  '/parents': ['admin', 'administrator', 'supervisor', 'teacher'],
  '/children': ['admin', 'administrator', 'teacher', 'parent'],
  // academic edit: supervisor by privilege.
  '/grading': ['admin', 'administrator', 'supervisor', 'teacher'],
  '/comprehensive-grading': ['admin', 'administrator', 'teacher'],
  // attendance manage: supervisor only has view and edit.
  '/attendance': ['admin', 'administrator', 'teacher'],
  '/student/:studentId/attendance': ['admin', 'administrator', 'teacher'],
  '/points-management': ['admin', 'administrator', 'supervisor', 'teacher'],
  '/points-reports': ['admin', 'administrator', 'supervisor', 'teacher'],
  // reports view: every role has it.
  '/daily-reports': EVERYONE,
  '/my-students': ['parent'],
  '/my-classes': ['teacher'],
  '/my-grades': ['student'],
  '/my-attendance': ['student'],
  '/student-points': ['student'],
};

const concrete = (pattern: string) => pattern.replace(':studentId', '42').replace(':tableName', 'users');

describe('decideRoute for active accounts with default privileges', () => {
  it('the expected table names every signed-in route of ROUTES', () => {
    const guarded = ROUTES.filter((r) => !r.access.public).map((r) => r.path);
    expect([...guarded].sort()).toEqual(Object.keys(EXPECTED_ACCESS).sort());
  });

  const cases = Object.entries(EXPECTED_ACCESS).flatMap(([path, allowed]) => ROLES.map((role) => [concrete(path), role, allowed.includes(role)] as const));
  test.each(cases)('%s as %s -> allowed %s', (path, role, allowed) => {
    expect(decideRoute(path, viewer(role))).toEqual(allowed ? ALLOW : TO_HOME);
  });

  it('a role in the list is allowed', () => {
    expect(decideRoute('/schools', viewer('admin'))).toEqual(ALLOW);
    expect(decideRoute('/semesters', viewer('administrator'))).toEqual(ALLOW);
    expect(decideRoute('/my-classes', viewer('teacher'))).toEqual(ALLOW);
    expect(decideRoute('/student-points', viewer('student'))).toEqual(ALLOW);
  });

  it('a role outside the list is allowed by its default privilege', () => {
    expect(decideRoute('/grading', viewer('supervisor'))).toEqual(ALLOW); // academic edit
    expect(decideRoute('/classes', viewer('teacher'))).toEqual(ALLOW); // academic view
    expect(decideRoute('/schools', viewer('parent'))).toEqual(ALLOW); // schools view
    expect(decideRoute('/teachers', viewer('administrator'))).toEqual(ALLOW); // users view
    expect(decideRoute('/password-management', viewer('supervisor'))).toEqual(ALLOW); // users edit
  });

  it('a role with neither the role nor the privilege goes to /home', () => {
    expect(decideRoute('/semesters', viewer('teacher'))).toEqual(TO_HOME); // academic manage
    expect(decideRoute('/teachers', viewer('parent'))).toEqual(TO_HOME); // users view
    expect(decideRoute('/attendance', viewer('student'))).toEqual(TO_HOME); // attendance manage
    expect(decideRoute('/attendance', viewer('supervisor'))).toEqual(TO_HOME);
    expect(decideRoute('/database', viewer('administrator'))).toEqual(TO_HOME); // system view only
    expect(decideRoute('/children', viewer('student'))).toEqual(TO_HOME); // no privilege route
    expect(decideRoute('/my-students', viewer('admin'))).toEqual(TO_HOME);
  });

  it('an own grant opens a route the role lacks', () => {
    expect(decideRoute('/semesters', viewer('teacher', { academic: ['manage'] }))).toEqual(ALLOW);
    expect(decideRoute('/teachers', viewer('parent', { users: ['view'] }))).toEqual(ALLOW);
    expect(decideRoute('/attendance', viewer('student', { attendance: ['all'] }))).toEqual(ALLOW);
    expect(decideRoute('/database/table/users', viewer('teacher', { system: ['manage'] }))).toEqual(ALLOW);
    // A grant in another category or a lesser action does not.
    expect(decideRoute('/semesters', viewer('teacher', { users: ['all'], academic: ['edit'] }))).toEqual(TO_HOME);
    // Routes without a privilege are role-only.
    expect(decideRoute('/comprehensive-grading', viewer('supervisor', { academic: ['all'] }))).toEqual(TO_HOME);
  });

  it('an unknown path is left to the not-found page', () => {
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(decideRoute('/no-such-page', viewer('student'))).toEqual(ALLOW);
  });
});

describe('path matching', () => {
  it('fills parameters of /student/:studentId/attendance and /database/table/:tableName', () => {
    expect(findRoute('/student/123/attendance')?.path).toBe('/student/:studentId/attendance');
    expect(findRoute('/database/table/users')?.path).toBe('/database/table/:tableName');
    expect(decideRoute('/student/123/attendance', viewer('teacher'))).toEqual(ALLOW);
    expect(decideRoute('/student/123/attendance', viewer('parent'))).toEqual(TO_HOME);
    expect(decideRoute('/database/table/users', viewer('admin'))).toEqual(ALLOW);
    expect(decideRoute('/database/table/users', viewer('supervisor'))).toEqual(TO_HOME);
  });

  it('does not match a parameterised route with a missing or extra segment', () => {
    expect(findRoute('/database/table')).toBeUndefined();
    expect(findRoute('/student/123')).toBeUndefined();
    expect(findRoute('/student/123/attendance/extra')).toBeUndefined();
    expect(findRoute('/database/table/users/rows')).toBeUndefined();
    expect(findRoute('/database')?.path).toBe('/database');
  });

  it('ignores the query string', () => {
    expect(findRoute('/student/123/attendance?from=2024-01-01')?.path).toBe('/student/:studentId/attendance');
    expect(decideRoute('/student/123/attendance?from=2024-01-01', viewer('administrator'))).toEqual(ALLOW);
    expect(decideRoute('/semesters?school=3', viewer('teacher'))).toEqual(TO_HOME);
    expect(decideRoute('/database/table/users?page=2', viewer('admin'))).toEqual(ALLOW);
  });

  it('ignores trailing slashes', () => {
    expect(findRoute('/semesters/')?.path).toBe('/semesters');
    expect(findRoute('/schools//')?.path).toBe('/schools');
    expect(findRoute('/student/9/attendance/')?.path).toBe('/student/:studentId/attendance');
    expect(findRoute('/')?.path).toBe('/');
    expect(decideRoute('/semesters/', viewer('teacher'))).toEqual(TO_HOME);
    expect(decideRoute('/semesters/', viewer('administrator'))).toEqual(ALLOW);
    expect(decideRoute('/database/table/users/', viewer('admin'))).toEqual(ALLOW);
    expect(decideRoute('/my-students/?x=1', viewer('parent'))).toEqual(ALLOW);
  });

  it('is case sensitive apart from the listed /Home spelling', () => {
    expect(findRoute('/Home')?.path).toBe('/Home');
    expect(findRoute('/home')?.path).toBe('/home');
    expect(findRoute('/SCHOOLS')).toBeUndefined();
    expect(findRoute('/teacherregister')).toBeUndefined();
  });
});

describe('ROLE_FALLBACK_ROUTES', () => {
  it('lists the spec 01 section 6 fallback routes', () => {
    expect(ROLE_FALLBACK_ROUTES).toEqual({
      admin: 'all',
      administrator: ['/classes', '/semesters', '/class-courses', '/password-management', '/grading', '/attendance', '/points-management', '/daily-reports'],
      supervisor: ['/teachers', '/parents', '/students', '/points-management', '/daily-reports'],
      teacher: ['/students', '/grading', '/attendance', '/points-management'],
      parent: ['/my-students', '/children'],
      student: ['/student-points'],
    });
  });

  const listed = ROLES.flatMap((role) => {
    const routes = ROLE_FALLBACK_ROUTES[role];
    return routes === 'all' ? [] : routes.map((path) => [role, path] as const);
  });
  test.each(listed)('%s reaches %s with default privileges', (role, path) => {
    expect(findRoute(path)?.path).toBe(path);
    expect(decideRoute(path, viewer(role))).toEqual(ALLOW);
  });

  it("admin ('all') reaches every route except the three personal pages of other roles", () => {
    const refused = ROUTES.filter((route) => decideRoute(concrete(route.path), viewer('admin')).allow === false).map((r) => r.path);
    expect(refused).toEqual(['/my-students', '/my-classes', '/my-grades', '/my-attendance', '/student-points']);
  });
});

const menuPaths = (person: RouteViewer) => menuFor(person).map((group) => [group.section.key, group.routes.map((r) => r.path)]);

describe('menuFor', () => {
  it("admin sees every menu route, in section order, except the other roles' personal pages", () => {
    expect(menuPaths(viewer('admin'))).toEqual([
      ['home', ['/home', '/dashboard']],
      ['system', ['/schools', '/admin-roots', '/privilege-management', '/user-management', '/database', '/password-management', '/audit-log']],
      ['academic', ['/classes', '/semesters', '/class-courses']],
      ['people', ['/teachers', '/students', '/parents', '/administrators', '/children']],
      ['evaluation', ['/grading', '/comprehensive-grading', '/attendance', '/points-management', '/points-reports', '/daily-reports']],
      ['personal', ['/profile']],
      ['general', ['/about']],
    ]);
    const allMenu = ROUTES.filter((r) => r.menu).map((r) => r.path);
    const shown = menuFor(viewer('admin')).flatMap((g) => g.routes.map((r) => r.path));
    expect(allMenu.filter((p) => !shown.includes(p))).toEqual(['/my-classes', '/my-grades', '/my-attendance', '/student-points']);
  });

  it("a parent's menu has no admin entry; its system section holds only /schools (schools view is every role's default)", () => {
    const menu = menuPaths(viewer('parent'));
    expect(menu).toEqual([
      ['home', ['/home', '/dashboard']],
      ['system', ['/schools']],
      ['academic', ['/classes']],
      ['people', ['/children']],
      ['personal', ['/profile']],
      ['general', ['/about']],
    ]);
  });

  it('a teacher is not offered the pages that would show them nothing or only themself, though the guard admits them', () => {
    expect(menuPaths(viewer('teacher'))).toEqual([
      ['home', ['/home', '/dashboard']],
      ['system', ['/schools']],
      ['academic', ['/classes']],
      ['people', ['/students']],
      ['evaluation', ['/grading', '/comprehensive-grading', '/attendance', '/points-management', '/points-reports']],
      ['personal', ['/profile', '/my-classes']],
      ['general', ['/about']],
    ]);
    for (const path of ['/teachers', '/parents', '/children', '/daily-reports']) expect(decideRoute(path, viewer('teacher'))).toEqual(ALLOW);
  });

  it('a grant that opens the calls behind a page offers it', () => {
    const offered = (person: RouteViewer) => menuFor(person).flatMap((g) => g.routes.map((r) => r.path));
    expect(offered(viewer('teacher', { users: ['edit'] }))).toEqual(expect.arrayContaining(['/teachers', '/parents', '/children']));
    expect(offered(viewer('supervisor'))).toEqual(expect.arrayContaining(['/teachers', '/students', '/parents', '/daily-reports']));
  });

  it('besides /schools, no system-section route is open to a parent', () => {
    // The system section of a parent comes only from /schools; nothing else in it is reachable.
    const systemRoutes = ROUTES.filter((r) => r.menu === 'system' && r.path !== '/schools');
    for (const route of systemRoutes) expect(decideRoute(route.path, viewer('parent'))).toEqual(TO_HOME);
  });

  it("a student's menu: their own pages, and none that would list only themself or refuse them", () => {
    expect(menuPaths(viewer('student'))).toEqual([
      ['home', ['/home', '/dashboard']],
      ['system', ['/schools']],
      ['academic', ['/classes']],
      ['personal', ['/profile', '/my-grades', '/my-attendance', '/student-points']],
      ['general', ['/about']],
    ]);
  });

  it("the member top bar: home, the role's daily pages, profile and about", () => {
    const bar = (person: RouteViewer) => memberBarFor(person).map((route) => route.path);
    expect(bar(viewer('teacher'))).toEqual(['/home', '/my-classes', '/grading', '/attendance', '/points-management', '/profile', '/about']);
    expect(bar(viewer('parent'))).toEqual(['/home', '/children', '/profile', '/about']);
    expect(bar(viewer('student'))).toEqual(['/home', '/my-grades', '/my-attendance', '/student-points', '/profile', '/about']);
    expect(bar(viewer('student', null, { is_active: false }))).toEqual(['/profile', '/about']);
  });

  it('own grants add menu entries', () => {
    const base = menuFor(viewer('teacher')).flatMap((g) => g.routes.map((r) => r.path));
    const granted = menuFor(viewer('teacher', { academic: ['manage'] })).flatMap((g) => g.routes.map((r) => r.path));
    expect(base).not.toContain('/semesters');
    expect(granted.filter((p) => !base.includes(p))).toEqual(['/semesters', '/class-courses']);
  });

  it('a limited account sees only /about and /profile', () => {
    for (const person of [viewer('admin', null, { is_active: false }), viewer('parent', null, { account_status: 'pending_activation' })]) {
      expect(menuPaths(person)).toEqual([
        ['personal', ['/profile']],
        ['general', ['/about']],
      ]);
    }
  });
});

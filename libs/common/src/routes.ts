import { hasLimitedAccess, type AccountState } from './account.js';
import { can, type Permissions, type PrivilegeRequirement } from './privileges.js';
import type { Role } from './roles.js';

/** Side-menu sections of the staff layout, in display order (spec 03 section 2, navigation). */
export const MENU_SECTIONS = [
  { key: 'home', label: 'الرئيسية' },
  { key: 'system', label: 'إدارة النظام' },
  { key: 'academic', label: 'الإدارة الأكاديمية' },
  { key: 'people', label: 'إدارة الأشخاص' },
  { key: 'evaluation', label: 'التقييم والمتابعة' },
  { key: 'personal', label: 'شخصي' },
  { key: 'general', label: 'عام' },
] as const;

/** One side-menu section key. */
export type MenuSection = (typeof MENU_SECTIONS)[number]['key'];

/** Who may open a route. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in'; allowLimited?: boolean }
  | { kind: 'roles'; roles: readonly Role[]; privilege?: PrivilegeRequirement };

/** One entry of the route table. */
export interface RouteEntry {
  /** Path pattern; `:name` marks a parameter. */
  path: string;
  access: RouteAccess;
  /** Arabic label for menus and page titles. */
  label: string;
  /** The side-menu section, for routes that appear in the menu. */
  menu?: MenuSection;
}

const roles = (list: readonly Role[], privilege?: PrivilegeRequirement): RouteAccess => ({ kind: 'roles', roles: list, privilege });
const signedIn: RouteAccess = { kind: 'signed-in' };
const open: RouteAccess = { kind: 'public' };

/**
 * The route table of spec 01 section 2 with the route->privilege map of section 6: the one source for the web's
 * route guard and menus. A route admits a user whose role is listed, or else one whose privileges allow it.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', access: open, label: 'تسجيل الدخول' },
  { path: '/login', access: open, label: 'تسجيل الدخول' },
  { path: '/registration', access: open, label: 'التسجيل في الحلقات' },
  { path: '/parent-registration', access: open, label: 'تسجيل ولي أمر' },
  { path: '/student-registration', access: open, label: 'تسجيل طالب' },
  { path: '/TeacherRegister', access: open, label: 'تسجيل المعلمين والإداريين' },
  { path: '/forgot-password', access: open, label: 'نسيت كلمة المرور' },
  { path: '/reset-password', access: open, label: 'إعادة تعيين كلمة المرور' },
  { path: '/about', access: open, label: 'عن المنصة', menu: 'general' },
  { path: '/access-denied', access: open, label: 'غير مصرح بالدخول' },

  { path: '/home', access: signedIn, label: 'الصفحة الرئيسية', menu: 'home' },
  { path: '/Home', access: signedIn, label: 'الصفحة الرئيسية' },
  { path: '/dashboard', access: signedIn, label: 'لوحة المعلومات', menu: 'home' },
  { path: '/profile', access: { kind: 'signed-in', allowLimited: true }, label: 'الملف الشخصي', menu: 'personal' },

  { path: '/schools', access: roles(['admin'], { category: 'schools', action: 'view' }), label: 'مجمعات الحلقات', menu: 'system' },
  { path: '/admin-roots', access: roles(['admin'], { category: 'system', action: 'manage' }), label: 'مدراء المنصة', menu: 'system' },
  { path: '/privilege-management', access: roles(['admin'], { category: 'system', action: 'manage' }), label: 'إدارة الصلاحيات', menu: 'system' },
  { path: '/user-management', access: roles(['admin'], { category: 'users', action: 'manage' }), label: 'إدارة المستخدمين', menu: 'system' },
  { path: '/database', access: roles(['admin'], { category: 'system', action: 'manage' }), label: 'قاعدة البيانات', menu: 'system' },
  { path: '/database/table/:tableName', access: roles(['admin'], { category: 'system', action: 'manage' }), label: 'جدول قاعدة البيانات' },
  { path: '/password-management', access: roles(['admin', 'administrator'], { category: 'users', action: 'edit' }), label: 'إدارة كلمات المرور', menu: 'system' },

  { path: '/classes', access: roles(['admin', 'administrator'], { category: 'academic', action: 'view' }), label: 'الحلقات', menu: 'academic' },
  { path: '/semesters', access: roles(['admin', 'administrator'], { category: 'academic', action: 'manage' }), label: 'الفصول الدراسية', menu: 'academic' },
  { path: '/class-courses', access: roles(['admin', 'administrator'], { category: 'academic', action: 'manage' }), label: 'مقررات الحلقات', menu: 'academic' },

  { path: '/teachers', access: roles(['admin', 'supervisor'], { category: 'users', action: 'view' }), label: 'المعلمون', menu: 'people' },
  { path: '/students', access: signedIn, label: 'الطلاب', menu: 'people' },
  { path: '/parents', access: roles(['admin', 'supervisor'], { category: 'users', action: 'view' }), label: 'أولياء الأمور', menu: 'people' },
  { path: '/administrators', access: roles(['admin'], { category: 'users', action: 'manage' }), label: 'مدراء المجمعات', menu: 'people' },
  { path: '/children', access: roles(['parent', 'admin', 'administrator', 'teacher']), label: 'الأبناء', menu: 'people' },

  { path: '/grading', access: roles(['admin', 'administrator', 'teacher'], { category: 'academic', action: 'edit' }), label: 'الدرجات', menu: 'evaluation' },
  { path: '/comprehensive-grading', access: roles(['admin', 'administrator', 'teacher']), label: 'التقييم الشامل', menu: 'evaluation' },
  { path: '/attendance', access: roles(['admin', 'administrator', 'teacher'], { category: 'attendance', action: 'manage' }), label: 'الحضور والغياب', menu: 'evaluation' },
  { path: '/student/:studentId/attendance', access: roles(['admin', 'administrator', 'teacher'], { category: 'attendance', action: 'manage' }), label: 'سجل غياب الطالب' },
  { path: '/points-management', access: roles(['admin', 'administrator', 'supervisor', 'teacher'], { category: 'academic', action: 'edit' }), label: 'إدارة النقاط', menu: 'evaluation' },
  { path: '/points-reports', access: roles(['admin', 'administrator', 'supervisor', 'teacher']), label: 'تقارير النقاط', menu: 'evaluation' },
  { path: '/daily-reports', access: roles(['admin', 'administrator', 'supervisor'], { category: 'reports', action: 'view' }), label: 'التقارير اليومية', menu: 'evaluation' },

  { path: '/my-students', access: roles(['parent']), label: 'أبنائي', menu: 'personal' },
  { path: '/my-classes', access: roles(['teacher']), label: 'حلقاتي', menu: 'personal' },
  { path: '/student-points', access: roles(['student']), label: 'نقاطي', menu: 'personal' },
];

/**
 * Routes each role reaches by default (spec 01 section 6, "fallback route lists"), besides the routes open to
 * every signed-in user. A unit test checks that the route table grants each of these.
 */
export const ROLE_FALLBACK_ROUTES: Readonly<Record<Role, readonly string[] | 'all'>> = {
  admin: 'all',
  administrator: ['/classes', '/semesters', '/class-courses', '/password-management', '/grading', '/attendance', '/points-management', '/daily-reports'],
  supervisor: ['/teachers', '/parents', '/students', '/points-management', '/daily-reports'],
  teacher: ['/students', '/grading', '/attendance', '/points-management'],
  parent: ['/my-students', '/children'],
  student: ['/student-points'],
};

/** Paths an account with limited access (inactive or pending) may open. */
export const LIMITED_ACCESS_PATHS: readonly string[] = ['/about', '/profile'];

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = (path.split('?')[0].replace(/(.)\/+$/, '$1')).split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/** The route table entry for a concrete path, or undefined for an unknown path. */
export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => matches(route.path, path));
}

/** What the route guard needs to know about the person. */
export interface RouteViewer extends AccountState {
  role: Role;
  permissions?: Permissions | null;
}

/** Whether a signed-in, fully active viewer may open the route, by role or else by privilege. */
export function routeAllows(route: RouteEntry, viewer: RouteViewer): boolean {
  const access = route.access;
  if (access.kind !== 'roles') return true;
  if (access.roles.includes(viewer.role)) return true;
  return access.privilege !== undefined && can(viewer, access.privilege.category, access.privilege.action);
}

/** The route guard's decision: show the page, or send the person elsewhere. */
export type RouteDecision = { allow: true } | { allow: false; redirect: '/login' | '/home' | '/about' };

/**
 * The route guard of spec 01 section 2: no session goes to /login; a limited account sees only /about and
 * /profile (else /about); a viewer without the role or privilege goes to /home.
 */
export function decideRoute(path: string, viewer: RouteViewer | null): RouteDecision {
  const route = findRoute(path);
  if (route?.access.kind === 'public') return { allow: true };
  if (!viewer) return { allow: false, redirect: '/login' };
  if (hasLimitedAccess(viewer)) {
    return LIMITED_ACCESS_PATHS.includes(route?.path ?? '') ? { allow: true } : { allow: false, redirect: '/about' };
  }
  if (!route) return { allow: true }; // unknown paths render the not-found page
  return routeAllows(route, viewer) ? { allow: true } : { allow: false, redirect: '/home' };
}

/** The menu entries a viewer may see, grouped by section in display order; empty sections are left out. */
export function menuFor(viewer: RouteViewer): { section: (typeof MENU_SECTIONS)[number]; routes: RouteEntry[] }[] {
  const limited = hasLimitedAccess(viewer);
  return MENU_SECTIONS.map((section) => ({
    section,
    routes: ROUTES.filter(
      (route) =>
        route.menu === section.key &&
        (limited ? LIMITED_ACCESS_PATHS.includes(route.path) : route.access.kind === 'public' || routeAllows(route, viewer)),
    ),
  })).filter((group) => group.routes.length > 0);
}

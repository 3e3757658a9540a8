import { hasLimitedAccess } from './account.js';
import type { Role } from './roles.js';
import { allows, RULES, type AccessRule, type RuleSubject } from './rules.js';

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

/** One entry of the route table. */
export interface RouteEntry {
  /** Path pattern; `:name` marks a parameter. */
  path: string;
  access: AccessRule;
  /** Arabic label for menus and page titles. */
  label: string;
  /** The side-menu section, for routes that appear in the menu. */
  menu?: MenuSection;
  /**
   * Who the menus and home tiles offer the page to, where fewer than `access` admits: the API rule of the calls that
   * make the page worth opening. The guard still admits by `access` (a link from elsewhere keeps working); the menus
   * just stop leading, say, a teacher to the daily reports, whose every call refuses teachers, or to the teachers
   * screen, where the teacher row rule shows them only themself.
   */
  offer?: AccessRule;
  /** A daily page of a teacher, parent or student: a link of their top bar (the member layout), when offered to them. */
  daily?: true;
}

/**
 * The route table of spec 01 section 2 with the route->privilege map of section 6: the one source for the web's
 * route guard and menus. A route admits a user whose role is listed, or else one whose privileges allow it.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', access: RULES.general.public, label: 'تسجيل الدخول' },
  { path: '/login', access: RULES.general.public, label: 'تسجيل الدخول' },
  { path: '/registration', access: RULES.general.public, label: 'التسجيل في الحلقات' },
  { path: '/parent-registration', access: RULES.general.public, label: 'تسجيل ولي أمر' },
  { path: '/student-registration', access: RULES.general.public, label: 'تسجيل طالب' },
  { path: '/TeacherRegister', access: RULES.general.public, label: 'تسجيل المعلمين والإداريين' },
  { path: '/forgot-password', access: RULES.general.public, label: 'نسيت كلمة المرور' },
  { path: '/reset-password', access: RULES.general.public, label: 'إعادة تعيين كلمة المرور' },
  { path: '/about', access: RULES.general.public, label: 'عن المنصة', menu: 'general' },
  { path: '/access-denied', access: RULES.general.public, label: 'غير مصرح بالدخول' },

  { path: '/home', access: RULES.general.signedIn, label: 'الصفحة الرئيسية', menu: 'home' },
  { path: '/Home', access: RULES.general.signedIn, label: 'الصفحة الرئيسية' },
  { path: '/dashboard', access: RULES.general.signedIn, label: 'لوحة المعلومات', menu: 'home' },
  { path: '/profile', access: RULES.general.anyAccount, label: 'الملف الشخصي', menu: 'personal' },

  { path: '/schools', access: RULES.schools.view, label: 'مجمعات الحلقات', menu: 'system' },
  { path: '/admin-roots', access: RULES.system.manage, label: 'مدراء المنصة', menu: 'system' },
  { path: '/privilege-management', access: RULES.system.manage, label: 'إدارة الصلاحيات', menu: 'system' },
  { path: '/user-management', access: RULES.users.manage, label: 'إدارة المستخدمين', menu: 'system' },
  { path: '/database', access: RULES.system.manage, label: 'قاعدة البيانات', menu: 'system' },
  { path: '/database/table/:tableName', access: RULES.system.manage, label: 'جدول قاعدة البيانات' },
  { path: '/password-management', access: RULES.passwords.manage, label: 'إدارة كلمات المرور', menu: 'system' },
  { path: '/audit-log', access: RULES.audit.view, label: 'سجل التدقيق', menu: 'system' },

  { path: '/classes', access: RULES.classes.view, label: 'الحلقات', menu: 'academic' },
  { path: '/semesters', access: RULES.semesters.manage, label: 'الفصول الدراسية', menu: 'academic' },
  { path: '/class-courses', access: RULES.courses.manage, label: 'مقررات الحلقات', menu: 'academic' },

  // A teacher's users.view opens these two, but the teacher row rule shows them only themself and the parent rule
  // only their students' parents: offered to those who manage the people listed.
  { path: '/teachers', access: RULES.teachers.view, label: 'المعلمون', menu: 'people', offer: RULES.teachers.manage },
  // Every account may list the students it reaches; a parent's or a student's are their children or themself, whose
  // own pages say more. Offered to the staff who open a student's profile from it.
  { path: '/students', access: RULES.students.view, label: 'الطلاب', menu: 'people', offer: RULES.grading.profile },
  { path: '/parents', access: RULES.parents.view, label: 'أولياء الأمور', menu: 'people', offer: RULES.users.edit },
  { path: '/administrators', access: RULES.administrators.manage, label: 'مدراء المجمعات', menu: 'people' },
  // A teacher may open it (spec 03) but finds no children there: offered to those who link children or confirm links.
  { path: '/children', access: RULES.children.view, label: 'الأبناء', menu: 'people', offer: RULES.children.link, daily: true },

  { path: '/grading', access: RULES.grading.viewer, label: 'الدرجات', menu: 'evaluation', daily: true },
  { path: '/comprehensive-grading', access: RULES.grading.summary, label: 'التقييم الشامل', menu: 'evaluation' },
  { path: '/attendance', access: RULES.attendance.manage, label: 'الحضور والغياب', menu: 'evaluation', daily: true },
  { path: '/student/:studentId/attendance', access: RULES.attendance.manage, label: 'سجل غياب الطالب' },
  { path: '/points-management', access: RULES.points.manage, label: 'إدارة النقاط', menu: 'evaluation', daily: true },
  { path: '/points-reports', access: RULES.points.reports, label: 'تقارير النقاط', menu: 'evaluation' },
  // reports.view, every role's by default, opens the route (spec 01); the reports' own calls admit staff alone.
  { path: '/daily-reports', access: RULES.reports.view, label: 'التقارير اليومية', menu: 'evaluation', offer: RULES.reports.daily },

  // Kept for old links: it opens /children, which shows the same children with their follow-up.
  { path: '/my-students', access: RULES.personal.parent, label: 'أبنائي' },
  { path: '/my-classes', access: RULES.personal.teacher, label: 'حلقاتي', menu: 'personal', daily: true },
  { path: '/my-grades', access: RULES.personal.student, label: 'درجاتي', menu: 'personal', daily: true },
  { path: '/my-attendance', access: RULES.personal.student, label: 'حضوري', menu: 'personal', daily: true },
  { path: '/student-points', access: RULES.personal.student, label: 'نقاطي', menu: 'personal', daily: true },
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

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path
    .split('?')[0]
    .replace(/(.)\/+$/, '$1')
    .split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/** The route table entry for a concrete path, or undefined for an unknown path. */
export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => matches(route.path, path));
}

/** What the route guard needs to know about the person: what every access rule is asked about. */
export type RouteViewer = RuleSubject;

/**
 * The menu pages an account with limited access (inactive or pending) keeps: the public ones and those whose rule
 * allows limited accounts (/about and /profile). Derived from the rules, which the guard and the menus read.
 */
export const LIMITED_ACCESS_PATHS: readonly string[] = ROUTES.filter((route) => route.menu && (route.access.public || route.access.allowLimited)).map(
  (route) => route.path,
);

/** The route guard's decision: show the page, or send the person elsewhere. */
export type RouteDecision = { allow: true } | { allow: false; redirect: '/login' | '/home' | '/about' };

/**
 * The route guard of spec 01 section 2: no session goes to /login; a limited account sees only /about and
 * /profile (else /about); a viewer without the role or privilege goes to /home.
 */
export function decideRoute(path: string, viewer: RouteViewer | null): RouteDecision {
  const route = findRoute(path);
  if (route?.access.public) return { allow: true };
  if (!viewer) return { allow: false, redirect: '/login' };
  if (hasLimitedAccess(viewer)) return route && allows(route.access, viewer) ? { allow: true } : { allow: false, redirect: '/about' };
  if (!route) return { allow: true }; // unknown paths render the not-found page
  return allows(route.access, viewer) ? { allow: true } : { allow: false, redirect: '/home' };
}

/** Whether menus and tiles lead the viewer to a route: the guard admits them and the page has something for them. */
export function offers(route: RouteEntry, viewer: RouteViewer): boolean {
  return allows(route.access, viewer) && (!route.offer || allows(route.offer, viewer));
}

/** The menu entries offered to a viewer, grouped by section in display order; empty sections are left out. */
export function menuFor(viewer: RouteViewer): { section: (typeof MENU_SECTIONS)[number]; routes: RouteEntry[] }[] {
  return MENU_SECTIONS.map((section) => ({
    section,
    routes: ROUTES.filter((route) => route.menu === section.key && offers(route, viewer)),
  })).filter((group) => group.routes.length > 0);
}

/** The top bar of a teacher, parent or student: home, their daily pages, then profile and about, as offered to them. */
export function memberBarFor(viewer: RouteViewer): RouteEntry[] {
  const at = (path: string) => ROUTES.find((route) => route.path === path);
  // Their own pages (my circles, my grades...) lead, then the daily screens they share with staff.
  const daily = ROUTES.filter((route) => route.daily);
  const own = daily.filter((route) => route.menu === 'personal');
  const links = [at('/home'), ...own, ...daily.filter((route) => !own.includes(route)), at('/profile'), at('/about')];
  return links.filter((route): route is RouteEntry => route !== undefined && offers(route, viewer));
}

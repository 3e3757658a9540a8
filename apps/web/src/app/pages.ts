import { findRoute } from '#common';
import { lazy, type Preloadable } from './lazy';

type Page = Preloadable;

// Every screen is its own chunk, so the sign-in page downloads only the sign-in form.
const Login = lazy(() => import('../features/auth/login'));
const Home = lazy(() => import('../features/home'));

/** The screen of every route-table path (pages.test.ts holds them to the table). */
export const PAGES: Readonly<Record<string, Page>> = {
  '/': Login,
  '/login': Login,
  '/registration': lazy(() => import('../features/registration')),
  '/parent-registration': lazy(() => import('../features/registration/parent')),
  '/student-registration': lazy(() => import('../features/registration/student')),
  '/TeacherRegister': lazy(() => import('../features/registration/staff')),
  '/about': lazy(() => import('../features/about')),
  '/forgot-password': lazy(() => import('../features/auth/forgot-password')),
  '/reset-password': lazy(() => import('../features/auth/reset-password')),
  '/profile': lazy(() => import('../features/profile')),
  '/access-denied': lazy(() => import('../features/auth/access-denied')),
  '/home': Home,
  '/Home': Home,
  '/dashboard': lazy(() => import('../features/dashboard')),
  '/schools': lazy(() => import('../features/schools')),
  '/audit-log': lazy(() => import('../features/audit')),
  '/classes': lazy(() => import('../features/classes')),
  '/semesters': lazy(() => import('../features/semesters')),
  '/class-courses': lazy(() => import('../features/class-courses')),
  '/teachers': lazy(() => import('../features/teachers')),
  '/students': lazy(() => import('../features/students')),
  '/parents': lazy(() => import('../features/parents')),
  '/administrators': lazy(() => import('../features/administrators')),
  '/admin-roots': lazy(() => import('../features/admin-roots')),
  '/children': lazy(() => import('../features/children')),
  '/my-students': lazy(() => import('../features/my-students')),
  '/password-management': lazy(() => import('../features/password-management')),
  '/database': lazy(() => import('../features/database')),
  // The router matches the route table's own pattern, so the page reads :tableName with useParams.
  '/database/table/:tableName': lazy(() => import('../features/database/table')),
  '/privilege-management': lazy(() => import('../features/privilege-management')),
  '/user-management': lazy(() => import('../features/user-management')),
  '/comprehensive-grading': lazy(() => import('../features/comprehensive-grading')),
  '/grading': lazy(() => import('../features/grading')),
  '/my-classes': lazy(() => import('../features/my-classes')),
  '/attendance': lazy(() => import('../features/attendance')),
  '/student/:studentId/attendance': lazy(() => import('../features/student-attendance')),
  '/points-management': lazy(() => import('../features/points-management')),
  '/points-reports': lazy(() => import('../features/points-reports')),
  '/student-points': lazy(() => import('../features/student-points')),
  '/my-grades': lazy(() => import('../features/my-grades')),
  '/my-attendance': lazy(() => import('../features/my-attendance')),
  '/daily-reports': lazy(() => import('../features/daily-reports')),
};

export const NotFoundPage: Page = lazy(() => import('../features/not-found'));

/** The page a path shows: its route's, else the not-found page (as router.tsx decides). */
export function pageFor(pathname: string): Page {
  const route = findRoute(pathname);
  return (route && PAGES[route.path]) ?? NotFoundPage;
}

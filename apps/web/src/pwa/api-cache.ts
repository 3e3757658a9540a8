/**
 * The teacher's last-read data that the service worker keeps for a weak or absent network (issue 26, section 2).
 * Shared by the service worker (sw.ts), which fills and reads the cache, and the page, which marks what came from it.
 */

/** The Cache Storage name of those answers; sign-out deletes it (`caches.delete(API_CACHE)`). */
export const API_CACHE = 'halaqat-api';

/** Set by the service worker on an answer it took from the cache instead of the network. */
export const FROM_CACHE_HEADER = 'X-From-Cache';

/**
 * The GET calls of the teacher's daily screens, as the API client names them ({x} is one path segment): who they
 * are and their privileges (the route guard), their circles, the attendance grid, the points grid and /my-classes,
 * the student lists and the student profile dialog. Anything else (sign-in, passwords, admin screens) is never kept.
 */
const TEACHER_DAILY_CALLS = [
  '/api/auth/me',
  '/api/privileges/{x}',
  '/api/semesters',
  '/api/dashboard/notifications',
  '/api/attendance/classes',
  '/api/attendance/semester/{x}/class/{x}',
  '/api/points/teacher/my-classes',
  '/api/points/class/{x}',
  '/api/classes',
  '/api/classes/{x}',
  '/api/classes/{x}/students',
  '/api/classes/{x}/student/{x}/profile',
  '/api/semesters/{x}/classes/{x}/courses',
  '/api/grading/student/{x}/class/{x}/semester/{x}/grades',
];

const CACHED_PATHS = TEACHER_DAILY_CALLS.map((path) => new RegExp(`^${path.replaceAll('{x}', '[^/]+')}$`));

/** Whether the answer of a GET to `pathname` is kept for offline use. */
export function isCachedApiPath(pathname: string): boolean {
  return CACHED_PATHS.some((pattern) => pattern.test(pathname));
}

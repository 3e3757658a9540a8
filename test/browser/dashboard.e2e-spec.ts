import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { calendarToday, MESSAGES } from '#common';
import { ADMIN, callJson, callOk, type RunningServer } from './server.js';
import { closeBrowser, openBrowser, shoot, shootOne, signInAs, signOut } from './session.js';

// The dashboard in the built app: the platform admin and a complex manager open /dashboard and see their own
// figures (the manager's never count the other complex), the advanced tools their rules offer and the recent
// activity; the admin's bell counts the account waiting for approval and leads to the approval screen, the
// manager's shows nothing. Two complexes, their circles and students, and a pending registration are made first
// through the API. Screens are photographed under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const MANAGER = { id: '1876543211', password: 'manager-pass-1' };
const TEACHER = { id: '1876543212', password: 'teacher-pass-1' };
const COMPLEX = 'مجمع الهدى لتحفيظ القرآن';

const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

/** The day `days` away from today (negative: before), YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date(`${calendarToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A staff registration through the public form (pending until approved). */
async function register(fields: { id: string; password: string; first_name: string; last_name: string; user_type: string; school_id?: number }) {
  await api('', 'POST', '/api/teachers', { second_name: 'محمد', third_name: 'عبدالله', phone: '0551234567', email: `${fields.id}@example.com`, ...fields });
}

/** A complex with a semester around today and one circle; its id and the circle's. */
async function complex(token: string, name: string, circle: string, teacherIds: string[]) {
  const { school } = await api(token, 'POST', '/api/schools', { name, address: 'حي الياسمين, الرياض, منطقة الرياض' });
  const start = dayFromToday(-30);
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year: Number(start.slice(0, 4)),
    start_date: start,
    end_date: dayFromToday(90),
  });
  const created = await api(token, 'POST', '/api/classes', {
    name: circle,
    school_id: school.id,
    semester_id: semester.id,
    school_level: 'الصف الخامس الابتدائي',
    teacher_ids: teacherIds,
  });
  return { schoolId: school.id as number, classId: created.classId as number };
}

async function student(token: string, id: string, first_name: string, place: { schoolId: number; classId: number }) {
  await api(token, 'POST', '/api/students/manage', {
    id,
    first_name,
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'الحربي',
    school_level: 'الصف الخامس الابتدائي',
    school_id: place.schoolId,
    class_id: place.classId,
    status: 'active',
  });
}

/** The value shown on the stat card titled `label`. */
async function card(label: string): Promise<string> {
  const statistic = page.locator('.ant-statistic').filter({ has: page.getByText(label, { exact: true }) });
  await statistic.waitFor();
  return ((await statistic.locator('.ant-statistic-content-value').textContent()) ?? '').trim();
}

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  // Complex one: its manager, a teacher, a circle with two students.
  await register({ ...MANAGER, first_name: 'فهد', last_name: 'العتيبي', user_type: 'administrator' });
  await api(token, 'POST', `/api/users/${MANAGER.id}/approve`);
  const one = await complex(token, COMPLEX, 'حلقة الإمام نافع', []);
  await api(token, 'PUT', `/api/schools/${one.schoolId}`, { administrator_id: MANAGER.id });
  await register({ ...TEACHER, first_name: 'ماجد', last_name: 'القرني', user_type: 'teacher', school_id: one.schoolId });
  await api(token, 'POST', `/api/users/${TEACHER.id}/approve`);
  await api(token, 'POST', `/api/classes/${one.classId}/teachers`, { teacher_ids: [TEACHER.id] });
  await student(token, '1765432101', 'يزن', one);
  await student(token, '1765432102', 'عمر', one);
  // Complex two: a circle with one student, and a teacher who registered and waits for approval.
  const two = await complex(token, 'مجمع النور', 'حلقة الإمام عاصم', []);
  await student(token, '1765432103', 'سلمان', two);
  await register({ id: '1876543213', password: 'pending-pass-1', first_name: 'سعد', last_name: 'الشهري', user_type: 'teacher', school_id: two.schoolId });
});

afterAll(closeBrowser);

test('the admin sees the platform’s figures, every tool, the activity and the account waiting in the bell', async () => {
  await signInAs(ADMIN);
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
  expect(await card('إجمالي الطلاب')).toBe('3');
  expect(await card('المعلمون النشطون')).toBe('1');
  expect(await card('إجمالي الحلقات')).toBe('2');
  expect(await card('عدد المجمعات')).toBe('2');
  await page.getByText('تنبيه: التعديل المباشر على قاعدة البيانات').waitFor();
  await page.getByRole('button', { name: 'فتح إدارة المستخدمين والصلاحيات' }).waitFor();
  await page.getByText(MESSAGES.dashboard.teacherRegistered).first().waitFor();
  await page.getByText('سعد الشهري').first().waitFor();
  await shoot('dashboard-01-admin');

  // The bell: one account waits; its line leads to the approval screen.
  const bell = page.getByRole('button', { name: 'الإشعارات: 1' });
  await bell.click();
  const pending = page.getByRole('link', { name: MESSAGES.dashboard.pendingAccounts('حساب واحد') });
  await pending.waitFor();
  await shootOne('dashboard-02-bell-1280');
  await pending.click();
  await page.waitForURL('**/user-management?status=pending');
  await signOut();
});

test('a complex manager sees their complex’s name and figures only, the password tool, and an empty bell', async () => {
  await signInAs(MANAGER);
  await page.goto(`${server.url}/dashboard`);
  await page.getByText(COMPLEX).first().waitFor();
  expect(await card('طلاب المجمع')).toBe('2');
  expect(await card('معلمو المجمع')).toBe('1');
  expect(await card('حلقات المجمع')).toBe('1');
  await page.getByRole('button', { name: 'فتح إدارة كلمات المرور' }).waitFor();
  expect(await page.getByText('إدارة قاعدة البيانات').count()).toBe(0);
  expect(await page.getByText('عدد المجمعات').count()).toBe(0);
  // The other complex's pending teacher is not the manager's news.
  expect(await page.getByText('سعد الشهري').count()).toBe(0);
  await page.getByRole('button', { name: 'الإشعارات', exact: true }).waitFor();
  await shoot('dashboard-03-manager');
  await signOut();
});

test('a teacher’s home names the circles they teach', async () => {
  await signInAs(TEACHER);
  await page.getByRole('heading', { level: 2, name: 'الحلقات التي تدرّسها' }).waitFor();
  await page.getByText('حلقة الإمام نافع').first().waitFor();
  await shoot('dashboard-04-teacher-home');
});

import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { calendarToday, MESSAGES, workingDaysBetween } from '#common';
import { ADMIN, callJson, callOk, type RunningServer } from './server.js';
import { choose, closeBrowser, gone, openBrowser, openDialog, shoot, signInAs, signOut } from './session.js';

// Grades in the built app: a teacher on /my-classes opens a circle's students and one student's grades, adds a
// behaviour grade, edits it and deletes it (confirmed); the complex manager sees the circle and the student's
// average on /comprehensive-grading and the per-course bars on /grading. The complex, its semester (around today,
// so it is the default one), the circle, its teacher and student, and one memorisation grade are made first through
// the API, as the admin would. Screens are photographed at 1280 and 390 px and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const MANAGER = { id: '1987654322', password: 'manager-pass-1' };
const TEACHER = { id: '1876543212', password: 'teacher-pass-1' };
const STUDENT = { id: '1765432102', name: 'يزن خالد سعد الحربي' };
const CIRCLE = 'حلقة الإمام نافع';
let semesterName = '';

/** Calls the API, failing the test on anything but success. */
const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

/** The day `days` away from today (negative: before), YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date(`${calendarToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A staff member registered through the public form, then approved by the admin. */
async function staff(token: string, fields: { id: string; password: string; first_name: string; user_type: string; school_id?: number }) {
  await api('', 'POST', '/api/teachers', {
    second_name: 'محمد',
    third_name: 'عبدالله',
    last_name: 'العتيبي',
    phone: '0551234567',
    email: `${fields.id}@example.com`,
    ...fields,
  });
  await api(token, 'POST', `/api/users/${fields.id}/approve`);
}

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع الهدى لتحفيظ القرآن', address: 'حي الياسمين, الرياض, منطقة الرياض' });
  await staff(token, { ...MANAGER, first_name: 'فهد', user_type: 'administrator' });
  await api(token, 'PUT', `/api/schools/${school.id}`, { administrator_id: MANAGER.id });
  await staff(token, { ...TEACHER, first_name: 'ماجد', user_type: 'teacher', school_id: school.id });
  // A semester around today, with the four default courses of the complex.
  const start = dayFromToday(-40);
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year: Number(start.slice(0, 4)),
    start_date: start,
    end_date: dayFromToday(80),
  });
  semesterName = semester.name;
  const circle = await api(token, 'POST', '/api/classes', {
    name: CIRCLE,
    school_id: school.id,
    semester_id: semester.id,
    school_level: 'الصف الخامس الابتدائي',
    teacher_ids: [TEACHER.id],
    primary_teacher_id: TEACHER.id,
  });
  const classId = circle.classId ?? circle.class?.id;
  const [first, second, third, last] = STUDENT.name.split(' ');
  await api(token, 'POST', '/api/students/manage', {
    id: STUDENT.id,
    first_name: first,
    second_name: second,
    third_name: third,
    last_name: last,
    school_level: 'الصف الرابع الابتدائي',
    school_id: school.id,
    class_id: classId,
    status: 'active',
  });
  // One memorisation grade already given: an-Naba whole, 80 of 100.
  const courses = await api(token, 'GET', `/api/semesters/${semester.id}/courses/${school.id}`);
  const memorisation = (courses.courses ?? courses).find((course: { name: string }) => course.name === 'الحفظ الجديد');
  await api(token, 'POST', `/api/classes/${classId}/grades`, {
    student_id: STUDENT.id,
    course_id: memorisation.id,
    grade_value: 80,
    start_reference: '78:1',
    end_reference: '78:40',
    // The latest working day (the default weekend is Friday and Saturday): a grade is dated on one.
    grade_date: workingDaysBetween(dayFromToday(-7), calendarToday()).at(-1),
  });
});

afterAll(closeBrowser);

test('a teacher adds, edits and deletes a grade from their circle’s students on /my-classes', async () => {
  await signInAs(TEACHER);
  await page.goto(`${server.url}/my-classes`);
  const card = page.locator('.ant-card').filter({ hasText: CIRCLE });
  await card.getByText(semesterName).waitFor();
  await shoot('grading-01-my-classes');

  await card.getByRole('button', { name: 'طلاب الحلقة' }).click();
  const students = await openDialog(`طلاب ${CIRCLE}`);
  await students.getByText(STUDENT.name).waitFor();
  await shoot('grading-02-circle-students');

  await students.getByRole('button', { name: `الدرجات: ${STUDENT.name}` }).click();
  const grades = await openDialog(`درجات الطالب: ${STUDENT.name}`);
  const memorisation = grades.getByRole('region', { name: 'الحفظ الجديد' });
  await memorisation.getByText('80 من 100').waitFor();
  await memorisation.getByText('من النبإ 1 إلى النبإ 40').waitFor();
  await shoot('grading-03-student-grades');

  // Add a behaviour grade (no Quran range for behaviour).
  const behaviour = grades.getByRole('region', { name: 'السلوك' });
  await behaviour.getByRole('button', { name: 'رصد درجة: السلوك' }).click();
  const add = await openDialog('رصد درجة: السلوك');
  await add.getByLabel('الدرجة', { exact: true }).fill('85');
  await shoot('grading-04-add-grade');
  await add.getByRole('button', { name: 'حفظ' }).click();
  await add.waitFor({ state: 'hidden' });
  await page.getByText(MESSAGES.grades.created).waitFor();
  const row = (value: string) => behaviour.locator('li').filter({ hasText: `${value} من 100` });
  await row('85').waitFor();

  // Edit it.
  await row('85')
    .getByRole('button', { name: /^تعديل درجة/ })
    .click();
  const edit = await openDialog('تعديل درجة: السلوك');
  await edit.getByLabel('الدرجة', { exact: true }).fill('92');
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByText(MESSAGES.grades.updated).waitFor();
  await row('92').waitFor();
  await gone('.ant-message-notice', 10_000);

  // Delete it, after confirming.
  await row('92')
    .getByRole('button', { name: /^حذف درجة/ })
    .click();
  const confirm = await openDialog('حذف الدرجة');
  await shoot('grading-05-delete-confirm');
  await confirm.getByRole('button', { name: 'نعم، احذف' }).click();
  await page.getByText(MESSAGES.grades.deleted).waitFor();
  await row('92').waitFor({ state: 'detached' });
  await behaviour.getByText('لم تُرصد درجات في هذا المقرر بعد').waitFor();
  await gone('.ant-message-notice', 10_000);

  await grades.locator('.ant-modal-close').click();
  await grades.waitFor({ state: 'hidden' });
  await students.locator('.ant-modal-close').click();
  await students.waitFor({ state: 'hidden' });

  // The circle's details and its courses, read-only (the attendance button waits for the attendance screen).
  expect(await card.getByRole('button', { name: /الحضور/ }).count()).toBe(0);
  await card.getByRole('button', { name: 'تفاصيل الحلقة' }).click();
  const details = await openDialog(`تفاصيل ${CIRCLE}`);
  await details.getByText('المعلم الأساسي للحلقة').waitFor();
  await shoot('grading-06-circle-details');
  await details.locator('.ant-modal-close').click();
  await details.waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: 'المقررات ونسبها' }).click();
  const courses = await openDialog(`مقررات ${CIRCLE}`);
  await courses.getByText('المراجعة الكبرى').waitFor();
  expect(await courses.getByRole('button', { name: /إضافة مقرر|تعديل|حذف/ }).count()).toBe(0);
  await shoot('grading-07-circle-courses');
  await courses.locator('.ant-modal-close').click();
  await courses.waitFor({ state: 'hidden' });
  await signOut();
});

test('the complex manager sees the circle and the student’s average, then the per-course bars', async () => {
  await signInAs(MANAGER);
  await page.getByRole('menuitem', { name: 'التقييم الشامل', exact: true }).click();
  await page.waitForURL('**/comprehensive-grading**');
  // The manager's one complex and the semester containing today come chosen; picking it again keeps it.
  await page.locator('.ant-select-selection-item').filter({ hasText: semesterName }).waitFor();
  await choose(page.getByLabel('الفصل الدراسي', { exact: true }), semesterName);
  await page.getByRole('tab', { name: `${CIRCLE} (1)` }).waitFor();
  const student = page.locator('tr').filter({ hasText: STUDENT.name });
  // Only the memorisation course is graded: the weighted total is its 80.
  await student.getByText('80.0').waitFor();
  await student.getByText('لم يُسجَّل').waitFor();
  await shoot('grading-08-comprehensive');

  await page.getByRole('menuitem', { name: 'الدرجات', exact: true }).click();
  await page.waitForURL('**/grading**');
  // The complex and its only circle are chosen already; the semester is today's.
  const list = page.locator('.ant-card').filter({ hasText: 'قائمة طلاب الحلقة' });
  await list.getByText('المجموع: طالب واحد').waitFor();
  await list.getByRole('button', { name: new RegExp(STUDENT.name) }).click();
  const bar = page.getByRole('progressbar', { name: 'متوسط الحفظ الجديد' });
  await bar.waitFor();
  expect(await bar.getAttribute('aria-valuenow')).toBe('80');
  await shoot('grading-09-grades-viewer');
});

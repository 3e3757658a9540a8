import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addDays, calendarToday, formatDualDate, formatGregorianDate, MESSAGES, weekdayName, workingDaysBetween } from '#common';
import { ADMIN, callJson, callOk, type RunningServer } from './server.js';
import { choose, closeBrowser, openBrowser, openDialog, PHONE, shoot, shootOne, signIn } from './session.js';

// A teacher's day in the built app, on a phone: on /attendance they mark the whole of the last working day (everyone
// present with one button, then one student absent from the cell's popup), open that student's monthly calendar
// (/student/:studentId/attendance) from the name and mark another day there, give a student points on
// /points-management, and the comprehensive grading table then shows the attendance and the points. The complex, a semester around today, the circle and three students are made first through the API.
// Screens are photographed under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const TEACHER = { id: '1876543219', password: 'teacher-pass-1' };
const CIRCLE = 'حلقة الإمام ورش';
const STUDENTS = [
  { id: '1765432108', first_name: 'يزن', second_name: 'خالد', third_name: 'سعد', last_name: 'الحربي' },
  { id: '1654321097', first_name: 'عمر', second_name: 'فهد', third_name: 'ناصر', last_name: 'العتيبي' },
  { id: '1543210986', first_name: 'سلمان', second_name: 'ماجد', third_name: 'علي', last_name: 'الشهري' },
];
const nameOf = (s: (typeof STUDENTS)[number]) => `${s.first_name} ${s.second_name} ${s.third_name} ${s.last_name}`;
const today = calendarToday();
// The day marked: the last working day up to today (the default weekend is Friday and Saturday).
const DAY = workingDaysBetween(addDays(today, -7), today).at(-1)!;
const DAY_LABEL = `${weekdayName(DAY)} ${formatDualDate(DAY, 'numeric').gregorian}`;

const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع الهدى لتحفيظ القرآن', address: 'حي الياسمين, الرياض, منطقة الرياض' });
  await api('', 'POST', '/api/teachers', {
    id: TEACHER.id,
    first_name: 'ماجد',
    second_name: 'ناصر',
    third_name: 'علي',
    last_name: 'القرني',
    phone: '0561112233',
    email: 'majed@example.com',
    password: TEACHER.password,
    user_type: 'teacher',
    school_id: school.id,
  });
  await api(token, 'POST', `/api/users/${TEACHER.id}/approve`);
  const year = Number(today.slice(0, 4));
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year,
    start_date: addDays(today, -60),
    end_date: addDays(today, 60),
  });
  const created = await api(token, 'POST', '/api/classes', {
    name: CIRCLE,
    school_id: school.id,
    semester_id: semester.id,
    school_level: 'الصف الخامس الابتدائي',
    teacher_ids: [TEACHER.id],
  });
  for (const student of STUDENTS) {
    await api(token, 'POST', '/api/students/manage', {
      ...student,
      school_level: 'الصف الخامس الابتدائي',
      school_id: school.id,
      class_id: created.classId,
      status: 'active',
    });
  }
});

afterAll(closeBrowser);

test('a teacher marks a whole day on a phone, and a day on a student’s calendar, and gives points; the comprehensive grading table shows them', async () => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/login`);
  await signIn(TEACHER.id, TEACHER.password);
  await page.waitForURL('**/Home');

  // 1. The teacher's only circle opens on its semester; everyone present with the day's button, then one absent.
  await page.goto(`${server.url}/attendance`);
  const cell = (name: string, status: string) => page.getByRole('button', { name: `${name}، ${DAY_LABEL}: ${status}` });
  await cell(nameOf(STUDENTS[0]), 'لم يُسجَّل').waitFor();
  await shootOne('attendance-01-grid-390');
  await page.getByRole('button', { name: `تحضير كل من لم يُسجَّل يوم ${DAY_LABEL}` }).click();
  for (const student of STUDENTS) await cell(nameOf(student), 'حاضر').waitFor();
  await cell(nameOf(STUDENTS[2]), 'حاضر').click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /غائب/ }).click();
  await cell(nameOf(STUDENTS[2]), 'غائب').waitFor();
  // The totals follow: two present (100 %), one absent (0 %).
  const rowOf = (s: (typeof STUDENTS)[number]) => page.locator('tr').filter({ hasText: nameOf(s) });
  await rowOf(STUDENTS[0]).getByText('100%').waitFor();
  await rowOf(STUDENTS[2]).getByText('0%').waitFor();
  await page.reload();
  await cell(nameOf(STUDENTS[2]), 'غائب').waitFor(); // saved, not only shown
  await shoot('attendance-02-day-marked');

  // 1b. The absent student's calendar, from their name: the semester's totals, the day's absence, and a day marked there.
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: nameOf(STUDENTS[2]) }).click();
  await page.waitForURL(`**/student/${STUDENTS[2].id}/attendance?*`);
  await page.getByText('حاضر 0 · غائب 1').waitFor();
  // The calendar opens on this month; the marked day shows there when it is of this month too.
  if (DAY.slice(0, 7) === today.slice(0, 7)) await page.getByRole('button', { name: `${formatGregorianDate(DAY)}: غائب` }).waitFor();
  await shoot('attendance-02b-student-calendar');
  await page.setViewportSize(PHONE);
  // The first day of this month not yet marked (a day of the 1st week of the month, so on or before today, or near it).
  const thisMonth = formatGregorianDate(today).replace(/^\S+ /, ''); // "نوفمبر 2026"
  await page
    .getByRole('button', { name: new RegExp(` ${thisMonth}: لم يُسجَّل$`) })
    .first()
    .click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /حاضر/ }).click();
  await page.getByText(MESSAGES.attendance.markedPresent).waitFor();
  await page.getByText('حاضر 1 · غائب 1').waitFor();
  // Back on the grid (a phone: the share present is beside the name): one present of two.
  await page.getByRole('button', { name: 'رجوع' }).click();
  await page.waitForURL('**/attendance?*');
  await rowOf(STUDENTS[2]).getByText('50%').waitFor();

  // 2. Points for the first student on that day.
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/points-management?view=grid`);
  await page.getByRole('button', { name: `${nameOf(STUDENTS[0])}، ${DAY_LABEL}: بلا نقاط` }).click();
  await page.getByRole('menuitem', { name: /إضافة نقاط/ }).click();
  const form = await openDialog(`إعطاء نقاط: ${nameOf(STUDENTS[0])}`);
  await choose(form.getByRole('combobox').first(), '4.5 — ممتاز -');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText(MESSAGES.points.given).waitFor();
  await page.getByRole('button', { name: `${nameOf(STUDENTS[0])}، ${DAY_LABEL}: 4.5 من 5` }).waitFor();
  await shoot('attendance-03-points');

  // 3. The comprehensive grading table (the admin's; the only complex is chosen for them): attendance and points.
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
  await page.waitForURL('**/login');
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');
  await page.goto(`${server.url}/comprehensive-grading`);
  const row = (s: (typeof STUDENTS)[number]) => page.locator('tr').filter({ hasText: nameOf(s) });
  await row(STUDENTS[0]).getByText('100%').waitFor();
  await row(STUDENTS[0]).getByText('4.5').waitFor();
  await row(STUDENTS[2]).getByText('0%').waitFor();
  await shoot('attendance-04-comprehensive');
});

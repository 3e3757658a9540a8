import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addDays, calendarToday, MESSAGES, workingDaysBetween } from '#common';
import { ADMIN, callJson, callOk, type RunningServer } from './server.js';
import { closeBrowser, openBrowser, openDialog, PHONE, shoot, signIn } from './session.js';

// A supervisor's daily report in the built app: on /daily-reports they start a new report of the last working day,
// auto-fill it from that day's attendance (two of three students present), write the lesson, save it, find it in
// the table with its totals, and open it again to read. The complex, its semester, circle, teacher, students and the
// day's marks are made first through the API. Screens are photographed under test-results/screenshots/ and checked
// with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const SUPERVISOR = { id: '1876543228', password: 'supervisor-pass-1' };
const TEACHER = { id: '1876543236', password: 'teacher-pass-1' };
const CIRCLE = 'حلقة الإمام حفص';
const STUDENTS = [
  { id: '1765432116', first_name: 'فيصل', second_name: 'خالد', third_name: 'سعد', last_name: 'الدوسري' },
  { id: '1654321105', first_name: 'بدر', second_name: 'فهد', third_name: 'ناصر', last_name: 'القحطاني' },
  { id: '1543210994', first_name: 'مهند', second_name: 'ماجد', third_name: 'علي', last_name: 'الغامدي' },
];
const today = calendarToday();
// The day reported on: the last working day before today (the default weekend is Friday and Saturday).
const DAY = workingDaysBetween(addDays(today, -8), addDays(today, -1)).at(-1)!;
const LESSON = 'أحكام النون الساكنة والتنوين';

const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع النور لتحفيظ القرآن', address: 'حي الملقا, الرياض, منطقة الرياض' });
  const staff = { second_name: 'ناصر', third_name: 'علي', school_id: school.id };
  await api('', 'POST', '/api/teachers', {
    id: SUPERVISOR.id,
    first_name: 'سلطان',
    ...staff,
    last_name: 'العنزي',
    phone: '0561112245',
    email: 'sultan@example.com',
    password: SUPERVISOR.password,
    user_type: 'supervisor',
  });
  await api('', 'POST', '/api/teachers', {
    id: TEACHER.id,
    first_name: 'حمد',
    ...staff,
    last_name: 'المطيري',
    phone: '0561112246',
    email: 'hamad@example.com',
    password: TEACHER.password,
    user_type: 'teacher',
  });
  for (const id of [SUPERVISOR.id, TEACHER.id]) await api(token, 'POST', `/api/users/${id}/approve`);
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
  for (const [index, student] of STUDENTS.entries()) {
    await api(token, 'POST', '/api/students/manage', {
      ...student,
      school_level: 'الصف الخامس الابتدائي',
      school_id: school.id,
      class_id: created.classId,
      status: 'active',
    });
    await api(token, 'POST', '/api/attendance/mark', {
      semester_id: semester.id,
      class_id: created.classId,
      student_id: student.id,
      attendance_date: DAY,
      is_present: index < 2,
    });
  }
});

afterAll(closeBrowser);

test('a supervisor auto-fills a daily report from the day’s attendance, saves it and reads it again', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(SUPERVISOR.id, SUPERVISOR.password);
  await page.waitForURL('**/Home');

  await page.goto(`${server.url}/daily-reports`);
  await page.getByText('لا توجد تقارير في هذه الفترة').waitFor();
  await page.getByRole('button', { name: 'تقرير جديد' }).click();
  let dialog = await openDialog('تقرير يومي جديد');
  // Their one complex is chosen already; the day is typed into the date field.
  await dialog.getByText('مجمع النور لتحفيظ القرآن').waitFor();
  const date = dialog.getByLabel('تاريخ التقرير');
  await date.click();
  await date.fill(DAY);
  await date.press('Enter');
  await dialog.getByText('تقارير الحلقات').click(); // closes the calendar (Enter took the day, and sent nothing)
  await page.getByText(/^لا توجد حلقات في التقرير بعد/).waitFor();
  await dialog.getByRole('button', { name: 'تعبئة تلقائية' }).click();
  await page.getByText('تمت تعبئة حلقة واحدة تلقائيًا').waitFor();
  // The circle's row: three enrolled, two present, one absent (computed), its teacher.
  const row = dialog.locator('.ant-card').filter({ hasText: CIRCLE });
  await row.getByText('حمد ناصر علي المطيري').waitFor();
  expect(await row.getByLabel('المسجلون').inputValue()).toBe('3');
  expect(await row.getByLabel('حاضر').inputValue()).toBe('2');
  expect(await row.getByLabel('غائب').inputValue()).toBe('1');
  await row.getByLabel('موضوع الدرس').fill(LESSON);
  await shoot('daily-reports-01-new-report');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText(MESSAGES.dailyReports.created).waitFor();

  // The table: one report of one circle, two present and one absent, written by the supervisor.
  // (Found by the reporter at 1280 px; a phone hides the reporter and the complex columns, and the report is the only one.)
  const line = page.locator('tbody tr').filter({ hasText: 'سلطان ناصر علي العنزي' });
  await line.waitFor();
  // (The day, the actions, the complex, then the counts.)
  expect((await line.locator('td').allInnerTexts()).slice(3, 6)).toEqual(['1', '2', '1']);
  await page.getByRole('button', { name: 'الإحصائيات' }).click();
  await page.getByText('متوسط نسبة الحضور').waitFor();
  await shoot('daily-reports-02-table');

  // Opened again read-only, on a phone: the lesson is there.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^عرض تقرير/ }).click();
  dialog = await openDialog('التقرير اليومي');
  expect(await dialog.getByLabel('موضوع الدرس').inputValue()).toBe(LESSON);
  await shoot('daily-reports-03-view');
});

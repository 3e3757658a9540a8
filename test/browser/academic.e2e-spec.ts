import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { choose, closeBrowser, gone, openBrowser, openDialog, shoot, signIn } from './session.js';

// The academic year as a complex manager sets it up in the built app: a semester with two holidays on /semesters, a
// circle with a primary and an assistant teacher on /classes, and the circle's courses brought to exactly 100% on
// /class-courses. The complex, its manager and its teachers are made first through the API, as the admin would.
// Screens are photographed at 1280 and 390 px under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const MANAGER = { id: '1987654321', password: 'manager-pass-1' };
const TEACHERS = [
  { id: '1876543210', first_name: 'عبدالرحمن', last_name: 'القحطاني' },
  { id: '1765432109', first_name: 'يوسف', last_name: 'الدوسري' },
];

/** Calls the API as the admin, failing the test on anything but success. */
async function asAdmin(token: string, method: string, path: string, body?: unknown) {
  const res = await callJson(`${server.url}${path}`, method, body, token);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as any;
}

/** A staff member registered through the public form, then approved by the admin. */
async function staff(token: string, fields: { id: string; first_name: string; last_name: string; user_type: string; school_id?: number; password?: string }) {
  await asAdmin('', 'POST', '/api/teachers', {
    second_name: 'محمد',
    third_name: 'عبدالله',
    phone: '0551234567',
    email: `${fields.id}@example.com`,
    password: fields.password ?? 'teacher-pass-1',
    ...fields,
  });
  await asAdmin(token, 'POST', `/api/users/${fields.id}/approve`);
}

/** Types a date into an antd date picker and confirms it. */
async function pickDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await asAdmin(token, 'POST', '/api/schools', { name: 'مجمع الهدى لتحفيظ القرآن', address: 'حي الياسمين, الرياض, منطقة الرياض' });
  await staff(token, { ...MANAGER, first_name: 'فهد', last_name: 'العتيبي', user_type: 'administrator' });
  await asAdmin(token, 'PUT', `/api/schools/${school.id}`, { administrator_id: MANAGER.id });
  for (const teacher of TEACHERS) await staff(token, { ...teacher, user_type: 'teacher', school_id: school.id });
});

afterAll(closeBrowser);

test('a complex manager sets up a semester, a circle with two teachers and its courses at 100%', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(MANAGER.id, MANAGER.password);
  await page.waitForURL('**/Home');

  // 1. A second semester with two holidays; the manager's one complex is already chosen.
  await page.getByRole('menuitem', { name: 'الفصول الدراسية', exact: true }).click();
  await page.waitForURL('**/semesters**');
  await page.getByRole('button', { name: 'إضافة فصل دراسي' }).click();
  const form = await openDialog('إضافة فصل دراسي');
  await form.getByText('الثاني', { exact: true }).click();
  await form.getByLabel('السنة الدراسية').fill('2030');
  await pickDate(form.getByLabel('تاريخ البداية'), '2030-01-20');
  await pickDate(form.getByLabel('تاريخ النهاية'), '2030-06-13');
  const holiday = form.getByPlaceholder('اختر يوم الإجازة');
  const addHoliday = form.getByRole('button', { name: 'إضافة الإجازة' });
  for (const day of ['2030-02-24', '2030-03-17', '2030-02-24']) {
    await pickDate(holiday, day);
    await addHoliday.click();
  }
  // The third was the first again: refused with the spec's words, and only two are kept.
  await form.getByText(MESSAGES.semesters.vacationDuplicate).waitFor();
  await expect(form.getByRole('button', { name: /^إزالة إجازة/ }).count()).resolves.toBe(2);
  await shoot('academic-01-semester-form');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await form.waitFor({ state: 'hidden' });
  const semesterCard = page.locator('.ant-card').filter({ hasText: 'الفصل الثاني 2030' });
  await semesterCard.getByText('إجازتان').waitFor();
  await semesterCard.getByText(/يبدأ بعد/).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('academic-02-semesters');

  // 2. A circle of that semester: the first teacher ticked is the primary, the second an assistant.
  await page.getByRole('menuitem', { name: 'الحلقات', exact: true }).click();
  await page.waitForURL('**/classes**');
  await page.getByRole('button', { name: 'إضافة حلقة جديدة' }).click();
  const circle = await openDialog('إضافة حلقة جديدة');
  await circle.getByLabel('اسم الحلقة').fill('حلقة الإمام عاصم');
  await choose(circle.getByLabel('الفصل الدراسي', { exact: true }), 'الفصل الثاني 2030');
  await choose(circle.getByLabel('المرحلة الدراسية', { exact: true }), 'الصف الخامس الابتدائي');
  const [primary, assistant] = TEACHERS.map((t) => circle.getByRole('checkbox', { name: new RegExp(t.first_name) }));
  await primary.check();
  await assistant.check();
  await circle.getByRole('button', { name: new RegExp(`اجعله الأساسي: ${TEACHERS[1].first_name}`) }).waitFor();
  await shoot('academic-03-circle-form');
  await circle.getByRole('button', { name: 'حفظ' }).click();
  await circle.waitFor({ state: 'hidden' });
  const circleCard = page.locator('.ant-card').filter({ hasText: 'حلقة الإمام عاصم' });
  await circleCard.getByText('الفصل الثاني 2030').waitFor();
  await expect(circleCard.textContent()).resolves.toMatch(new RegExp(`${TEACHERS[0].first_name}.*${TEACHERS[1].first_name}`));
  await gone('.ant-message-notice', 10_000);
  await shoot('academic-04-circles');

  // 3. The circle's courses: the four defaults, one more (110%, incomplete), then a weight lowered to 100%.
  await page.getByRole('menuitem', { name: 'مقررات الحلقات', exact: true }).click();
  await page.waitForURL('**/class-courses**');
  await choose(page.getByLabel('الحلقة', { exact: true }), 'حلقة الإمام عاصم');
  // The complex's only semester is chosen already (the default-semester rule: the first, when none is current).
  await page.locator('.ant-select-selection-item[title="الفصل الثاني 2030"]').waitFor();
  await page.getByRole('button', { name: 'إنشاء المقررات الافتراضية' }).click();
  await page.getByText('تم إنشاء 4 من 4 مقررات').waitFor();
  await page.getByText(/مجموع النسب 100% — مكتمل/).waitFor();

  await page.getByRole('button', { name: 'إضافة مقرر' }).click();
  const add = await openDialog('إضافة مقرر');
  await add.getByLabel('اسم المقرر').fill('التجويد');
  await add.getByLabel('النسبة').fill('10');
  await add.getByRole('button', { name: 'حفظ' }).click();
  await add.waitFor({ state: 'hidden' });
  await page.getByText(/غير مكتمل — مجموع النسب 110%/).waitFor();

  const review = page.locator('.ant-card').filter({ hasText: 'المراجعة الكبرى' });
  await review.getByRole('button', { name: 'تعديل' }).click();
  const edit = await openDialog('تعديل المقرر');
  await edit.getByLabel('النسبة').fill('15');
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByText(/مجموع النسب 100% — مكتمل/).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('academic-05-class-courses');
});

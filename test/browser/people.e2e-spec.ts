import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { ADMIN, callJson, callOk, confirmChildLinks, type RunningServer } from './server.js';
import { choose, closeBrowser, fillNames, gone, openBrowser, openDialog, settled, shoot, signIn } from './session.js';

// The people of a complex as its manager looks after them in the built app: a new teacher on /teachers given two
// circles, a new student on /students put in a circle with their memorisation position recorded, and the student
// linked to a parent on /parents. The complex, its semester and circles, its manager and a family are made first
// through the API, as the admin would. Screens are photographed at 1280 and 390 px and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const MANAGER = { id: '1987654320', password: 'manager-pass-1' };
const PARENT = { id: '1555555551', password: 'parent-pass-1' };
const TEACHER_ID = '1876543211';
const STUDENT_ID = '1765432101';
const CIRCLES = ['حلقة الإمام نافع', 'حلقة ابن كثير'];

/** Calls the API, failing the test on anything but success. */
const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

/**
 * Ticks a box of a form-controlled group. (Playwright's check() reads the box right after its click, before the form
 * has re-rendered it, and calls that a failure.)
 */
async function tick(box: Locator) {
  await box.click();
  for (let tries = 0; !(await box.isChecked()); tries++) {
    if (tries > 50) throw new Error('The box did not become ticked');
    await page.waitForTimeout(50);
  }
}

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع الهدى لتحفيظ القرآن', address: 'حي الياسمين, الرياض, منطقة الرياض' });
  const names = { second_name: 'محمد', third_name: 'عبدالله' };
  await api('', 'POST', '/api/teachers', {
    id: MANAGER.id,
    first_name: 'فهد',
    ...names,
    last_name: 'العتيبي',
    phone: '0551234567',
    email: 'fahad@example.com',
    password: MANAGER.password,
    user_type: 'administrator',
  });
  await api(token, 'POST', `/api/users/${MANAGER.id}/approve`);
  await api(token, 'PUT', `/api/schools/${school.id}`, { administrator_id: MANAGER.id });
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year: 2030,
    start_date: '2030-08-18',
    end_date: '2031-01-09',
  });
  for (const name of CIRCLES)
    await api(token, 'POST', '/api/classes', { name, school_id: school.id, semester_id: semester.id, school_level: 'الصف الخامس الابتدائي' });
  // A family of the complex: a parent registered with an elder child already studying there.
  const elder = '1765432100';
  await api(token, 'POST', '/api/students/manage', {
    id: elder,
    first_name: 'عمر',
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'الحربي',
    school_level: 'الصف الأول المتوسط',
    school_id: school.id,
    status: 'active',
  });
  await api('', 'POST', '/api/parents', {
    id: PARENT.id,
    first_name: 'خالد',
    second_name: 'سعد',
    third_name: 'علي',
    last_name: 'الحربي',
    neighborhood: 'حي النسيم',
    phone: '0557654321',
    email: 'khalid@example.com',
    password: PARENT.password,
    childIds: [elder],
    registerSelf: false,
  });
  await api(token, 'POST', `/api/users/${PARENT.id}/approve`);
  await confirmChildLinks(server, token, PARENT.id);
});

afterAll(closeBrowser);

test('a complex manager adds a teacher with two circles, a student with a position, and links the student to a parent', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(MANAGER.id, MANAGER.password);
  await page.waitForURL('**/Home');

  // 1. A teacher, active at once in the manager's complex.
  await page.getByRole('menuitem', { name: 'المعلمون', exact: true }).click();
  await page.waitForURL('**/teachers**');
  await page.getByRole('button', { name: 'إضافة معلم' }).click();
  const add = await openDialog('إضافة معلم');
  await add.getByLabel('رقم الهوية').fill(TEACHER_ID);
  for (const [label, value] of [
    ['الاسم الأول', 'ماجد'],
    ['اسم الأب', 'ناصر'],
    ['اسم الجد', 'علي'],
    ['اسم العائلة', 'القرني'],
  ])
    await add.getByLabel(label).fill(value);
  await add.getByLabel('البريد الإلكتروني').fill('majed@example.com');
  await add.getByLabel('رقم الجوال').fill('0561112233');
  await add.getByLabel('كلمة المرور').fill('teacher-pass-1');
  // The manager's only complex is chosen for them, once the complexes have arrived.
  await add.locator('.ant-select-selection-item', { hasText: 'مجمع الهدى' }).waitFor();
  await add.getByRole('button', { name: 'حفظ' }).click();
  await add.waitFor({ state: 'hidden' });
  const teacherCard = page.locator('.ant-card').filter({ hasText: 'ماجد ناصر علي القرني' });
  await teacherCard.getByText('لا يدرّس أي حلقة حالياً').waitFor();

  // Two circles from the edit form's checklist.
  await teacherCard.getByRole('button', { name: 'تعديل' }).click();
  const edit = await openDialog('تعديل بيانات المعلم');
  // The checklist fills once the complex's circles arrive.
  await settled();
  for (const circle of CIRCLES) await tick(edit.getByRole('checkbox', { name: circle }));
  await shoot('people-01-teacher-circles');
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await edit.waitFor({ state: 'hidden' });
  for (const circle of CIRCLES) await teacherCard.getByText(circle).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('people-02-teachers');

  // 2. A student in the first circle, then their memorisation position.
  await page.getByRole('menuitem', { name: 'الطلاب', exact: true }).click();
  await page.waitForURL('**/students**');
  await page.getByRole('button', { name: 'إضافة طالب جديد' }).click();
  const student = await openDialog('إضافة طالب جديد');
  await student.getByLabel('رقم الهوية').fill(STUDENT_ID);
  await fillNames(student, ['يزن', 'خالد', 'سعد', 'الحربي']);
  await choose(student.getByLabel('المرحلة الدراسية').first(), 'الصف الرابع الابتدائي');
  await choose(student.getByLabel(/^مجمع الحلقات/).first(), 'مجمع الهدى');
  await choose(student.getByLabel(/^الحلقة/).first(), CIRCLES[0]);
  await student.getByRole('button', { name: 'حفظ' }).click();
  await student.waitFor({ state: 'hidden' });
  const studentCard = page.locator('.ant-card').filter({ hasText: 'يزن خالد سعد الحربي' });
  await studentCard.getByText(CIRCLES[0]).waitFor();

  await studentCard.getByRole('button', { name: 'خطة الحفظ' }).click();
  const plan = await openDialog('خطة الحفظ');
  await plan.getByRole('button', { name: 'تعديل الخطة' }).click();
  await choose(plan.getByLabel('السورة').first(), 'النبأ', { search: true });
  await choose(plan.getByLabel('الآية').first(), '40', { search: true });
  await plan.getByRole('button', { name: 'حفظ' }).click();
  // Saved, the plan is shown again with the memorised pages drawn; then it is closed.
  await plan.getByText('صفحات محفوظة').waitFor();
  await plan.getByRole('button', { name: 'إغلاق' }).last().click();
  await plan.waitFor({ state: 'hidden' });
  // From an-Naba 40 back through an-Nas: the whole 30th juz and the Fatiha, 24 pages.
  await studentCard.getByText(/سورة النبإ، الآية 40/).waitFor();
  await expect(studentCard.textContent()).resolves.toContain('24');
  await gone('.ant-message-notice', 10_000);
  await shoot('people-03-students');

  // 3. The parent of the elder brother takes the new student as their child too.
  await page.getByRole('menuitem', { name: 'أولياء الأمور', exact: true }).click();
  await page.waitForURL('**/parents**');
  const parentCard = page.locator('.ant-card').filter({ hasText: 'خالد سعد علي الحربي' });
  await parentCard.getByRole('button', { name: 'إدارة الأبناء' }).click();
  const children = await openDialog('أبناء');
  await choose(children.getByLabel('الطالب').first(), 'يزن');
  await children.getByRole('button', { name: /(^|\s)ربط$/ }).click();
  await page.getByText(MESSAGES.children.linked).waitFor();
  await children.locator('.ant-card').filter({ hasText: 'يزن خالد سعد الحربي' }).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('people-04-parent-children');

  // The parent sees both children on their own page.
  await children.locator('.ant-modal-close').click();
  await children.waitFor({ state: 'hidden' });
  await page
    .getByRole('button', { name: /تسجيل الخروج/ })
    .first()
    .click();
  await page.waitForURL('**/login');
  await signIn(PARENT.id, PARENT.password);
  await page.waitForURL('**/Home');
  await page.goto(`${server.url}/children`);
  await page.getByText('يزن خالد سعد الحربي').waitFor();
  // The child's card (the follow-up below names the chosen child again).
  await page.locator('strong').getByText('عمر خالد سعد الحربي').waitFor();
  await shoot('people-05-my-children');
});

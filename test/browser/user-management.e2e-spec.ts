import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { USERS_T } from '../../apps/web/src/features/user-management/locale.js';
import { ADMIN, callJson, callOk, type RunningServer } from './server.js';
import { choose, closeBrowser, gone, openBrowser, openDialog, shoot, signIn } from './session.js';

// User management in the built app: the admin filters the accounts by role on /user-management, turns a teacher's
// card round (by hovering, and by its button for the keyboard), moves the teacher to a circle as a student with the
// role edit and finds them there, then switches the account off and on again. The teacher also registered as a
// parent with the same e-mail, so their card warns of it. Screens are photographed at 1280 and 390 px and checked
// with axe, a turned card and the role edit among them.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const TEACHER = { id: '1876543211', name: 'ماجد ناصر علي القرني', email: 'majed@example.com' };
const STUDENT = { id: '1765432101', name: 'يزن خالد سعد الحربي' };
const CIRCLES = ['حلقة الإمام نافع', 'حلقة ابن كثير'];

/** Calls the API, failing the test on anything but success. */
const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

/** The card of the person named `name` (a group named after them). */
const cardOf = (name: string) => page.getByRole('group', { name, exact: true });
/** The face of `card` turned to the viewer (the other is hidden from screen readers and inert). */
const facing = (card: Locator) => card.locator('[aria-hidden="false"]');

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع الهدى لتحفيظ القرآن', address: 'حي الياسمين, الرياض, منطقة الرياض' });
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year: 2030,
    start_date: '2030-08-18',
    end_date: '2031-01-09',
  });
  for (const name of CIRCLES)
    await api(token, 'POST', '/api/classes', { name, school_id: school.id, semester_id: semester.id, school_level: 'الصف الخامس الابتدائي' });
  // Added by the admin, so active at once.
  await api(token, 'POST', '/api/teachers', {
    id: TEACHER.id,
    first_name: 'ماجد',
    second_name: 'ناصر',
    third_name: 'علي',
    last_name: 'القرني',
    phone: '0561112233',
    email: TEACHER.email,
    password: 'teacher-pass-1',
    user_type: 'teacher',
    school_id: school.id,
  });
  await api(token, 'POST', '/api/students/manage', {
    id: STUDENT.id,
    first_name: 'يزن',
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'الحربي',
    school_level: 'الصف الرابع الابتدائي',
    school_id: school.id,
    status: 'active',
  });
  // The teacher registered as a parent too, with the same e-mail under another ID.
  await api('', 'POST', '/api/parents', {
    id: '1555555551',
    first_name: 'ماجد',
    second_name: 'ناصر',
    third_name: 'علي',
    last_name: 'القرني',
    neighborhood: 'حي النسيم',
    phone: '0557654321',
    email: TEACHER.email,
    password: 'parent-pass-1',
    childIds: [STUDENT.id],
    registerSelf: false,
  });
});

afterAll(closeBrowser);

test('the admin filters by role, turns a card, moves a teacher to a circle as a student, and switches the account off and on', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');
  await page.getByRole('menuitem', { name: 'إدارة المستخدمين', exact: true }).click();
  await page.waitForURL('**/user-management');
  await cardOf(STUDENT.name).waitFor();
  await shoot('users-01-list');

  // 1. Only the teachers.
  await choose(page.getByLabel('نوع الحساب').first(), 'معلم');
  await page.waitForURL('**/user-management?role=teacher');
  await cardOf(STUDENT.name).waitFor({ state: 'detached' });
  const card = cardOf(TEACHER.name);
  await card.getByText('مجمع الهدى لتحفيظ القرآن').waitFor();

  // 2. Hovering turns the card: the e-mail, shared with the parent account, and the actions.
  await card.hover();
  await facing(card).getByText(TEACHER.email).waitFor();
  await facing(card).getByText(USERS_T.sharedEmail).waitFor();
  await page.mouse.move(0, 0);
  await facing(card).getByText(USERS_T.showActions).waitFor();
  // The keyboard turns it with its button, and the focus goes to the first action of the back.
  await card.getByRole('button', { name: USERS_T.showActions }).focus();
  await page.keyboard.press('Enter');
  await facing(card).getByText(TEACHER.email).waitFor();
  await expect(page.evaluate('document.activeElement.textContent')).resolves.toContain('البيانات الكاملة');
  await shoot('users-02-card-turned');

  // 3. The role edit: a student in the second circle of the same complex.
  await card.getByRole('button', { name: USERS_T.editRole }).click();
  const dialog = await openDialog(USERS_T.roleTitle(TEACHER.name));
  await choose(dialog.getByLabel('نوع الحساب').first(), 'طالب');
  await expect(dialog.getByText('مجمع الهدى لتحفيظ القرآن').isVisible()).resolves.toBe(true); // the complex stays
  await choose(dialog.getByLabel(/^الحلقة/).first(), CIRCLES[1]);
  await shoot('users-03-role-edit');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(MESSAGES.users.saved).waitFor();
  // No longer a teacher: among the students, in the circle.
  await cardOf(TEACHER.name).waitFor({ state: 'detached' });
  await choose(page.getByLabel('نوع الحساب').first(), 'طالب');
  await page.waitForURL('**/user-management?role=student');
  const student = cardOf(TEACHER.name);
  await student.getByText(CIRCLES[1]).waitFor();
  await student.locator('.ant-card-extra').getByText('طالب').first().waitFor();
  await gone('.ant-message-notice', 10_000);

  // 4. Switched off, then on again.
  await student.hover();
  await student.getByRole('button', { name: 'تعطيل' }).click();
  await page.getByText(MESSAGES.users.deactivated).waitFor();
  await student.getByRole('button', { name: 'تفعيل' }).waitFor();
  // Back to the front: a hollow dot, and the state written beside it.
  await student.getByRole('button', { name: 'رجوع' }).click();
  await page.mouse.move(0, 0);
  await facing(student).getByText('غير مفعل').waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('users-04-switched-off');
  await student.hover();
  await student.getByRole('button', { name: 'تفعيل' }).click();
  await page.getByText(MESSAGES.users.activated).waitFor();
  await student.getByRole('button', { name: 'تعطيل' }).waitFor();

  // 5. The whole record, Hijri beside Gregorian.
  await student.getByRole('button', { name: 'البيانات الكاملة' }).click();
  const details = await openDialog(`بيانات ${TEACHER.name}`);
  await details.getByText(TEACHER.id).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('users-05-details');
});

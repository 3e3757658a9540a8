import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PRIVILEGES_T } from '../../apps/web/src/features/privilege-management/locale.js';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { closeBrowser, gone, openBrowser, settled, shoot, signIn, signOut } from './session.js';

// The privilege editor in the built app: the admin grants a teacher system management on /privilege-management,
// and the teacher, signing in again, finds the audit trail among their shortcuts and opens it (before the grant the
// guard sent them home). Screens are photographed at 1280 and 390 px and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const TEACHER = { id: '1876543211', password: 'teacher-pass-1', name: 'ماجد ناصر علي القرني' };
const AUDIT = 'سجل التدقيق';

/** Calls the API as the admin, failing the test on anything but success. */
async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await callJson(`${server.url}${path}`, method, body, token);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as any;
}

/** The shortcut tile of `label` on the home page. */
// A home tile: the page's own links (a teacher's top bar has some of the same names).
const tile = (label: string) => page.getByRole('main').getByRole('link', { name: label, exact: true });

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع النور لتحفيظ القرآن', address: 'حي الروضة, جدة, منطقة مكة المكرمة' });
  const staff = { second_name: 'ناصر', third_name: 'علي', school_id: school.id };
  // Added by the admin, so active at once.
  await api(token, 'POST', '/api/teachers', {
    id: TEACHER.id,
    first_name: 'ماجد',
    ...staff,
    last_name: 'القرني',
    phone: '0561112233',
    email: 'majed@example.com',
    password: TEACHER.password,
    user_type: 'teacher',
  });
  await api(token, 'POST', '/api/teachers', {
    id: '1876543212',
    first_name: 'سعود',
    ...staff,
    last_name: 'الشهري',
    phone: '0561112234',
    email: 'saud@example.com',
    password: 'supervisor-pass-1',
    user_type: 'supervisor',
  });
});

afterAll(closeBrowser);

test('the admin grants a teacher system management; the teacher then opens the audit trail', async () => {
  // Before: the teacher has no audit trail, and the guard sends them home from it.
  await page.goto(`${server.url}/login`);
  await signIn(TEACHER.id, TEACHER.password);
  await page.waitForURL('**/Home');
  await tile('الحضور والغياب').waitFor();
  await expect(tile(AUDIT).count()).resolves.toBe(0);
  await page.goto(`${server.url}/audit-log`);
  await page.waitForURL('**/home');
  await signOut();

  // The admin opens the editor from the side menu and picks the teacher by name.
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');
  await page.getByRole('menuitem', { name: 'إدارة الصلاحيات', exact: true }).click();
  await page.waitForURL('**/privilege-management');
  await page.getByText(PRIVILEGES_T.noUserChosen).waitFor();
  await shoot('privileges-01-empty');

  await page.getByLabel(PRIVILEGES_T.user).click();
  await page.keyboard.type('ماجد');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: TEACHER.id }).click();
  await gone('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await page.waitForURL(`**/privilege-management?user=${TEACHER.id}`);
  await page.getByRole('heading', { level: 2, name: TEACHER.name }).waitFor();

  // The role's defaults are ticked and fixed; system management is not the teacher's.
  const system = page.getByRole('group', { name: 'النظام' });
  const attendance = page.getByRole('group', { name: 'الحضور' });
  for (const box of await attendance.getByRole('checkbox').all()) {
    await expect(box.isChecked()).resolves.toBe(true);
    await expect(box.isDisabled()).resolves.toBe(true);
  }
  const manage = system.getByRole('checkbox', { name: 'إدارة', exact: true });
  await expect(manage.isChecked()).resolves.toBe(false);
  await manage.click();
  await expect(manage.isChecked()).resolves.toBe(true);
  await shoot('privileges-02-teacher-ticked');

  await page.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText(PRIVILEGES_T.saved).waitFor();
  await gone('.ant-message-notice', 10_000);
  await settled();
  await expect(system.getByRole('checkbox', { name: 'إدارة', exact: true }).isChecked()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'حفظ' }).isDisabled()).resolves.toBe(true);

  // Another role, another set of fixed boxes: a supervisor views, adds and edits people by role.
  await page.goto(`${server.url}/privilege-management?user=1876543212`);
  await page.getByRole('heading', { level: 2, name: 'سعود ناصر علي الشهري' }).waitFor();
  await page.getByRole('group', { name: 'المستخدمون' }).waitFor();
  await shoot('privileges-03-supervisor');
  await signOut();

  // After: signing in again, the teacher's shortcuts hold the audit trail, and it opens.
  await signIn(TEACHER.id, TEACHER.password);
  await page.waitForURL('**/Home');
  await tile(AUDIT).waitFor();
  await shoot('privileges-04-teacher-home');
  await tile(AUDIT).click();
  await page.waitForURL('**/audit-log');
  await page.getByRole('heading', { level: 1, name: AUDIT }).waitFor();
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await shoot('privileges-05-teacher-audit');
});

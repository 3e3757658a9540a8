import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { CLASSES_T } from '../../apps/web/src/features/classes/locale.js';
import { USERS_T } from '../../apps/web/src/features/user-management/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { ADMIN, callOk, type RunningServer } from './server.js';
import { choose, closeBrowser, openBrowser, openDialog, shoot, signInAs, signOut } from './session.js';

// Issue 25, section 5, on the demo data: a complex manager adds a circle (the current semester chosen, only active
// teachers offered) and moves two students of the complex's other circle into it at once; then the admin follows
// the bell to the accounts waiting for approval (as many as it counts), approves one on its card and the others
// together, and the bell counts down each time. Pictures at 1280 and 390 px, checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;
let manager: { id: string; password: string };

interface Circle {
  id: number;
  name: string;
  school_id: number;
  max_students: number | null;
  student_count: number;
}

/** The caller's token, for reading what the screens should show. */
async function tokenOf(id: string, password: string): Promise<string> {
  return (await callOk(server, '', 'POST', '/api/auth/login', { id, password })).token;
}

beforeAll(async () => {
  ({ server, page } = await openBrowser({}, { demo: true }));
  manager = server.demo.get('complex manager')!;
});

afterAll(async () => {
  await closeBrowser();
});

test('a complex manager adds a circle in the current semester with active teachers only, and moves two students into it at once', async () => {
  const token = await tokenOf(manager.id, manager.password);
  const [old] = (await callOk(server, token, 'GET', '/api/classes')) as Circle[];
  const inactive = (await callOk(server, token, 'GET', `/api/teachers?school_id=${old.school_id}&is_active=false`)).teachers as { first_name: string }[];
  const name = 'حلقة الإمام ورش';

  await signInAs(manager);
  await page.goto(`${server.url}/classes`);
  await page.getByText(old.name, { exact: true }).first().waitFor();

  await page.getByRole('button', { name: CLASSES_T.addClass }).click();
  const form = await openDialog(CLASSES_T.addClass);
  // The complex manager's only complex and its current semester are chosen, its active teachers listed.
  await form.locator('.ant-form-item').filter({ hasText: T.semester }).locator('.ant-select-selection-item').waitFor();
  const teachers = form.getByRole('list', { name: CLASSES_T.classTeachers });
  await teachers.getByRole('checkbox').first().waitFor();
  const offered = (await teachers.textContent()) ?? '';
  for (const teacher of inactive) expect(offered).not.toContain(`${teacher.first_name} `);
  await form.getByLabel(CLASSES_T.className).fill(name);
  await choose(form.getByLabel(T.schoolLevel), 'روضة');
  await teachers.getByRole('checkbox').first().check();
  await shoot('circles-01-form');
  await form.getByRole('button', { name: /حفظ/ }).click();
  await page.getByText(MESSAGES.classes.created).waitFor();

  // Its students dialog offers the complex's other students, each saying the circle they would leave.
  const card = page.locator('.ant-card').filter({ has: page.getByText(name, { exact: true }) });
  await card.getByRole('button', { name: CLASSES_T.students }).click();
  const dialog = await openDialog(CLASSES_T.studentsTitle(name));
  await dialog.getByText(T.circleNoStudents).waitFor();
  // The select's box opens its list (its search input is covered once something is chosen).
  await dialog.locator('.ant-form-item').filter({ hasText: CLASSES_T.addStudents }).locator('.ant-select-selector').click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.first().waitFor();
  expect(await options.first().textContent()).toContain(`في ${old.name}`);
  await options.nth(0).click();
  await options.nth(1).click();
  await page.keyboard.press('Escape');
  await shoot('circles-02-students-chosen');
  await dialog.getByRole('button', { name: CLASSES_T.addChosen(2) }).click();
  await page.getByText(MESSAGES.classes.studentsAdded('طالبين')).waitFor();
  await dialog.getByRole('button', { name: T.close }).first().click();
  await card.getByText('2', { exact: true }).waitFor();
  const after = (await callOk(server, token, 'GET', '/api/classes')) as Circle[];
  expect(after.find((c) => c.id === old.id)!.student_count).toBe(old.student_count - 2);
  await shoot('circles-03-moved');
  await signOut();
});

test('the admin follows the bell to as many pending accounts as it counts, approves one on its card and the rest together', async () => {
  const token = await tokenOf(ADMIN.id, ADMIN.password);
  const { count: total, items } = (await callOk(server, token, 'GET', '/api/dashboard/notifications')) as {
    count: number;
    items: { kind: string; title: string; count: number }[];
  };
  const accounts = items.find((item) => item.kind === 'pendingAccounts')!;
  const pending = accounts.count;
  expect(pending).toBeGreaterThan(1);

  await signInAs(ADMIN);
  await page.getByRole('button', { name: `${T.notifications}: ${total}` }).click();
  await page.getByRole('link', { name: accounts.title }).click();
  await page.waitForURL('**/user-management?status=pending');
  await page.getByText(USERS_T.statusPending(pending)).waitFor();
  const approve = page.getByRole('button', { name: new RegExp(`^${USERS_T.approve}: `) });
  await expect(approve.count()).resolves.toBe(pending);
  await shoot('approvals-01-pending');

  // One on its card's front.
  await approve.first().click();
  const confirm = await openDialog(USERS_T.approveTitle);
  await confirm.getByRole('button', { name: USERS_T.approve }).click();
  await page.getByText(MESSAGES.users.approved).first().waitFor();
  await page.getByRole('button', { name: `${T.notifications}: ${total - 1}` }).waitFor();

  // The others together, in one request.
  await page.getByRole('checkbox', { name: USERS_T.selectAllPending(pending - 1) }).check();
  await page.getByRole('button', { name: USERS_T.approveSelected }).click();
  const confirmAll = await openDialog(USERS_T.approveManyTitle);
  await confirmAll.getByRole('button', { name: USERS_T.approve }).click();
  await page.getByText(USERS_T.usersNoMatch).waitFor();
  // What is left on the bell is the parents' link requests, which are confirmed elsewhere.
  const links = total - pending;
  await page.getByRole('button', links > 0 ? { name: `${T.notifications}: ${links}` } : { name: T.notifications, exact: true }).waitFor();

  // Every account as a sortable table (cards on a phone, where a table does not fit).
  await page.goto(`${server.url}/user-management?view=table`);
  await page.getByRole('table').waitFor();
  await shoot('approvals-02-table');
  await signOut();
});

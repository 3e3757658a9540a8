import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type RunningServer } from './server.js';
import { closeBrowser, DESKTOP, openBrowser, PHONE, shoot, shootOne, signInAs, signOut } from './session.js';

// Each role's own way in (issue 25, section 1), on the demo data: a teacher, a parent and a student sign in and find
// a top bar of their own daily pages and home tiles that lead nowhere empty; at 390 px the bar names the page and the
// menu holds the same links. The parent's /children shows the follow-up before the link form (and /my-students leads
// there); the student has a dashboard of their own figures and pages of their grades and attendance. Screens are
// photographed at 1280 and 390 px under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

beforeAll(async () => {
  ({ server, page } = await openBrowser({}, { demo: true }));
});

afterAll(closeBrowser);

/** Signs the demo's `role` in and waits for their home page. */
async function signInAsDemo(role: string): Promise<void> {
  const account = server.demo.get(role);
  if (!account) throw new Error(`The demo has no ${role}`);
  await signInAs(account);
  await page.locator('header nav a').first().waitFor();
}

/** The labels of the top bar's links, in order. */
const barLinks = () => page.locator('header nav a').allTextContents();

/** The paths the home page's shortcut tiles lead to. */
async function tiles(): Promise<string[]> {
  const section = page.locator('div', { has: page.getByRole('heading', { level: 2, name: 'الوصول السريع' }) }).last();
  await section.locator('a').first().waitFor();
  return (await section.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) as string[];
}

/** At 390 px: the bar names the page in its one h1, and its menu holds the same links; then back to 1280. */
async function phoneMenu(title: string, links: string[], shot: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.locator('header h1', { hasText: title }).waitFor();
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('link', { name: links[links.length - 1] }).waitFor();
  expect(await drawer.locator('nav a').allTextContents()).toEqual(links);
  await shootOne(shot);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.setViewportSize(DESKTOP);
}

test('a teacher finds their circles, grading, attendance and points, and no page that shows them nothing', async () => {
  await signInAsDemo('teacher');
  const links = ['الصفحة الرئيسية', 'حلقاتي', 'الدرجات', 'الحضور والغياب', 'إدارة النقاط', 'الملف الشخصي', 'عن المنصة'];
  expect(await barLinks()).toEqual(links);
  const offered = await tiles();
  expect(offered).toEqual(expect.arrayContaining(['/my-classes', '/grading', '/attendance', '/points-management']));
  for (const dead of ['/daily-reports', '/teachers', '/parents', '/children']) expect(offered).not.toContain(dead);
  await shoot('role-menus-01-teacher-home');
  await phoneMenu('الصفحة الرئيسية', links, 'role-menus-02-teacher-menu-390');

  await page.locator('header nav').getByRole('link', { name: 'حلقاتي' }).click();
  await page.waitForURL('**/my-classes');
  await page
    .getByRole('button', { name: /طلاب الحلقة/ })
    .first()
    .waitFor();
  await shoot('role-menus-03-teacher-my-classes');
  await signOut();
});

test('a parent follows their children first on /children, where /my-students leads too', async () => {
  await signInAsDemo('parent');
  const links = ['الصفحة الرئيسية', 'الأبناء', 'الملف الشخصي', 'عن المنصة'];
  expect(await barLinks()).toEqual(links);
  const offered = await tiles();
  expect(offered).toContain('/children');
  for (const dead of ['/my-students', '/daily-reports', '/students']) expect(offered).not.toContain(dead);

  await page.goto(`${server.url}/my-students`);
  await page.waitForURL('**/children');
  const followUp = page.getByRole('region', { name: 'متابعة الأبناء' });
  await followUp.getByText('نسبة الحضور').waitFor();
  // The follow-up stands above the children's cards and the link form.
  const linked = page.getByRole('heading', { level: 2, name: 'الأبناء المرتبطون بحسابك' });
  expect((await followUp.boundingBox())!.y).toBeLessThan((await linked.boundingBox())!.y);
  await shoot('role-menus-04-parent-children');
  await phoneMenu('الأبناء', links, 'role-menus-05-parent-menu-390');

  await followUp.getByRole('tab', { name: 'الدرجات' }).click();
  await followUp.locator('.ant-tabs-tabpane-active .ant-table').waitFor();
  await shoot('role-menus-06-parent-grades');
  await followUp.getByRole('tab', { name: 'الحضور والغياب' }).click();
  await followUp.locator('.ant-tabs-tabpane-active .ant-table').waitFor();
  await shoot('role-menus-07-parent-attendance');
  await signOut();
});

test('a student has a dashboard of their own, and their grades, attendance and points', async () => {
  await signInAsDemo('student');
  const links = ['الصفحة الرئيسية', 'درجاتي', 'حضوري', 'نقاطي', 'الملف الشخصي', 'عن المنصة'];
  expect(await barLinks()).toEqual(links);
  const offered = await tiles();
  expect(offered).toEqual(expect.arrayContaining(['/dashboard', '/my-grades', '/my-attendance', '/student-points']));
  for (const dead of ['/daily-reports', '/students']) expect(offered).not.toContain(dead);
  await shoot('role-menus-08-student-home');

  await page.goto(`${server.url}/dashboard`);
  await page
    .getByRole('link', { name: /مجموع النقاط/ })
    .getByText('/')
    .waitFor();
  await shoot('role-menus-09-student-dashboard');

  await page.locator('header nav').getByRole('link', { name: 'درجاتي' }).click();
  await page.waitForURL('**/my-grades');
  await page.locator('section li').first().waitFor();
  await shoot('role-menus-10-student-grades');
  await phoneMenu('درجاتي', links, 'role-menus-11-student-menu-390');

  await page.locator('header nav').getByRole('link', { name: 'حضوري' }).click();
  await page.waitForURL('**/my-attendance');
  await page.locator('tbody tr.ant-table-row').first().waitFor();
  await shoot('role-menus-12-student-attendance');
  await signOut();
});

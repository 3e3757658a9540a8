import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { ADMIN, type RunningServer } from './server.js';
import { choose, closeBrowser, DESKTOP, fillNames, openBrowser, openDialog, PHONE, settled, shoot, signInAs } from './session.js';

// Issue 25, sections 6 and 7, on the demo data: a complex manager who saves a student without a complex is told to
// choose one and nothing is saved, so the same ID then goes through; the not-found drawing, the /about credit, the
// tables' pagination and a parent's percentages in Arabic as they should read; /schools fits a phone. Screens are
// photographed at 1280 and 390 px and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const STUDENT_ID = '1712345670';
/** Arabic-Indic digits: the app writes Western ones everywhere. */
const ARABIC_INDIC = /[\u0660-\u0669]/;

beforeAll(async () => {
  ({ server, page } = await openBrowser({}, { demo: true }));
});

afterAll(closeBrowser);

/** How many pixels the page scrolls sideways at the current width. */
const sideways = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

test("a manager's student without a complex is refused whole, then saved with it under the same ID", async () => {
  await signInAs(server.demo.get('complex manager')!);
  await page.goto(`${server.url}/students`);
  await page.getByRole('button', { name: 'إضافة طالب جديد' }).click();
  const dialog = await openDialog('إضافة طالب جديد');
  await dialog.getByLabel('رقم الهوية').fill(STUDENT_ID);
  await fillNames(dialog, ['بدر', 'ناصر', 'حمد', 'الدوسري']);
  await choose(dialog.getByLabel('المرحلة الدراسية').first(), 'الصف الرابع الابتدائي');
  // The form chose the manager's only complex: they empty it, as the manager did.
  const complex = dialog.locator('.ant-form-item').filter({ has: page.getByLabel(/^مجمع الحلقات/) });
  await complex.locator('.ant-select-selector').hover();
  await complex.locator('.ant-select-clear').click();
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await complex.getByText(MESSAGES.students.schoolOutOfReach).waitFor();
  await shoot('integrity-01-student-without-complex');

  await complex.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(MESSAGES.students.created).first().waitFor();
  await page.locator('.ant-card').filter({ hasText: 'بدر ناصر حمد الدوسري' }).first().waitFor();
});

test('the words: the not-found drawing, a table screen, the /about credit', async () => {
  await signInAs(ADMIN);

  await page.goto(`${server.url}/no-such-page`);
  const drawing = page.getByRole('img', { name: 'رسم: صفحة غير موجودة' });
  await drawing.waitFor();
  expect(await page.content()).not.toMatch(/No Found|Unauthorized/);
  await shoot('words-01-not-found');

  await page.goto(`${server.url}/password-management`);
  await page.locator('.ant-table-row').first().waitFor();
  await settled();
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/الإختيار|الصفحه/);
  expect(body).not.toMatch(ARABIC_INDIC);

  await page.goto(`${server.url}/about`);
  await page.getByRole('link', { name: 'tanzil.net' }).waitFor();
  const credits = await page.locator('.ant-card').filter({ hasText: 'شكر وتقدير' }).innerText();
  expect(credits).toContain('مشروع تنزيل');
  expect(credits).not.toMatch(/Quran metadata|Project/);
  await shoot('words-02-about');
});

test('/schools fits a phone without scrolling sideways', async () => {
  await page.goto(`${server.url}/schools`);
  await page.locator('.ant-card').first().waitFor();
  await page.setViewportSize(PHONE);
  await settled();
  expect(await sideways()).toBe(0);
  await page.setViewportSize(DESKTOP);
  await shoot('words-03-schools');
});

test("a parent's follow-up writes percentages with the sign after the number, and dates in Western digits", async () => {
  await signInAs(server.demo.get('parent')!);
  await page.goto(`${server.url}/children`);
  const stat = page.locator('.ant-statistic').filter({ hasText: 'نسبة الحضور' });
  await stat.waitFor();
  const value = await stat.locator('.ant-statistic-content').innerText();
  expect(value).toMatch(/^\d+(\.\d+)?%$/);
  // The dates of the follow-up (Hijri and Gregorian) in the digits of every other number.
  await page.getByRole('tab', { name: 'الحضور' }).click();
  await page.locator('main').getByRole('tabpanel').getByText('هـ').first().waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(ARABIC_INDIC);
  await shoot('words-04-children');
});

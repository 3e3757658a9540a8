import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { DAILY_REPORTS_T } from '../../apps/web/src/features/daily-reports/locale.js';
import { PASSWORDS_T } from '../../apps/web/src/features/password-management/locale.js';
import { POINTS_MANAGEMENT_T } from '../../apps/web/src/features/points-management/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { choose, closeBrowser, DESKTOP, openBrowser, PHONE, settled, shoot, signInAs } from './session.js';

// Issue 25, section 2, on the demo data: a teacher gives a whole circle's points for a day on one screen (on a
// phone, one save), and the tables fit their width at 1280 px with the side menu open and at 390 px: the daily
// reports' and the password table's actions are in sight without scrolling sideways, /students has its table view
// with a circle filter, and a student's own points are cards on a phone. Screens are photographed under
// test-results/screenshots/ (grids-*) and checked with axe.

jest.setTimeout(420_000);

let server: RunningServer;
let page: Page;

beforeAll(async () => {
  ({ server, page } = await openBrowser({}, { demo: true }));
});
afterAll(closeBrowser);

/**
 * Fails unless `target` lies inside the part of its table that shows (or of the page's main area, outside a table),
 * so nobody has to scroll sideways to reach it.
 */
async function expectInSight(target: Locator, what: string) {
  const table = target.locator('xpath=ancestor::div[contains(@class, "ant-table-container")][1]');
  const frame = (await table.count()) > 0 ? table : page.locator('main').first();
  const [box, shown] = await Promise.all([target.boundingBox(), frame.boundingBox()]);
  if (!box || !shown) throw new Error(`${what}: not shown`);
  const inside = box.x >= shown.x - 1 && box.x + box.width <= shown.x + shown.width + 1;
  expect({ what, inside, box, shown }).toEqual({ what, inside: true, box, shown });
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
}

/** Checks `target` in sight at 1280 px (the side menu open) and at 390 px. */
async function expectInSightAtBothWidths(target: () => Locator, what: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // The side menu folds and antd's tables place their fixed columns after a resize: measure once that is over.
    await settled();
    await target().waitFor();
    await expectInSight(target(), `${what} at ${viewport.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

test('a teacher gives a whole circle its day’s points in one save on a phone; the 30-day grid shows them', async () => {
  const teacher = server.demo.get('teacher')!;
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', teacher)).body as { token: string };
  const mine = (await callJson(`${server.url}/api/points/teacher/my-classes`, 'GET', undefined, token)).body as { classes: { id: number }[] };
  await page.setViewportSize(PHONE);
  await signInAs(teacher);
  await page.goto(`${server.url}/points-management?class_id=${mine.classes[0].id}`);

  // The day view opens on the last working day; every row is a plain select.
  const selects = page.getByRole('list').locator('select');
  await selects.first().waitFor();
  const rows = await selects.count();
  expect(rows).toBeGreaterThan(5);
  await shoot('grids-01-day-entry');
  await page.setViewportSize(PHONE);

  // Fill every empty row with 5, give the first student 4 with a note, and save once.
  await page.getByLabel(POINTS_MANAGEMENT_T.fillLabel).selectOption('5');
  await page.getByRole('button', { name: POINTS_MANAGEMENT_T.fillEmpty }).click();
  await selects.first().selectOption('4');
  const firstName = (await selects.first().getAttribute('aria-label'))!.replace(/^نقاط /, '');
  await page.getByLabel(POINTS_MANAGEMENT_T.notesOf(firstName)).fill('أحسن في التلاوة اليوم');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/points/day')) saves.push(request.method());
  });
  await page.getByRole('button', { name: POINTS_MANAGEMENT_T.saveDay }).click();
  await page.getByText(/^تم حفظ نقاط اليوم/).waitFor();
  expect(saves).toEqual(['PUT']);

  // Saved, not only shown: after a reload every active student has points that day, the first one 4 with the note.
  await page.reload();
  await selects.first().waitFor();
  expect(await selects.first().inputValue()).toBe('4');
  expect(await page.getByLabel(POINTS_MANAGEMENT_T.notesOf(firstName)).inputValue()).toBe('أحسن في التلاوة اليوم');
  // (Browser-side code as a string: this file is compiled without the DOM library.)
  const empty = await page.evaluate<number>("[...document.querySelectorAll('ul select')].filter((select) => !select.disabled && !select.value).length");
  expect(empty).toBe(0);
  await shoot('grids-02-day-saved');

  // The grid of the last 30 working days, one tap away, shows the same entry.
  await page.getByText(POINTS_MANAGEMENT_T.gridView).click();
  await page.locator('.ant-table').waitFor();
  await page
    .getByRole('button', { name: new RegExp(`^${firstName}، .*: 4 من 5$`) })
    .first()
    .waitFor();
  await shoot('grids-03-grid');
});

test('the tables fit at 1280 px with the side menu open and at 390 px: daily reports, passwords, students', async () => {
  await page.setViewportSize(DESKTOP);
  await signInAs(ADMIN);
  // The side menu is open at 1280 px.
  await page.locator('.ant-layout-sider').waitFor();

  await page.goto(`${server.url}/daily-reports`);
  await expectInSightAtBothWidths(() => page.getByRole('button', { name: /^حذف تقرير/ }).first(), 'the daily report’s delete');
  await expectInSight(page.getByRole('button', { name: new RegExp(`^${DAILY_REPORTS_T.viewOf('').trim()}`) }).first(), 'the daily report’s view');
  await shoot('grids-04-daily-reports');

  await page.goto(`${server.url}/password-management`);
  await expectInSightAtBothWidths(() => page.getByRole('button', { name: PASSWORDS_T.setPassword }).first(), 'the set-password button');
  await shoot('grids-05-password-management');

  // /students as a table: sorted by name, the circle filter of a complex.
  await page.goto(`${server.url}/students?view=table`);
  await page.locator('.ant-table-row').first().waitFor();
  await choose(page.getByRole('combobox', { name: T.complex }), (await firstOption(T.complex))!);
  await choose(page.getByRole('combobox', { name: T.circle }), (await firstOption(T.circle))!);
  await page.waitForURL(/class_id=\d+/);
  await page.locator('.ant-table-row').first().waitFor();
  await expectInSightAtBothWidths(() => page.getByRole('button', { name: T.delete }).first(), 'a student’s delete');
  // At 1280 px the whole table fits: its last column, the status, too.
  await expectInSight(page.getByRole('columnheader', { name: T.status }), 'the students’ status column');
  await shoot('grids-06-students-table');
});

test('a student’s own points are cards on a phone', async () => {
  await page.setViewportSize(PHONE);
  await signInAs(server.demo.get('student')!);
  await page.goto(`${server.url}/student-points`);
  await page.locator('.ant-list-item').first().waitFor();
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  await shoot('grids-07-student-points');
});

/** The text of the first option of the antd select labelled `label` (its list opened and closed again). */
async function firstOption(label: string): Promise<string | null> {
  const box = page.getByRole('combobox', { name: label }).locator('xpath=ancestor::div[contains(@class, "ant-select-selector")][1]');
  await box.click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await option.waitFor();
  const text = await option.getAttribute('title');
  await page.keyboard.press('Escape');
  return text;
}

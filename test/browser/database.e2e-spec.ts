import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { DATABASE_T } from '../../apps/web/src/features/database/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { closeBrowser, gone, openBrowser, openDialog, shoot, signIn } from './session.js';

// The database browser in the built app, as the admin uses it: the tables under their warning, filtered by name;
// the complexes' table opened from its card, searched, a row added, edited and deleted after the confirmation.
// Screens are photographed at 1280 and 390 px under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  // A few complexes, so the grid has rows to search.
  for (const name of ['مجمع النور لتحفيظ القرآن', 'مجمع الفرقان', 'مجمع الإتقان النسائي']) {
    const res = await callJson(`${server.url}/api/schools`, 'POST', { name, address: 'حي الروضة, جدة, منطقة مكة المكرمة', phone: '0512345678' }, token);
    if (res.status !== 201) throw new Error(`POST /api/schools: ${res.status} ${JSON.stringify(res.body)}`);
  }
});

afterAll(closeBrowser);

test('the admin browses the tables, then adds, edits and deletes a complex in its raw table', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');

  // The tables, from the side menu.
  await page.getByRole('menuitem', { name: 'قاعدة البيانات' }).click();
  await page.waitForURL('**/database');
  await page.getByRole('heading', { level: 1, name: 'قاعدة البيانات' }).waitFor();
  await page.getByText(DATABASE_T.warningTitle).waitFor();
  const cards = page.locator('a .ant-card');
  await cards.filter({ hasText: 'مجمعات الحلقات' }).waitFor();
  await shoot('database-01-tables');

  // Typed without hamza, the filter still finds ملفات أولياء الأمور.
  await page.getByLabel(DATABASE_T.searchTables).fill('ملفات اولياء');
  await cards.filter({ hasText: 'مجمعات الحلقات' }).waitFor({ state: 'detached' });
  await expect(cards.count()).resolves.toBe(1);
  await expect(cards.first().textContent()).resolves.toContain('ملفات أولياء الأمور');
  await page.getByLabel(DATABASE_T.searchTables).fill('');
  await cards.filter({ hasText: 'مجمعات الحلقات' }).click();
  await page.waitForURL('**/database/table/schools');
  await page.getByRole('heading', { level: 2, name: 'مجمعات الحلقات' }).waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.filter({ hasText: 'مجمع الفرقان' }).waitFor();
  await page.getByText(DATABASE_T.pageOf(1, 1)).waitFor();
  await shoot('database-02-grid');

  // Search with Enter.
  await page.getByLabel(DATABASE_T.searchRecords).fill('النور');
  await page.getByLabel(DATABASE_T.searchRecords).press('Enter');
  await page.waitForURL(/search=/);
  await rows.filter({ hasText: 'مجمع الفرقان' }).waitFor({ state: 'detached' });
  await expect(rows.count()).resolves.toBe(1);
  await page.getByLabel(DATABASE_T.searchRecords).fill('');
  await page.getByLabel(DATABASE_T.searchRecords).press('Enter');
  await rows.filter({ hasText: 'مجمع الفرقان' }).waitFor();

  // Add a row through the form generated from the columns.
  await page.getByRole('button', { name: DATABASE_T.addRecord }).click();
  const add = await openDialog(DATABASE_T.addRecord);
  await add.getByLabel(/^name/).fill('مجمع الهدى');
  await add.getByLabel(/^address/).fill('حي العليا, الرياض, منطقة الرياض');
  await add.getByLabel(/^email/).fill('huda@example.com');
  await shoot('database-03-add');
  await add.getByRole('button', { name: T.save }).click();
  await add.waitFor({ state: 'hidden' });
  const added = rows.filter({ hasText: 'مجمع الهدى' });
  await added.waitFor();
  await page.getByText(MESSAGES.database.created).waitFor();

  // Edit it: the key is shown, read-only.
  await added.getByRole('button', { name: T.edit }).click();
  const edit = await openDialog(DATABASE_T.editRecord);
  await expect(edit.getByLabel(/^id/).isDisabled()).resolves.toBe(true);
  await edit.getByLabel(/^name/).fill('مجمع الهدى النموذجي');
  await shoot('database-04-edit');
  await edit.getByRole('button', { name: T.save }).click();
  await edit.waitFor({ state: 'hidden' });
  await rows.filter({ hasText: 'مجمع الهدى النموذجي' }).waitFor();

  // Delete it, after the spec's question.
  await gone('.ant-message-notice', 10_000);
  await rows.filter({ hasText: 'مجمع الهدى النموذجي' }).getByRole('button', { name: T.delete }).click();
  const confirm = await openDialog(DATABASE_T.deleteConfirm);
  await shoot('database-05-delete');
  await confirm.getByRole('button', { name: T.confirmDelete }).click();
  await rows.filter({ hasText: 'مجمع الهدى النموذجي' }).waitFor({ state: 'detached' });
  await page.getByText(MESSAGES.database.deleted).waitFor();

  // The users' grid: the password hashes are masked.
  await page.goto(`${server.url}/database/table/users`);
  await page.getByRole('heading', { level: 2, name: 'المستخدمون' }).waitFor();
  await rows.first().waitFor();
  await expect(page.locator('.ant-table-tbody').textContent()).resolves.not.toContain('$argon2');
  await expect(rows.first().textContent()).resolves.toContain(DATABASE_T.masked);
  await shoot('database-06-users');
});

import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AUDIT_T } from '../../apps/web/src/features/audit/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { ADMIN, type RunningServer } from './server.js';
import { closeBrowser, gone, openBrowser, openDialog, shoot, signIn } from './session.js';

// The audit trail in the built app: the admin changes a complex, then reads who did what on /audit-log and opens
// the change. Screens are photographed at 1280 and 390 px under test-results/screenshots/ and checked with axe.

jest.setTimeout(240_000);

let server: RunningServer;
let page: Page;

beforeAll(async () => {
  ({ server, page } = await openBrowser());
});

afterAll(closeBrowser);

test('the admin changes a complex, finds the change on /audit-log and opens it', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');

  // A complex, created and then renamed, through its screen.
  await page.goto(`${server.url}/schools`);
  await page.getByRole('button', { name: 'إضافة مجمع حلقات' }).click();
  const add = await openDialog();
  await add.getByLabel('اسم المجمع').fill('مجمع الإتقان');
  await add.getByLabel('الحي').fill('العليا');
  await add.getByLabel('المدينة').fill('الرياض');
  await add.getByLabel('المنطقة').fill('منطقة الرياض');
  await add.getByRole('button', { name: 'حفظ' }).click();
  await add.waitFor({ state: 'hidden' });
  const card = page.locator('.ant-card').filter({ hasText: 'مجمع الإتقان' });
  await card.getByRole('button', { name: 'تعديل' }).click();
  const edit = await openDialog();
  await edit.getByLabel('اسم المجمع').fill('مجمع الإتقان لتحفيظ القرآن');
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await edit.waitFor({ state: 'hidden' });
  await card.getByText('مجمع الإتقان لتحفيظ القرآن').waitFor();

  // The trail, from the side menu: newest first, the rename on top, by the admin.
  await page.getByRole('menuitem', { name: 'سجل التدقيق' }).click();
  await page.waitForURL('**/audit-log');
  await page.getByRole('heading', { level: 1, name: 'سجل التدقيق' }).waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.first().waitFor();
  await expect(rows.first().textContent()).resolves.toContain(T.edit);
  await expect(rows.first().textContent()).resolves.toContain('مدير المنصة العام');
  await expect(rows.nth(1).textContent()).resolves.toContain(T.add);
  // The first start created the admin's own account, with nobody signed in.
  await expect(rows.last().textContent()).resolves.toContain(AUDIT_T.noActor);
  // The complex screen's success messages fade on their own timer; photograph the trail without them.
  await gone('.ant-message-notice', 10_000);
  await shoot('audit-01-list');

  await rows.first().click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: AUDIT_T.entryTitle });
  await drawer.getByText('مجمع الإتقان لتحفيظ القرآن').waitFor();
  await drawer.getByText('مجمع الإتقان', { exact: true }).waitFor();
  await drawer.getByText(AUDIT_T.changed).waitFor();
  await shoot('audit-02-entry');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // A filter kept in the URL: only the complexes' rows.
  await page.getByLabel(AUDIT_T.record).click();
  await page.locator('.ant-select-item-option').filter({ hasText: T.complex }).click();
  await page.getByRole('button', { name: /ابحث/ }).click();
  await page.waitForURL(/entity=schools/);
  // The previous page stays on screen until the filtered one arrives: wait for the admin's account row to go.
  await rows.filter({ hasText: AUDIT_T.noActor }).waitFor({ state: 'detached' });
  await expect(rows.count()).resolves.toBe(2);
  await page.reload();
  await rows.nth(1).waitFor();
  await expect(rows.count()).resolves.toBe(2);
  await expect(page.getByLabel(AUDIT_T.record).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').textContent()).resolves.toContain(T.complex);
});

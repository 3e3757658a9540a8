import { jest } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AUDIT_T } from '../../apps/web/src/features/audit/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { expectAccessible } from './axe.js';
import { ADMIN, startServer, type RunningServer } from './server.js';

// The audit trail in the built app: the admin changes a complex, then reads who did what on /audit-log and opens
// the change. Screens are photographed at 1280 and 390 px under test-results/screenshots/ and checked with axe.

const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

jest.setTimeout(240_000);

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  page = await browser.newPage({ viewport: DESKTOP, locale: 'ar-SA' });
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until nothing matches `selector` (a polled locator: the app's CSP refuses waitForFunction's eval). */
async function gone(selector: string, timeout = 5000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while ((await page.locator(selector).count()) > 0) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(50);
  }
  return true;
}

async function settled(): Promise<void> {
  await page.waitForLoadState('networkidle');
  await gone('[class*="-enter"], [class*="-appear"], [class*="-leave"]');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(150);
}

/** Photographs the screen at 1280 and 390 px and checks both with axe; back at the desktop width after. */
async function shoot(name: string): Promise<void> {
  for (const [viewport, width] of [[DESKTOP, 1280], [PHONE, 390]] as const) {
    await page.setViewportSize(viewport);
    await settled();
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    await expectAccessible(page, `${name}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
  await settled();
}

async function openDialog() {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await gone('.ant-zoom-enter, .ant-zoom-appear', 15_000);
  return dialog;
}

test('the admin changes a complex, finds the change on /audit-log and opens it', async () => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('رقم الهوية').fill(ADMIN.id);
  await page.getByLabel('كلمة المرور').fill(ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
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

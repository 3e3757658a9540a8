import { jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { ADMIN_ROOTS_T } from '../../apps/web/src/features/admin-roots/locale.js';
import { ADMINISTRATORS_T } from '../../apps/web/src/features/administrators/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { choose, closeBrowser, gone, openBrowser, openDialog, shoot, signIn } from './session.js';

// The accounts of the people who run the platform, in the built app: the admin adds a complex manager on
// /administrators (the form first refusing two different passwords), adds a second platform admin on /admin-roots,
// switches them off and on again, and follows the tiles' links; the new manager then signs in. Screens are
// photographed at 1280 and 390 px and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const COMPLEX = 'مجمع الإمام الشاطبي لتحفيظ القرآن';
const MANAGER = { id: '1987654329', password: 'manager-pass-1', name: 'بندر سليمان العنزي' };
const SECOND_ADMIN = { id: '1000000009', name: 'هيفاء المطيري' };

/** Fills the account form's fields that both screens ask. */
async function fillAccount(dialog: Locator, fields: { id: string; first: string; last: string; email: string }) {
  await dialog.getByLabel(T.nationalIdLabel).fill(fields.id);
  await dialog.getByLabel(T.firstName).fill(fields.first);
  await dialog.getByLabel(T.lastName).fill(fields.last);
  await dialog.getByLabel(T.email).fill(fields.email);
}

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const res = await callJson(`${server.url}/api/schools`, 'POST', { name: COMPLEX, address: 'حي العليا, الرياض, منطقة الرياض' }, token);
  if (res.status !== 201) throw new Error(`POST /api/schools: ${res.status} ${JSON.stringify(res.body)}`);
});

afterAll(closeBrowser);

test('the admin adds a complex manager and a second platform admin; the manager signs in', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');

  // 1. A complex manager for the complex, the passwords first typed differently.
  await page.getByRole('menuitem', { name: 'مدراء المجمعات', exact: true }).click();
  await page.waitForURL('**/administrators**');
  await page.getByText(ADMINISTRATORS_T.empty).waitFor();
  await page.getByRole('button', { name: ADMINISTRATORS_T.addAccount }).click();
  const add = await openDialog(ADMINISTRATORS_T.addAccount);
  await fillAccount(add, { id: MANAGER.id, first: 'بندر', last: 'العنزي', email: 'bandar@example.com' });
  await add.getByLabel(`${T.secondName} ${T.optional}`).fill('سليمان');
  await add.getByLabel(`${T.phone} ${T.optional}`).fill('0551112233');
  await choose(add.getByLabel(T.complex).first(), 'الشاطبي', { search: true });
  await add.getByLabel(T.passwordLabel, { exact: true }).fill(MANAGER.password);
  await add.getByLabel(T.confirmPasswordLabel, { exact: true }).fill('manager-pass-2');
  await add.getByRole('button', { name: T.save }).click();
  await add.getByText(MESSAGES.passwords.mismatch).waitFor();
  await shoot('administrators-01-form-mismatch');

  await add.getByLabel(T.confirmPasswordLabel, { exact: true }).fill(MANAGER.password);
  await add.getByRole('button', { name: T.save }).click();
  await add.waitFor({ state: 'hidden' });
  const card = page.locator('.ant-card').filter({ hasText: MANAGER.name });
  await card.getByText(COMPLEX).waitFor();
  await page.getByText(ADMINISTRATORS_T.count(1)).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('administrators-02-list');

  await card.getByRole('button', { name: ADMINISTRATORS_T.accountDetails }).click();
  const details = await openDialog(ADMINISTRATORS_T.detailsTitle(MANAGER.name));
  await details.getByText(MANAGER.id).waitFor();
  await shoot('administrators-03-details');
  await details.locator('.ant-modal-close').click();
  await details.waitFor({ state: 'hidden' });

  // 2. The platform admins: the tiles open the three system screens.
  await page.getByRole('menuitem', { name: 'مدراء المنصة', exact: true }).click();
  await page.waitForURL('**/admin-roots**');
  const tiles = page.getByRole('navigation', { name: ADMIN_ROOTS_T.tools }).getByRole('link');
  await tiles.first().waitFor();
  await expect(tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
    '/privilege-management',
    '/user-management',
    '/database',
  ]);

  // A second platform admin; one's own row offers no switch or delete.
  const ownRow = page.locator('tr').filter({ hasText: ADMIN.id });
  await ownRow.getByText(ADMIN_ROOTS_T.you).waitFor();
  await expect(ownRow.getByRole('button', { name: T.deactivate }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: ADMIN_ROOTS_T.addAdmin }).click();
  const addAdmin = await openDialog(ADMIN_ROOTS_T.addAdmin);
  await fillAccount(addAdmin, { id: SECOND_ADMIN.id, first: 'هيفاء', last: 'المطيري', email: 'haifa@example.com' });
  await addAdmin.getByLabel(T.passwordLabel, { exact: true }).fill('admin-pass-2');
  await addAdmin.getByLabel(T.confirmPasswordLabel, { exact: true }).fill('admin-pass-2');
  await shoot('admin-roots-01-form');
  await addAdmin.getByRole('button', { name: T.save }).click();
  await addAdmin.waitFor({ state: 'hidden' });
  const row = page.locator('tr').filter({ hasText: SECOND_ADMIN.name });
  await row.getByText(T.active, { exact: true }).waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('admin-roots-02-list');

  // Switched off, then on again.
  await row.getByRole('button', { name: T.deactivate }).click();
  await page.getByText(MESSAGES.users.deactivated).waitFor();
  await row.getByText(T.accountInactive, { exact: true }).waitFor();
  await row.getByRole('button', { name: T.activate }).click();
  await page.getByText(MESSAGES.users.activated).waitFor();
  await row.getByText(T.active, { exact: true }).waitFor();

  // The first tile opens the privileges editor.
  await tiles.first().click();
  await page.waitForURL('**/privilege-management');

  // 3. The new complex manager signs in.
  await page
    .getByRole('button', { name: /تسجيل الخروج/ })
    .first()
    .click();
  await page.waitForURL('**/login');
  await signIn(MANAGER.id, MANAGER.password);
  await page.waitForURL('**/Home');
  await page.getByText('بندر', { exact: false }).first().waitFor();
});

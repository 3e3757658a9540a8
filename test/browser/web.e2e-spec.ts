import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { REGISTRATION_T } from '../../apps/web/src/features/registration/locale.js';
import { SCHOOLS_T } from '../../apps/web/src/features/schools/locale.js';
import { T } from '../../apps/web/src/shared/locale.js';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { closeBrowser, DESKTOP, openBrowser, openDialog, PHONE, shoot, shootOne, signIn, signOut } from './session.js';

// The built app served by the real server, driven in the system Chromium. Each screen is photographed at a desktop
// and a phone width under test-results/screenshots/ so a person can check the right-to-left layout, and checked at
// both widths with axe-core (test/browser/axe.ts): a serious or critical violation, or a missing h1, fails the test.

jest.setTimeout(240_000);

let server: RunningServer;
let page: Page;

beforeAll(async () => {
  ({ server, page } = await openBrowser());
});

afterAll(closeBrowser);

const visit = (path: string) => page.goto(`${server.url}${path}`);

const PARENT = { id: '2000000001', password: 'parent-pass' };

test('a visitor without a session who opens /schools lands on the sign-in page, which loads no layout or table code', async () => {
  const requests: { url: URL; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
  await visit('/schools');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('request');
  const scripts = requests.filter((request) => request.type === 'script').map((request) => request.url.pathname);
  expect(scripts.some((path) => /\/login-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /(Layout|schools|table|chart)/i.test(path))).toEqual([]);
  // scripts, styles and the Arabic font all come from the app itself
  expect(requests.filter((request) => request.url.origin !== new URL(server.url).origin)).toEqual([]);
  expect(requests.some((request) => request.type === 'font')).toBe(true);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await shoot('01-login');
});

test('the admin signs in wrong, then right, and lands on /Home', async () => {
  await signIn(ADMIN.id, 'wrong-password');
  await page.getByText(MESSAGES.auth.loginFailed).waitFor();
  await shoot('02-login-error');
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');
  await page.getByText('مرحبًا بك', { exact: false }).waitFor();
  await shoot('03-home-admin');
});

test('the admin manages a complex end to end', async () => {
  await page.getByRole('menuitem', { name: 'مجمعات الحلقات' }).click();
  await page.waitForURL('**/schools');
  await page.getByText(SCHOOLS_T.schoolsEmpty).waitFor();
  await shoot('04-schools-empty');

  await page.getByRole('button', { name: 'إضافة مجمع حلقات' }).click();
  const addDialog = await openDialog();
  await addDialog.getByRole('button', { name: 'حفظ' }).click();
  await addDialog.getByText(MESSAGES.validation.required).first().waitFor();
  await addDialog.getByLabel('اسم المجمع').fill('مجمع النور');
  await addDialog.getByLabel('الحي').fill('النسيم');
  await addDialog.getByLabel('المدينة').fill('الرياض');
  await addDialog.getByLabel('المنطقة').fill('منطقة الرياض');
  await addDialog.getByLabel(/رقم الجوال/).fill('0512345678');
  await addDialog.getByLabel(/البريد الإلكتروني/).fill('noor@example.com');
  await shoot('05-school-form');
  await addDialog.getByRole('button', { name: 'حفظ' }).click();
  await addDialog.waitFor({ state: 'hidden' });
  const card = page.locator('.ant-card').filter({ hasText: 'النسيم، الرياض، منطقة الرياض' });
  await card.getByText('مجمع النور').waitFor();

  await card.getByRole('button', { name: 'تعديل' }).click();
  const editDialog = await openDialog();
  expect(await editDialog.getByLabel('المدينة').inputValue()).toBe('الرياض');
  await editDialog.getByLabel('اسم المجمع').fill('مجمع النور لتحفيظ القرآن');
  await editDialog.getByRole('button', { name: 'حفظ' }).click();
  await editDialog.waitFor({ state: 'hidden' });
  await card.getByText('مجمع النور لتحفيظ القرآن').waitFor();
  await shoot('06-schools-list');

  await card.getByRole('button', { name: 'تعطيل' }).click();
  await card.getByText('معطل', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'تفعيل' }).waitFor();

  await card.getByRole('button', { name: 'حذف' }).click();
  const confirm = await openDialog(SCHOOLS_T.schoolDeleteConfirm);
  await shoot('07-school-delete-confirm');
  await confirm.getByRole('button', { name: 'نعم، احذف' }).click();
  await page.getByText('تم حذف مجمع الحلقات').waitFor();
  await confirm.waitFor({ state: 'hidden' });
  await shoot('08-schools-after-delete');
});

test('an unknown path shows the not-found page inside the admin console', async () => {
  await visit('/no-such-page');
  // the layout's h1 and the page itself both say it
  await page.getByRole('heading', { level: 1, name: T.notFoundTitle }).waitFor();
  await page.getByRole('main').getByText(T.notFoundTitle).waitFor();
  await shoot('09b-not-found');
  await signOut();
});

test('the side menu collapses on a desktop and opens from the right on a phone', async () => {
  // With antd's animations, as most people see it (the other scenarios ask for less motion).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await signIn(ADMIN.id, ADMIN.password);
  await page.waitForURL('**/Home');
  await page.getByRole('button', { name: 'طي القائمة' }).click();
  await page.getByRole('button', { name: 'توسيع القائمة' }).waitFor();
  await shootOne('18-menu-collapsed-1280');
  await page.getByRole('button', { name: 'توسيع القائمة' }).click();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByText('مجمعات الحلقات').waitFor();
  await shootOne('19-menu-drawer-390');
  const box = await drawer.boundingBox();
  expect(box && Math.round(box.x + box.width)).toBe(PHONE.width); // the drawer sits against the right edge
  await drawer.getByText('مجمعات الحلقات').click();
  await page.waitForURL('**/schools');
  await page.setViewportSize(DESKTOP);
  await signOut();
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a visitor registers as a parent: an invalid phone is refused, a valid form is pending review', async () => {
  await visit('/registration');
  await page.getByText('تسجيل ولي أمر').first().waitFor();
  await shoot('10-registration-chooser');
  await page
    .getByRole('link', { name: /تسجيل ولي أمر/ })
    .first()
    .click();
  await page.waitForURL('**/parent-registration');

  await page.getByLabel('الاسم الأول').fill('خالد');
  await page.getByLabel('اسم الأب').fill('سعد');
  await page.getByLabel('اسم الجد').fill('عبدالله');
  await page.getByLabel('اسم العائلة').fill('القحطاني');
  await page.getByLabel('رقم الجوال').fill('0612345678');
  await page.getByLabel('البريد الإلكتروني').fill('khaled@example.com');
  await page.getByLabel('الحي').fill('النسيم');
  await page.getByLabel('رقم الهوية', { exact: true }).fill(PARENT.id);
  await page.getByLabel('كلمة المرور').fill(PARENT.password);
  await page.getByRole('button', { name: 'إرسال طلب التسجيل' }).click();
  await page.getByText(MESSAGES.validation.mobile).waitFor();
  await shoot('11-parent-registration-invalid');

  await page.getByLabel('رقم الجوال').fill('0512345678');
  await page.getByRole('button', { name: 'إرسال طلب التسجيل' }).click();
  await page.getByText(REGISTRATION_T.registrationUnderReviewTitle).waitFor();
  await shoot('12-registration-pending');
});

test('the pending parent signs in and lands on /about with the inactive-account notice', async () => {
  await visit('/login');
  await signIn(PARENT.id, PARENT.password);
  await page.waitForURL('**/about');
  await page.getByText('حسناً، متابعة التصفح').waitFor();
  await shoot('13-about-pending-modal');
  await page.getByRole('button', { name: 'حسناً، متابعة التصفح' }).click();
  await page.getByText(MESSAGES.auth.pendingReview).first().waitFor();
  await shoot('14-about-pending');
  // a limited account is kept to /about and /profile
  await visit('/home');
  await page.waitForURL('**/about');
  await signOut();
});

test('once approved, the parent gets the top bar with the children link and a phone menu', async () => {
  // Approval has no screen yet (a later issue builds it), so the admin approves through the API.
  const login = await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN);
  const { token } = login.body as { token: string };
  expect((await callJson(`${server.url}/api/users/${PARENT.id}/approve`, 'POST', undefined, token)).status).toBe(200);

  await visit('/login');
  await signIn(PARENT.id, PARENT.password);
  await page.waitForURL('**/Home');
  const bar = page.locator('header');
  for (const link of ['الرئيسية', 'عن المنصة', 'الملف الشخصي', 'الأبناء']) await bar.getByRole('link', { name: link }).waitFor();
  await shoot('20-home-parent');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.locator('.ant-drawer-content').getByRole('link', { name: 'الأبناء' }).waitFor();
  await shootOne('21-top-bar-menu-390');
  await page.locator('.ant-drawer-content').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.waitForURL('**/login');
  await page.setViewportSize(DESKTOP);
});

test('the other public screens render', async () => {
  await visit('/TeacherRegister');
  await page.getByText('تسجيل المعلمين والإداريين').first().waitFor();
  await shoot('15-teacher-registration');
  await visit('/student-registration');
  await page.getByRole('heading', { level: 2, name: 'تسجيل طالب' }).waitFor();
  await shoot('16-student-registration');
  await visit('/about');
  await page.getByText('Tanzil').waitFor();
  await shoot('17-about-visitor');
});

/** One raw GET, so the test sees the headers and bytes the server sent (gzip included). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { Connection: 'close', ...headers } }, (res) => {
      let body = '';
      res
        .setEncoding('latin1')
        .on('data', (chunk) => (body += chunk))
        .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

/** A built file of the web app as the build wrote it (the server runs from the repository root, as npm start does). */
const plainAsset = (path: string) => readFileSync(join('dist/web', path), 'utf8');

test('the server compresses text, caches hashed assets for a year and revalidates index.html, sw.js and the manifest', async () => {
  const index = await rawGet(`${server.url}/schools`, { 'Accept-Encoding': 'gzip' });
  expect(index.status).toBe(200);
  expect(index.headers['cache-control']).toBe('no-cache');
  // index.html is under compression's 1 KB threshold (the entry is one script); the API's larger answers are gzipped.
  const openapi = await rawGet(`${server.url}/api/docs-json`, { 'Accept-Encoding': 'gzip' });
  expect(openapi.status).toBe(200);
  expect(openapi.headers['content-encoding']).toBe('gzip');

  const plain = await rawGet(`${server.url}/`);
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(plain.body)?.[1];
  expect(script).toBeDefined();
  const asset = await rawGet(`${server.url}${script}`, { 'Accept-Encoding': 'gzip' });
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers.vary).toMatch(/Accept-Encoding/);
  expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
  // The brotli copy written at build (apps/web/precompress.ts) when the browser accepts it, and the plain file when it
  // accepts no encoding: both with the file's own type and caching.
  const brotli = await rawGet(`${server.url}${script}`, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(Buffer.from(brotli.body, 'latin1')).toString()).toBe(plainAsset(script!));
  const identity = await rawGet(`${server.url}${script}`, { 'Accept-Encoding': 'identity' });
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body).toBe(Buffer.from(plainAsset(script!)).toString('latin1'));

  // The installable app (issue 26): the browser must see a new service worker on the next load, and read the manifest.
  const worker = await rawGet(`${server.url}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
  const manifest = await rawGet(`${server.url}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(JSON.parse(manifest.body)).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone', theme_color: '#0f6b5c' });

  const gone = await rawGet(`${server.url}/assets/index-gone.js`);
  expect(gone.status).toBe(404);
  const api = await rawGet(`${server.url}/api/nothing-here`);
  expect(api.status).toBe(404);
  expect(api.headers['content-type']).toMatch(/application\/json/);
});

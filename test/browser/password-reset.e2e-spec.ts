import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MESSAGES } from '#common';
import { MailCatcher } from '../support/mail-catcher.js';
import { ADMIN, callJson, type RunningServer } from './server.js';
import { closeBrowser, openBrowser, PHONE, shoot, signIn } from './session.js';

// A teacher who forgot their password, in the built app with a real SMTP server on a local port: from the sign-in
// page to /forgot-password, the neutral confirmation, the link of the mail received opened on a phone, a new
// password chosen, and signing in with it; the link cannot be used twice. Then /profile: the password changed again
// from the security section. Screens are photographed under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;
const mail = new MailCatcher();
const TEACHER = { id: '1876543244', email: 'khalid.teacher@example.com', password: 'forgotten-1' };

beforeAll(async () => {
  ({ server, page } = await openBrowser({ SMTP_URL: await mail.start() }));
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = (await callJson(`${server.url}/api/schools`, 'POST', { name: 'مجمع الإتقان', address: 'حي العليا, الرياض, منطقة الرياض' }, token))
    .body as { school: { id: number } };
  await callJson(`${server.url}/api/teachers`, 'POST', {
    id: TEACHER.id,
    first_name: 'خالد',
    second_name: 'سعيد',
    third_name: 'علي',
    last_name: 'الحارثي',
    phone: '0561112299',
    email: TEACHER.email,
    password: TEACHER.password,
    user_type: 'teacher',
    school_id: school.id,
  });
  await callJson(`${server.url}/api/users/${TEACHER.id}/approve`, 'POST', undefined, token);
});

afterAll(async () => {
  await closeBrowser();
  await mail.stop();
});

test('a teacher resets a forgotten password from the mailed link, signs in with it, then changes it on /profile', async () => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('البريد الإلكتروني أو رقم الهوية').fill(TEACHER.email);
  await shoot('password-reset-01-request');
  await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  await page.getByText(MESSAGES.passwordReset.sent).waitFor();
  await shoot('password-reset-02-sent');

  // The mail: the link to this app's reset page, valid 30 minutes.
  const received = await mail.next(TEACHER.email);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(received.text)?.[0];
  expect(link).toBeTruthy();
  await page.setViewportSize(PHONE);
  await page.goto(link!);
  await page.getByText('اختر كلمة مرور جديدة لحساب خالد سعيد علي الحارثي').waitFor();
  // The rule is checked before anything is sent.
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('abcdefg');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('abcdefg');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await page.getByText(MESSAGES.passwords.weak).waitFor();
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Quran2026');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('Quran2026');
  await shoot('password-reset-03-form');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await page.getByText(MESSAGES.passwordReset.done).waitFor();
  await shoot('password-reset-04-done');

  // Used once: the same link now says so, with the way to a new one.
  await page.goto(link!);
  await page.getByText(MESSAGES.passwordReset.invalidToken).waitFor();
  await page.getByRole('button', { name: 'طلب رابط جديد' }).waitFor();
  await shoot('password-reset-05-used-link');

  await page.goto(`${server.url}/login`);
  await signIn(TEACHER.id, 'Quran2026');
  await page.waitForURL('**/Home');

  // /profile: the password changed again from the security section; the session goes on.
  await page.goto(`${server.url}/profile`);
  await page.getByText('خالد سعيد علي الحارثي').waitFor();
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('كلمة المرور الحالية').fill('Quran2026');
  await dialog.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Tajweed2027');
  await dialog.getByLabel('تأكيد كلمة المرور الجديدة').fill('Tajweed2027');
  await shoot('password-reset-06-profile-change');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText(MESSAGES.passwords.ownChanged).waitFor();
  await page.reload();
  await page.getByText('خالد سعيد علي الحارثي').waitFor();
  await shoot('password-reset-07-profile');
});

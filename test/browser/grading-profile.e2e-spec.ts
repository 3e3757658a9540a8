import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addDays, calendarToday, MESSAGES } from '#common';
import { ADMIN, callJson, callOk, type RunningServer } from './server.js';
import { choose, closeBrowser, gone, openBrowser, openDialog, shoot, signIn } from './session.js';

// A teacher follows a student of their circle in the built app: from the circle's students on /my-classes they open
// the student's profile, record a new-memorisation grade for an-Naba (surah 78) ayahs 1 to 40, which moves the
// memorised position to an-Naba 40, set the goal to the end of al-Mursalat and see the plan's chart gain the goal's
// pages, then see an-Naba's pages coloured 'new' on the review map. The complex, semester, circle, courses and student are made first through the API, as the admin would.
// Screens are photographed at 1280 and 390 px under test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const TEACHER = { id: '1876543219', password: 'teacher-pass-1' };
const STUDENT_ID = '1765432108';
const STUDENT_NAME = 'يزن خالد سعد الحربي';
const CIRCLE = 'حلقة الإمام نافع';

/** Calls the API, failing the test on anything but success. */
const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع الهدى لتحفيظ القرآن', address: 'حي الياسمين, الرياض, منطقة الرياض' });
  await api('', 'POST', '/api/teachers', {
    id: TEACHER.id,
    first_name: 'ماجد',
    second_name: 'ناصر',
    third_name: 'علي',
    last_name: 'القرني',
    phone: '0561112233',
    email: 'majed@example.com',
    password: TEACHER.password,
    user_type: 'teacher',
    school_id: school.id,
  });
  await api(token, 'POST', `/api/users/${TEACHER.id}/approve`);
  // A semester around today: a grade is dated on one of its working days.
  const start = addDays(calendarToday(), -60);
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year: Number(start.slice(0, 4)),
    start_date: start,
    end_date: addDays(calendarToday(), 60),
  });
  const created = await api(token, 'POST', '/api/classes', {
    name: CIRCLE,
    school_id: school.id,
    semester_id: semester.id,
    school_level: 'الصف الخامس الابتدائي',
    teacher_ids: [TEACHER.id],
  });
  const classId = created.classId as number;
  const courses = `/api/semesters/${semester.id}/classes/${classId}/courses`;
  await api(token, 'POST', courses, { name: 'الحفظ الجديد', percentage: 60, requires_surah: true, max_grade: 20 });
  await api(token, 'POST', courses, { name: 'السلوك', percentage: 40, requires_surah: false, max_grade: 10 });
  await api(token, 'POST', '/api/students/manage', {
    id: STUDENT_ID,
    first_name: 'يزن',
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'الحربي',
    school_level: 'الصف الخامس الابتدائي',
    school_id: school.id,
    class_id: classId,
    status: 'active',
  });
  // Al-Fatiha and an-Nas memorised: two pages.
  await api(token, 'PUT', `/api/students/${STUDENT_ID}`, { memorized_surah_id: 114, memorized_ayah_number: 6 });
});

afterAll(closeBrowser);

test('a teacher grades an-Naba from the student profile, sets the goal, and sees the plan and the review map follow', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(TEACHER.id, TEACHER.password);
  await page.waitForURL('**/Home');

  // 1. The teacher's page, the circle's students, then the student's profile.
  await page.goto(`${server.url}/my-classes`);
  await page.locator('.ant-card').filter({ hasText: CIRCLE }).getByRole('button', { name: 'طلاب الحلقة' }).click();
  const list = await openDialog(`طلاب ${CIRCLE}`);
  await list.getByRole('button', { name: `الملف: ${STUDENT_NAME}` }).click();
  const profile = await openDialog(`الملف الدراسي: ${STUDENT_NAME}`);
  await profile.getByText('2 من 604').waitFor();
  await profile.getByText('لم تُرصد للطالب درجات في هذه الحلقة خلال فصلها الدراسي بعد').waitFor();
  await shoot('grading-profile-01-dialog');

  // 2. A new-memorisation grade: an-Naba from its first ayah to its last, filled in by choosing the start surah.
  await profile.getByRole('button', { name: 'رصد درجة: الحفظ الجديد 60%' }).click();
  const form = await openDialog('رصد درجة: الحفظ الجديد');
  await form.getByLabel('الدرجة', { exact: true }).fill('18');
  await choose(form.getByRole('combobox', { name: 'سورة البداية' }), 'النبإ', { search: true });
  await expect(form.getByLabel('آية البداية').inputValue()).resolves.toBe('1');
  await expect(form.getByLabel('آية النهاية').inputValue()).resolves.toBe('40');
  await form.getByLabel('ملاحظات إضافية (اختياري)').fill('حفظ متقن مع مراعاة أحكام المد');
  await shoot('grading-profile-02-grade-form');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByText(MESSAGES.grades.created).waitFor();
  // A new-memorisation lesson beyond an-Nas moves the memorised position to its end: al-Fatiha and the 30th juz up to an-Naba.
  await page.getByText('تقدّم موضع حفظ الطالب إلى سورة النبإ، الآية 40').waitFor();
  await profile.getByText('درجات الفصل الدراسي (1)').waitFor();
  await profile.getByText('من النبإ 1 إلى النبإ 40').first().waitFor();
  await profile.getByText('24 من 604').waitFor();

  // 3. The plan before a goal: the memorised pages alone.
  await profile.getByRole('button', { name: 'خطة الحفظ' }).click();
  let plan = await openDialog(`خطة الحفظ: ${STUDENT_NAME}`);
  await plan.getByText('صفحات محفوظة').waitFor();
  await expect(plan.getByText('صفحات من الهدف لم تُرصد لها درجات').count()).resolves.toBe(0);
  await plan.getByRole('button', { name: 'إغلاق' }).last().click();
  await plan.waitFor({ state: 'hidden' });

  // 4. The goal: the end of al-Mursalat, the next surah (choosing the surah fills in its last ayah); the chart gains the goal's pages.
  await profile.getByRole('button', { name: 'تحديد هدف' }).click();
  plan = await openDialog(`خطة الحفظ: ${STUDENT_NAME}`);
  await choose(plan.getByRole('combobox', { name: 'السورة' }), 'المرسلات', { search: true });
  await plan.getByTitle('50').waitFor();
  await plan.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText(MESSAGES.goals.saved).waitFor();
  // an-Naba, memorised, fills the ring; al-Mursalat is the goal's part not graded yet.
  await plan.getByText('صفحات محفوظة').waitFor();
  await plan.getByText('صفحات من الهدف لم تُرصد لها درجات').waitFor();
  await plan.getByText('سورة المرسلات، الآية 50').waitFor();
  await gone('.ant-message-notice', 10_000);
  await shoot('grading-profile-03-plan');
  await plan.getByRole('button', { name: 'إغلاق' }).last().click();
  await plan.waitFor({ state: 'hidden' });
  await profile.getByText('قيد التنفيذ').first().waitFor();

  // 5. The review map: an-Naba's pages (582 and 583) reviewed today, 'new'.
  await profile.getByRole('button', { name: 'متابعة المراجعة' }).click();
  const review = await openDialog(`متابعة المراجعة: ${STUDENT_NAME}`);
  await review.getByRole('img', { name: 'صفحة 582: جديد' }).waitFor();
  await review.getByRole('img', { name: 'صفحة 583: جديد' }).waitFor();
  await review.getByRole('img', { name: 'صفحة 1: منقطع' }).waitFor();
  await shoot('grading-profile-04-review');
});

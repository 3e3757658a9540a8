import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addDays, calendarToday, MESSAGES, workingDaysBetween } from '#common';
import { ADMIN, callJson, callOk, confirmChildLinks, type RunningServer } from './server.js';
import { closeBrowser, openBrowser, shoot, signIn } from './session.js';

// A parent's page in the built app (/my-students, kept for old links, leads to it): on /children, above the linked
// children, the follow-up of a child: the statistics, then the grades, points, attendance, goals and history tabs.
// The complex, a semester around today, a circle, the two children, their grades, attendance, points and goal are
// made first through the API as the admin, and the parent registers naming the children and is approved. Screens are photographed under
// test-results/screenshots/ and checked with axe.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;

const PARENT = { id: '1487654321', password: 'parent-pass-1' };
const CIRCLE = 'حلقة الإمام حفص';
const CHILDREN = [
  { id: '1476543210', first_name: 'أنس', second_name: 'سعد', third_name: 'عبدالله', last_name: 'القحطاني' },
  { id: '1465432109', first_name: 'ريم', second_name: 'سعد', third_name: 'عبدالله', last_name: 'القحطاني' },
];
const nameOf = (s: (typeof CHILDREN)[number]) => `${s.first_name} ${s.second_name} ${s.third_name} ${s.last_name}`;
const today = calendarToday();
const [BEFORE, DAY] = workingDaysBetween(addDays(today, -10), today).slice(-2);

const api = (token: string, method: string, path: string, body?: unknown) => callOk(server, token, method, path, body);

beforeAll(async () => {
  ({ server, page } = await openBrowser());
  const { token } = (await callJson(`${server.url}/api/auth/login`, 'POST', ADMIN)).body as { token: string };
  const { school } = await api(token, 'POST', '/api/schools', { name: 'مجمع النور لتحفيظ القرآن', address: 'حي الروضة, الرياض, منطقة الرياض' });
  const year = Number(today.slice(0, 4));
  const { semester } = await api(token, 'POST', '/api/semesters', {
    school_id: school.id,
    type: 'first',
    year,
    start_date: addDays(today, -60),
    end_date: addDays(today, 60),
  });
  const { classId } = await api(token, 'POST', '/api/classes', {
    name: CIRCLE,
    school_id: school.id,
    semester_id: semester.id,
    school_level: 'الصف الرابع الابتدائي',
  });
  for (const child of CHILDREN) {
    await api(token, 'POST', '/api/students/manage', {
      ...child,
      school_level: 'الصف الرابع الابتدائي',
      school_id: school.id,
      class_id: classId,
      status: 'active',
    });
  }
  await api('', 'POST', '/api/parents', {
    id: PARENT.id,
    first_name: 'سعد',
    second_name: 'عبدالله',
    third_name: 'محمد',
    last_name: 'القحطاني',
    neighborhood: 'حي الروضة',
    phone: '0551234567',
    email: 'saad@example.com',
    password: PARENT.password,
    childIds: CHILDREN.map((child) => child.id),
    registerSelf: false,
  });
  await api(token, 'POST', `/api/users/${PARENT.id}/approve`);
  await confirmChildLinks(server, token, PARENT.id);

  // Anas's record: two grades, a day present and a day absent, points, a goal.
  const courses: { id: number; name: string }[] = await api(token, 'GET', `/api/semesters/${semester.id}/courses/${school.id}`);
  const memorisation = courses.find((course) => course.name.includes('حفظ'))!;
  const anas = CHILDREN[0].id;
  await api(token, 'POST', `/api/classes/${classId}/grades`, {
    student_id: anas,
    course_id: memorisation.id,
    grade_value: 18,
    max_grade: 20,
    start_reference: '78:1',
    end_reference: '78:40',
    grade_date: BEFORE,
    notes: 'حفظ متقن',
  });
  await api(token, 'POST', `/api/classes/${classId}/grades`, {
    student_id: anas,
    course_id: memorisation.id,
    grade_value: 17,
    max_grade: 20,
    start_reference: '79:1',
    end_reference: '79:26',
    grade_date: DAY,
  });
  await api(token, 'POST', '/api/attendance/mark', {
    semester_id: semester.id,
    class_id: classId,
    student_id: anas,
    attendance_date: BEFORE,
    is_present: false,
    notes: 'عذر مرضي',
  });
  await api(token, 'POST', '/api/attendance/mark', { semester_id: semester.id, class_id: classId, student_id: anas, attendance_date: DAY, is_present: true });
  await api(token, 'POST', '/api/points', {
    student_id: anas,
    class_id: classId,
    semester_id: semester.id,
    points_date: DAY,
    points_given: 4.5,
    notes: 'انضباط ممتاز',
  });
  await api(token, 'PUT', `/api/classes/${classId}/student/${anas}/goal`, { target_surah_id: 80, target_ayah_number: 42 });
});

afterAll(closeBrowser);

test('a parent follows their children on /children, where /my-students leads', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(PARENT.id, PARENT.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));

  // 1. /my-students, kept for old links, opens /children: the follow-up of the first child (Anas) first, with its
  // statistics and tabs, then the linked children.
  await page.goto(`${server.url}/my-students`);
  await page.waitForURL('**/children');
  for (const child of CHILDREN) await page.getByText(nameOf(child)).first().waitFor();
  const followUp = page.getByRole('region', { name: 'متابعة الأبناء' });
  await followUp.getByText('4.5').first().waitFor();
  await followUp.getByText('نسبة الحضور').waitFor();
  await followUp.getByText(CIRCLE).first().waitFor();
  await shoot('parent-03-children-profile');
  const tab = async (name: string, shows: string, shot?: string) => {
    await followUp.getByRole('tab', { name }).click();
    await followUp.getByText(shows).first().waitFor();
    if (shot) await shoot(shot);
  };
  await tab('الدرجات', 'حفظ متقن', 'parent-04-children-grades');
  await tab('النقاط', 'انضباط ممتاز');
  await tab('الحضور والغياب', 'عذر مرضي');
  await tab('الأهداف', 'سورة عبس، الآية 42', 'parent-05-children-goals');
  await tab('سجل التغييرات', MESSAGES.parentPages.historyPoints('4.5'), 'parent-06-children-history');

  // 2. The other child: chosen from the picker, with nothing recorded yet.
  await followUp.locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: nameOf(CHILDREN[1]) })
    .click();
  await followUp.getByRole('tab', { name: 'الدرجات' }).click();
  await followUp.getByText('لا توجد درجات مسجلة بعد').waitFor();
});

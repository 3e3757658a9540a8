import { jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, calendarToday, formatDualDate, weekdayName, workingDaysBetween } from '#common';
import { callJson, callOk, type RunningServer } from './server.js';
import { closeBrowser, openBrowser, PHONE, shoot, shootOne, signInAs } from './session.js';

// Issue 26 on a phone with the demo data: the demo teacher opens /attendance, the signal drops, they mark three
// students and give one student points; the page reloads offline from the service worker's cache and shows the four
// writes waiting; the signal returns, the outbox empties, and the server holds each write exactly once. Then a mark made
// offline after another person changed the same cell online comes back stale, and the screen says so.

jest.setTimeout(300_000);

let server: RunningServer;
let page: Page;
let context: BrowserContext;
let teacher: { id: string; password: string };

const today = calendarToday();
// The last working day up to today (the demo's weekend is Friday and Saturday).
const DAY = workingDaysBetween(addDays(today, -7), today).at(-1)!;
const DAY_LABEL = `${weekdayName(DAY)} ${formatDualDate(DAY, 'numeric').gregorian}`;
const STATUS = { present: 'حاضر', absent: 'غائب', unknown: 'لم يُسجَّل' } as const;

const token = async (who: { id: string; password: string }) => ((await callJson(`${server.url}/api/auth/login`, 'POST', who)).body as { token: string }).token;
const api = (bearer: string, method: string, path: string, body?: unknown) => callOk(server, bearer, method, path, body);

/** The day's attendance cells on screen, as [student name, status text] from their accessible names. */
async function dayCells(): Promise<[string, string][]> {
  const labels = await page
    .getByRole('button', { name: new RegExp(`، ${DAY_LABEL}: `) })
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const [name, status] = label.split(`، ${DAY_LABEL}: `);
    return [name, status];
  });
}

const cell = (name: string, status: string) => page.getByRole('button', { name: `${name}، ${DAY_LABEL}: ${status}`, exact: true });

/** Marks a student's cell of the day from its popup. */
async function mark(name: string, from: string, to: 'present' | 'absent'): Promise<void> {
  await cell(name, from).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: STATUS[to] }).click();
}

/** Resolves once a service worker controls the page (it claims the page on its first install). */
async function controlledByServiceWorker(): Promise<void> {
  await page.evaluate(
    `navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller || new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })))`,
  );
}

/** Opens /attendance on the teacher's circle and answers the semester and circle its grid shows. */
async function openGrid(): Promise<[number, number]> {
  const grid = page.waitForResponse((response) => /\/api\/attendance\/semester\/\d+\/class\/\d+/.test(response.url()));
  await page.goto(`${server.url}/attendance`);
  await page
    .getByRole('button', { name: new RegExp(`، ${DAY_LABEL}: `) })
    .first()
    .waitFor();
  const [, semesterId, classId] = new URL((await grid).url()).pathname.match(/semester\/(\d+)\/class\/(\d+)/)!.map(Number);
  return [semesterId, classId];
}

const outboxButton = () => page.getByRole('button', { name: /بانتظار الإرسال|تحتاج إلى مراجعتك/ });

beforeAll(async () => {
  ({ server, page } = await openBrowser({}, { demo: true }));
  context = page.context();
  teacher = server.demo.get('teacher')!;
});

afterAll(async () => {
  await context?.setOffline(false);
  await closeBrowser();
});

test('marks and points made without a signal wait on the phone, survive a reload, and reach the server once when it returns', async () => {
  await page.setViewportSize(PHONE);
  await signInAs(teacher);
  // The service worker installs on the first visit; the teacher's screens are then read through it once, online, so
  // their last answers are on the phone when the signal goes.
  await controlledByServiceWorker();
  await page.goto(`${server.url}/points-management?view=grid`);
  await page
    .getByRole('button', { name: new RegExp(`، ${DAY_LABEL}: `) })
    .first()
    .waitFor();
  const [semesterId, classId] = await openGrid();
  const bearer = await token(teacher);
  const before = await api(bearer, 'GET', `/api/attendance/semester/${semesterId}/class/${classId}`);

  await context.setOffline(true);
  // Three students, each turned to the other state (an unmarked one present).
  const chosen = (await dayCells())
    .slice(0, 3)
    .map(([name, status]) => ({ name, from: status, to: status === STATUS.present ? ('absent' as const) : ('present' as const) }));
  for (const student of chosen) {
    await mark(student.name, student.from, student.to);
    await cell(student.name, STATUS[student.to]).waitFor();
  }
  await page.getByText('لا يوجد اتصال: حُفظ على هذا الجهاز').first().waitFor();
  await page.getByRole('img', { name: 'لم يُرسل بعد' }).nth(2).waitFor();
  await shootOne('offline-01-marked-390');

  // Points for a student who has none that day, on the points grid (opened from the menu, still offline).
  await page.goto(`${server.url}/points-management?view=grid`);
  const empty = page.getByRole('button', { name: new RegExp(`، ${DAY_LABEL}: بلا نقاط$`) }).first();
  const pointsLabel = (await empty.getAttribute('aria-label'))!;
  const pointsStudent = pointsLabel.split('،')[0];
  await empty.click();
  await page.getByRole('menuitem', { name: /إضافة نقاط/ }).click();
  const form = page.getByRole('dialog', { name: `إعطاء نقاط: ${pointsStudent}` });
  await form.getByRole('combobox').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '4.5' }).first().click();
  await form.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText('لا يوجد اتصال: حُفظ على هذا الجهاز').first().waitFor();

  // A reload without a signal opens from the phone: the grid, the marks drawn as not yet sent, four writes waiting.
  await page.goto(`${server.url}/attendance?class_id=${classId}&semester_id=${semesterId}`);
  await page.getByText(/أنت غير متصل/).waitFor();
  for (const student of chosen) await cell(student.name, STATUS[student.to]).waitFor();
  await page.getByRole('button', { name: '4 عمليات بانتظار الإرسال' }).waitFor();
  await shoot('offline-02-reloaded-offline', { axe: false });

  // The signal returns: the outbox sends itself and empties.
  await context.setOffline(false);
  await outboxButton().waitFor({ state: 'detached', timeout: 30_000 });
  const after = await api(bearer, 'GET', `/api/attendance/semester/${semesterId}/class/${classId}`);
  const statusOf = (grid: typeof before, name: string) =>
    grid.students.find((student: { name: string }) => student.name === name).attendance.find((day: { date: string }) => day.date === DAY).status;
  for (const student of chosen) expect(statusOf(after, student.name)).toBe(student.to);
  // Nobody else's cell of the day changed.
  const others = (grid: typeof before) =>
    grid.students
      .filter((student: { name: string }) => !chosen.some((c) => c.name === student.name))
      .map((student: { name: string }) => statusOf(grid, student.name));
  expect(others(after)).toEqual(others(before));
  const pointsStudentId = after.students.find((student: { name: string }) => student.name === pointsStudent).student_id;
  const points = await api(bearer, 'GET', `/api/points/student/${pointsStudentId}?date_from=${DAY}&date_to=${DAY}`);
  expect(points.points.map((entry: { points_given: number }) => entry.points_given)).toEqual([4.5]);
  // Each write reached the server once: the sync ledger holds the four operations, and sending again changes nothing.
  await page.reload();
  await cell(chosen[0].name, STATUS[chosen[0].to]).waitFor();
  expect(await outboxButton().count()).toBe(0);
  await shoot('offline-03-sent');
});

test('a mark made offline after someone changed the same cell online comes back stale, and the screen says so', async () => {
  const [semesterId, classId] = await openGrid();
  const [name, status] = (await dayCells())[3];
  const to = status === STATUS.present ? 'absent' : 'present';

  await context.setOffline(true);
  await mark(name, status, to);
  await cell(name, STATUS[to]).waitFor();

  // Meanwhile the complex manager, online, marks the same cell the other way.
  const manager = await token(server.demo.get('complex manager')!);
  const grid = await api(manager, 'GET', `/api/attendance/semester/${semesterId}/class/${classId}`);
  const studentId = grid.students.find((student: { name: string }) => student.name === name).student_id;
  await api(manager, 'POST', '/api/attendance/mark', {
    semester_id: semesterId,
    class_id: classId,
    student_id: studentId,
    attendance_date: DAY,
    is_present: to !== 'present',
  });

  await context.setOffline(false);
  await page.getByText('لم يُحفظ تعديل لأن القيمة تغيّرت في الخادم بعده').first().waitFor({ timeout: 30_000 });
  const kept = to === 'present' ? STATUS.absent : STATUS.present;
  await cell(name, kept).waitFor();
  await outboxButton().click();
  await page.getByText(`القيمة المحفوظة في الخادم: ${kept}`, { exact: true }).waitFor();
  await shoot('offline-04-stale', { axe: false });
});

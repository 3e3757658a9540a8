import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import type { PointsGrid } from '../../api/points';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { POINTS_T } from '../../shared/points/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import PointsManagementPage from '.';
import { POINTS_MANAGEMENT_T } from './locale';

const CIRCLE = {
  id: 7,
  name: 'حلقة الإمام عاصم',
  school_id: 1,
  school_name: 'مجمع الفرقان',
  semester_id: 2,
  semester_name: 'الفصل الأول 2026',
  is_active: true,
  student_count: 2,
};
const SEMESTERS = [{ id: 2, school_id: 1, name: 'الفصل الأول 2026', start_date: '2026-08-16', end_date: '2027-01-14' }];
const ANAS = { id: '1463087344', name: 'أنس عبدالإله يوسف البلوي' };
const YAZAN = { id: '1765432108', name: 'يزن خالد سعد الحربي' };
const OMAR = { id: '1654321097', name: 'عمر فهد ناصر العتيبي' };
const entry = (id: number, student: { id: string; name: string }, date: string, points: number) => ({
  id,
  student_id: student.id,
  student_name: student.name,
  class_id: 7,
  class_name: CIRCLE.name,
  semester_id: 2,
  points_date: date,
  points_given: points,
  notes: null,
  teacher_id: '1218309217',
  teacher_name: 'ماجد ناصر علي القرني',
  created_at: `${date}T08:00:00Z`,
  updated_at: `${date}T08:00:00Z`,
});
const GRID: PointsGrid = {
  semester_id: 2,
  working_days: ['2026-11-22', '2026-11-23'],
  points: [entry(1, ANAS, '2026-11-23', 4.5), entry(2, ANAS, '2026-11-22', 3), entry(3, YAZAN, '2026-11-22', 5)],
  students: [
    { student_id: ANAS.id, name: ANAS.name, is_active: true, total_points: 7.5, points_count: 2 },
    { student_id: YAZAN.id, name: YAZAN.name, is_active: true, total_points: 5, points_count: 1 },
    { student_id: OMAR.id, name: OMAR.name, is_active: false, total_points: 0, points_count: 0 },
  ],
};

function serve(sent: Array<{ method: string; path: string; body?: unknown }> = [], dayAnswer?: () => Response) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/points/day') {
      sent.push({ method: request.method, path: url.pathname, body: await request.json() });
      return dayAnswer?.() ?? jsonResponse({ message: MESSAGES.points.daySaved, saved: 2, removed: 1, points: [] });
    }
    if (url.pathname === '/api/points/teacher/my-classes') return jsonResponse({ classes: [CIRCLE] });
    if (url.pathname === '/api/semesters') return jsonResponse({ semesters: SEMESTERS });
    if (url.pathname === '/api/points/class/7') return jsonResponse(GRID);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (url.pathname.startsWith('/api/points')) {
      sent.push({ method: request.method, path: url.pathname, body: request.method === 'DELETE' ? undefined : await request.json() });
      if (request.method === 'POST') return jsonResponse({ message: MESSAGES.points.given, entry: entry(9, YAZAN, '2026-11-23', 4) }, 201);
      if (request.method === 'PUT') return jsonResponse({ message: MESSAGES.points.updated, entry: entry(1, ANAS, '2026-11-23', 2) });
      return jsonResponse({ message: MESSAGES.points.deleted });
    }
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const cellOf = (name: string, day: string, points: string) => screen.getByRole('button', { name: POINTS_MANAGEMENT_T.cellLabel(name, day, points) });
const MONDAY = 'الاثنين 23‏/11‏/2026';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
  session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

const GRID_PATH = '/points-management?view=grid';

describe('points management: a day of the whole circle', () => {
  const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

  it('opens on the last working day with its saved points; fills the empty rows, changes and clears some, and saves the changed rows in one request', async () => {
    const sent: Array<{ method: string; path: string; body?: unknown }> = [];
    serve(sent);
    renderScreen(<PointsManagementPage />, { path: '/points-management' });
    await screen.findByLabelText(POINTS_MANAGEMENT_T.pointsOf(ANAS.name));
    expect(select(POINTS_MANAGEMENT_T.pointsOf(ANAS.name)).value).toBe('4.5');
    expect(select(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name)).value).toBe('');
    // The inactive student has nothing that day: nothing can be given to them.
    expect(select(POINTS_MANAGEMENT_T.pointsOf(OMAR.name)).disabled).toBe(true);
    expect((screen.getByRole('button', { name: POINTS_MANAGEMENT_T.saveDay }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(select(POINTS_MANAGEMENT_T.fillLabel), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: POINTS_MANAGEMENT_T.fillEmpty }));
    expect(select(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name)).value).toBe('4');
    expect(select(POINTS_MANAGEMENT_T.pointsOf(OMAR.name)).value).toBe('');
    fireEvent.change(screen.getByLabelText(POINTS_MANAGEMENT_T.notesOf(YAZAN.name)), { target: { value: 'مشاركة جيدة' } });
    fireEvent.change(select(POINTS_MANAGEMENT_T.pointsOf(ANAS.name)), { target: { value: '' } });
    await expectShown(POINTS_MANAGEMENT_T.changedRows(2));

    fireEvent.click(screen.getByRole('button', { name: POINTS_MANAGEMENT_T.saveDay }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/points/day',
          body: {
            class_id: 7,
            semester_id: 2,
            points_date: '2026-11-23',
            entries: [
              { student_id: ANAS.id, points_given: null, notes: null },
              { student_id: YAZAN.id, points_given: 4, notes: 'مشاركة جيدة' },
            ],
          },
        },
      ]),
    );
    await expectShown(POINTS_MANAGEMENT_T.daySaved(2, 1));
  });

  it('shows a refused row’s reason under its student and keeps what was typed', async () => {
    const sent: Array<{ method: string; path: string; body?: unknown }> = [];
    serve(sent, () =>
      jsonResponse({ error: MESSAGES.points.inactiveStudent, details: [{ path: 'entries.0.student_id', msg: MESSAGES.points.inactiveStudent }] }, 400),
    );
    renderScreen(<PointsManagementPage />, { path: '/points-management' });
    await screen.findByLabelText(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name));
    fireEvent.change(select(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name)), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: POINTS_MANAGEMENT_T.saveDay }));
    const row = (await screen.findAllByText(MESSAGES.points.inactiveStudent)).find((node) => node.closest('li'))!.closest('li') as HTMLElement;
    expect(within(row).getByText(YAZAN.name)).toBeTruthy();
    expect(select(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name)).value).toBe('3');
  });

  it('asks before leaving a day with unsaved points for another', async () => {
    serve();
    renderScreen(<PointsManagementPage />, { path: '/points-management' });
    await screen.findByLabelText(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name));
    fireEvent.change(select(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name)), { target: { value: '3' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.date }));
    fireEvent.click(await screen.findByText(/^الأحد/, { selector: '.ant-select-item-option-content' }));
    const confirm = await screen.findByRole('dialog', { name: POINTS_MANAGEMENT_T.unsavedTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: POINTS_MANAGEMENT_T.discard }));
    // Sunday: Anas had 3 and Yazan 5.
    await waitFor(() => expect(select(POINTS_MANAGEMENT_T.pointsOf(YAZAN.name)).value).toBe('5'));
    expect(select(POINTS_MANAGEMENT_T.pointsOf(ANAS.name)).value).toBe('3');
  });
});

describe('points management: the grid', () => {
  it('shows the summary, each student’s total over the shown days and the cells', async () => {
    serve();
    renderScreen(<PointsManagementPage />, { path: GRID_PATH });
    await expectShown(ANAS.name, YAZAN.name);
    expect(within(rowOf(ANAS.name)).getByText('7.5')).toBeTruthy();
    expect(within(rowOf(YAZAN.name)).getAllByText('5')).toHaveLength(2); // the total and the Sunday cell
    expect(cellOf(ANAS.name, MONDAY, POINTS_T.pointsOutOfFive(4.5))).toBeTruthy();
    expect(cellOf(YAZAN.name, MONDAY, POINTS_MANAGEMENT_T.empty)).toBeTruthy();
    // Students 3, average total (7.5 + 5 + 0) / 3, two working days, 12.5 points.
    for (const [title, value] of [
      [T.studentCount, '3'],
      [T.workingDays, '2'],
      [T.totalPoints, '12.5'],
      [POINTS_MANAGEMENT_T.averageTotal, '4.2'],
    ]) {
      const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
      expect(card.textContent?.replace(/\s/g, '')).toContain(value);
    }
  });

  it('adds points to an empty cell for its day', async () => {
    const sent: Array<{ method: string; path: string; body?: unknown }> = [];
    serve(sent);
    renderScreen(<PointsManagementPage />, { path: GRID_PATH });
    await expectShown(YAZAN.name);
    fireEvent.click(cellOf(YAZAN.name, MONDAY, POINTS_MANAGEMENT_T.empty));
    fireEvent.click(await screen.findByText(POINTS_MANAGEMENT_T.add));
    const dialog = await screen.findByRole('dialog', { name: POINTS_T.giveTitle(YAZAN.name) });
    fireEvent.mouseDown(within(dialog).getByLabelText(POINTS_T.points));
    fireEvent.click(await screen.findByText('4 — جيد جداً', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/points',
          body: { student_id: YAZAN.id, class_id: 7, semester_id: 2, points_date: '2026-11-23', points_given: 4, notes: null },
        },
      ]),
    );
    await expectShown(MESSAGES.points.given);
  });

  it('asks for the points before saving', async () => {
    const sent: Array<{ method: string; path: string }> = [];
    serve(sent);
    renderScreen(<PointsManagementPage />, { path: GRID_PATH });
    await expectShown(YAZAN.name);
    fireEvent.click(cellOf(YAZAN.name, MONDAY, POINTS_MANAGEMENT_T.empty));
    fireEvent.click(await screen.findByText(POINTS_MANAGEMENT_T.add));
    const dialog = await screen.findByRole('dialog', { name: POINTS_T.giveTitle(YAZAN.name) });
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await expectShown(POINTS_T.valueRequired);
    expect(sent).toEqual([]);
  });

  it('deletes a filled cell’s entry after confirming', async () => {
    const sent: Array<{ method: string; path: string }> = [];
    serve(sent);
    renderScreen(<PointsManagementPage />, { path: GRID_PATH });
    await expectShown(ANAS.name);
    fireEvent.click(cellOf(ANAS.name, MONDAY, POINTS_T.pointsOutOfFive(4.5)));
    fireEvent.click(await screen.findByText(T.delete));
    const confirm = await screen.findByRole('dialog', { name: POINTS_T.deleteTitle });
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: T.confirmDelete }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/api/points/1', body: undefined }]));
  });

  it('shows a supervisor the points without the cell menus', async () => {
    session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
    serve();
    renderScreen(<PointsManagementPage />, { path: GRID_PATH });
    await expectShown(ANAS.name, POINTS_MANAGEMENT_T.readOnly);
    expect((cellOf(ANAS.name, MONDAY, POINTS_T.pointsOutOfFive(4.5)) as HTMLButtonElement).disabled).toBe(true);
  });
});

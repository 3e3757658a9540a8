import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import StudentPointsPage from '.';
import { STUDENT_POINTS_T } from './locale';

const STUDENT = '1463087344';
const entry = (id: number) => ({
  id,
  student_id: STUDENT,
  student_name: 'أنس عبدالإله يوسف البلوي',
  class_id: 7,
  class_name: 'حلقة الإمام عاصم',
  semester_id: 2,
  points_date: `2026-11-${String((id % 28) + 1).padStart(2, '0')}`,
  points_given: 4,
  notes: id === 1 ? 'حفظ متقن' : null,
  teacher_id: '1218309217',
  teacher_name: 'ماجد ناصر علي القرني',
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
});

function serve() {
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/semesters') return jsonResponse({ semesters: [] });
    if (url.pathname === `/api/points/student/${STUDENT}`) {
      const page = Number(url.searchParams.get('page'));
      const ids = Array.from({ length: page === 2 ? 5 : 20 }, (_, i) => (page === 2 ? 21 + i : 1 + i));
      return jsonResponse({
        points: ids.map(entry),
        summary: { total_points: 100, average_points: 4, max_points: 125, total_entries: 25 },
        pagination: { page, limit: 20, total: 25, totalPages: 2 },
      });
    }
    return jsonResponse({ permissions: {} });
  });
}

const pages = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/points/student/'))
    .map((url) => url.searchParams.get('page'));

beforeEach(() => session.signIn('token', makeUser({ id: STUDENT, role: 'student', user_type: 'student', school_id: 1 })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the student’s points', () => {
  it('shows the summary and pages of 20 from the API’s total', async () => {
    const fetchMock = serve();
    renderScreen(<StudentPointsPage />);
    await expectShown('حفظ متقن', STUDENT_POINTS_T.totalPoints);
    expect(screen.getByText('/ 125')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBe(20);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBe(5));
    expect(pages(fetchMock)).toEqual(['1', '2']);
  });

  it('tells anyone else the page is for students', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
    serve();
    renderScreen(<StudentPointsPage />);
    await expectShown(STUDENT_POINTS_T.studentsOnly);
  });
});

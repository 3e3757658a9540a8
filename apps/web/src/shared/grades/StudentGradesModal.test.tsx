import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { ANAS, ANAS_GRADES, ANAS_NAME, type StudentInClass } from '../../test/grading-fixtures';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { T } from '../locale';
import { GRADES_T } from './locale';
import { StudentGradesModal } from './StudentGradesModal';

const GRADES_PATH = `/api/grading/student/${ANAS.id}/class/7/semester/2/grades`;

/** The student's grades (changing with the writes), privileges, and the writes, which are recorded. */
function serve(answer: StudentInClass = ANAS_GRADES) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === GRADES_PATH) return jsonResponse(answer);
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (request.method !== 'GET') {
      writes.push({ method: request.method, path: pathname, body: request.method === 'DELETE' ? null : await request.json() });
      if (request.method === 'DELETE') return jsonResponse({ message: MESSAGES.grades.deleted });
      return jsonResponse({ message: request.method === 'POST' ? MESSAGES.grades.created : MESSAGES.grades.updated, grade: answer.courseGrades[0].grades[0] });
    }
    return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
  });
  return { fetchMock, writes };
}

const renderModal = () =>
  renderScreen(<StudentGradesModal classId={7} semesterId={2} student={{ id: ANAS.id, name: ANAS_NAME }} open onClose={() => undefined} />);

/** The block of a course in the modal, by its add button's course or its position among same-named ones. */
const courseBlocks = (name: string) => screen.getAllByRole('region', { name });

beforeEach(() => session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the student grades modal', () => {
  it('shows the weighted total, each course with its weight and average, and tells apart two courses of one name', async () => {
    serve();
    renderModal();
    await expectShown(GRADES_T.studentGradesTitle(ANAS_NAME));
    // (75 x 60 + 50 x 20) / 80: the circle's own course has no grade yet and is left out.
    const summary = await screen.findByRole('status');
    expect(summary.textContent).toContain('68.8');
    expect(summary.textContent).toContain(GRADES_T.gradesCount(5));

    const [complex, own] = courseBlocks('الحفظ الجديد');
    expect(within(complex).getByText(GRADES_T.complexCourse)).toBeTruthy();
    expect(within(complex).getByText(GRADES_T.courseWeight(60))).toBeTruthy();
    expect(within(complex).getByText('75.0')).toBeTruthy();
    expect(within(complex).getAllByText('من النبإ 1 إلى النبإ 40')).toHaveLength(3);
    expect(within(own).getByText(GRADES_T.circleCourse)).toBeTruthy();
    expect(within(own).getByText(GRADES_T.noGradesYet)).toBeTruthy();
    expect(within(courseBlocks('السلوك')[0]).getByText(GRADES_T.gradeOutOf(10, 20))).toBeTruthy();
    expect(within(courseBlocks('السلوك')[0]).queryByText(GRADES_T.complexCourse)).toBeNull();
  });

  it('shows the latest three grades of a course until asked for all', async () => {
    serve();
    renderModal();
    const [complex] = await waitFor(() => courseBlocks('الحفظ الجديد'));
    expect(within(complex).queryByText(GRADES_T.gradeOutOf(60, 100))).toBeNull();
    fireEvent.click(within(complex).getByRole('button', { name: GRADES_T.showAllGrades(4) }));
    expect(within(complex).getByText(GRADES_T.gradeOutOf(60, 100))).toBeTruthy();
    fireEvent.click(within(complex).getByRole('button', { name: GRADES_T.showLatestGrades }));
    expect(within(complex).queryByText(GRADES_T.gradeOutOf(60, 100))).toBeNull();
  });

  it('adds a grade to a course through the grade form', async () => {
    const { writes } = serve();
    renderModal();
    await expectShown(GRADES_T.studentGradesTitle(ANAS_NAME));
    fireEvent.click(await screen.findByRole('button', { name: `${GRADES_T.addGrade}: السلوك` }));
    const form = (await screen.findByText(GRADES_T.addTitle('السلوك'))).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(form).getByLabelText(GRADES_T.gradeValue), { target: { value: '18' } });
    fireEvent.click(within(form).getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: 5000 });
    expect(writes[0]).toMatchObject({ method: 'POST', path: '/api/classes/7/grades', body: { student_id: ANAS.id, course_id: 8, grade_value: 18 } });
    await expectShown(MESSAGES.grades.created);
  });

  it('edits a grade with its values in the form', async () => {
    const { writes } = serve();
    renderModal();
    const [complex] = await waitFor(() => courseBlocks('الحفظ الجديد'));
    fireEvent.click(within(complex).getAllByRole('button', { name: /^تعديل درجة/ })[0]);
    const form = (await screen.findByText(GRADES_T.editTitle('الحفظ الجديد'))).closest('.ant-modal') as HTMLElement;
    const value = within(form).getByLabelText(GRADES_T.gradeValue) as HTMLInputElement;
    expect(value.value).toBe('90');
    fireEvent.change(value, { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: 5000 });
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/api/grades/101',
      body: { grade_value: 95, class_id: 7, start_reference: '78:1', end_reference: '78:40' },
    });
  });

  it('asks before deleting a grade, and deletes it once confirmed', async () => {
    const { writes } = serve();
    renderModal();
    const [behaviour] = await waitFor(() => courseBlocks('السلوك'));
    fireEvent.click(within(behaviour).getByRole('button', { name: /^حذف درجة/ }));
    const confirm = await screen.findByText(GRADES_T.deleteConfirm('السلوك', '4 أكتوبر 2026'));
    expect(writes).toEqual([]);
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: T.confirmDelete }));
    await expectShown(MESSAGES.grades.deleted);
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/grades/201', body: null }]);
  });

  it('says when a delete fails, with the spec’s fallback when the server gives no reason', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === GRADES_PATH) return jsonResponse(ANAS_GRADES);
      if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
      return new Response('', { status: 500 });
    });
    renderModal();
    const [behaviour] = await waitFor(() => courseBlocks('السلوك'));
    fireEvent.click(within(behaviour).getByRole('button', { name: /^حذف درجة/ }));
    const confirm = await screen.findByText(GRADES_T.deleteConfirm('السلوك', '4 أكتوبر 2026'));
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: T.confirmDelete }));
    await expectShown(GRADES_T.deleteFailed);
  });

  it('offers no add, edit or delete to someone who may not grade', async () => {
    // A parent reads grades (RULES.grading.view) but gives none.
    session.signIn('token', makeUser({ role: 'parent', user_type: 'parent' }));
    serve();
    renderModal();
    await waitFor(() => courseBlocks('السلوك'));
    expect(screen.queryByRole('button', { name: /رصد درجة|تعديل درجة|حذف درجة/ })).toBeNull();
  });

  it('says why nothing can be added when the circle has no course this semester, and shows the load failure', async () => {
    serve({ success: true, courses: [], courseGrades: [] });
    const { unmount } = renderModal();
    await expectShown(GRADES_T.noCourses, GRADES_T.gradesCount(0));
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderModal();
    await expectShown(GRADES_T.studentGradesLoadFailed);
  });
});

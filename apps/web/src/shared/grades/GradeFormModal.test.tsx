import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, calendarToday, isoWeekday, MESSAGES } from '#common';
import { session } from '../../session/session';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { positionText } from '../quran/position';
import { toCreateGradeBody, toUpdateGradeBody } from './grade';
import { GradeFormModal, type GradeFormModalProps } from './GradeFormModal';
import { GRADES_T } from './locale';

const NEW_MEMORISATION = { id: 3, name: 'الحفظ الجديد', max_grade: 20 };
const BEHAVIOUR = { id: 5, name: 'السلوك', max_grade: 10 };
const STUDENT_ID = '1463087344';

/** The circle's semester: years long and studied every day, unless a test gives it weekend days. */
const semester = (weekend_days: number[] = []) => ({ id: 2, start_date: '2020-08-20', end_date: '2040-01-10', weekend_days, vacation_days: [] });

/** A server that answers grade writes with `answer`, the semesters with `semesters`, and records every request. */
function serve(
  answer: (request: Request) => Response = () => jsonResponse({ message: MESSAGES.grades.created, grade: {}, position_moved_to: null }, 201),
  semesters = [semester()],
) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (pathname === '/api/semesters') return jsonResponse({ semesters });
    return answer(request);
  });
}

function open(props: Partial<GradeFormModalProps> = {}) {
  const onClose = vi.fn();
  renderScreen(<GradeFormModal classId={7} semesterId={2} studentId={STUDENT_ID} course={NEW_MEMORISATION} open onClose={onClose} {...props} />);
  return onClose;
}

/** The one request sent with `method`, once it has been. */
async function sent(fetchMock: ReturnType<typeof mockFetch>, method: string): Promise<Request> {
  await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === method)).toBe(true), { timeout: 5000 });
  return fetchMock.mock.calls.find(([request]) => request.method === method)![0];
}

/** Picks `option` in the select named `label`, typing `search` first (the surah list is long and virtual). */
async function pick(label: string, search: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: search } });
  const item = await waitFor(() => {
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    const found = [...(listbox?.closest('.ant-select-dropdown')?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find(
      (node) => node.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /حفظ/ }));

beforeEach(() => session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('grade bodies', () => {
  it('send a reference only when its surah and ayah are both chosen', () => {
    const values = { grade_value: 18, max_grade: 20, grade_date: '2026-09-01', start_reference: { surahId: 78, ayah: 1 }, end_reference: { surahId: 78 } };
    expect(toCreateGradeBody(values, { studentId: STUDENT_ID, courseId: 3, withReference: true })).toEqual({
      student_id: STUDENT_ID,
      course_id: 3,
      grade_type: 'memorization',
      grade_value: 18,
      max_grade: 20,
      grade_date: '2026-09-01',
      start_reference: '78:1',
    });
    // An edit clears what is no longer chosen, and says which circle it is edited from.
    expect(toUpdateGradeBody({ ...values, notes: '  ' }, { classId: 7, withReference: true })).toEqual({
      grade_value: 18,
      max_grade: 20,
      grade_date: '2026-09-01',
      notes: null,
      start_reference: '78:1',
      end_reference: null,
      class_id: 7,
    });
  });
});

describe('the grade form', () => {
  it('asks for the grade, fills the range from the surahs, bounds the ayahs, and sends the new grade', async () => {
    const fetchMock = serve();
    const onClose = open();
    await screen.findByRole('dialog');
    expect(screen.getByText(GRADES_T.addTitle('الحفظ الجديد'))).toBeTruthy();
    expect(input(GRADES_T.maxGrade).value).toBe('20'); // the course's maximum
    expect(input(GRADES_T.startAyah).disabled).toBe(true); // until a surah is chosen

    save();
    await expectShown(MESSAGES.grades.valueRequired);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);

    // A start surah starts at its first ayah and ends at its last.
    await pick(GRADES_T.startSurah, 'النبإ', '78. النبإ');
    await waitFor(() => expect(input(GRADES_T.startAyah).value).toBe('1'));
    expect(input(GRADES_T.endAyah).value).toBe('40');
    expect(input(GRADES_T.startAyah).getAttribute('aria-valuemax')).toBe('40');
    // An end surah ends at its last ayah.
    await pick(GRADES_T.endSurah, 'النازعات', '79. النازعات');
    await waitFor(() => expect(input(GRADES_T.endAyah).value).toBe('46'));

    // Above the maximum is brought back to it.
    fireEvent.change(input(GRADES_T.gradeValue), { target: { value: '35' } });
    fireEvent.blur(input(GRADES_T.gradeValue));
    await waitFor(() => expect(input(GRADES_T.gradeValue).value).toBe('20'));
    fireEvent.change(input(GRADES_T.gradeValue), { target: { value: '18' } });
    save();

    const post = await sent(fetchMock, 'POST');
    expect(new URL(post.url).pathname).toBe('/api/classes/7/grades');
    expect(await post.json()).toEqual({
      student_id: STUDENT_ID,
      course_id: 3,
      grade_type: 'memorization',
      grade_value: 18,
      max_grade: 20,
      grade_date: calendarToday(),
      start_reference: '78:1',
      end_reference: '79:46',
    });
    await expectShown(MESSAGES.grades.created);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows no range for a behaviour course and sends none', async () => {
    const fetchMock = serve();
    open({ course: BEHAVIOUR });
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText(GRADES_T.startSurah)).toBeNull();
    expect(screen.queryByText(GRADES_T.start)).toBeNull();
    expect(input(GRADES_T.maxGrade).value).toBe('10');
    fireEvent.change(input(GRADES_T.gradeValue), { target: { value: '9' } });
    save();
    const body = (await (await sent(fetchMock, 'POST')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ course_id: 5, grade_value: 9, max_grade: 10 });
    expect(Object.keys(body)).not.toContain('start_reference');
    expect(Object.keys(body)).not.toContain('end_reference');
  });

  it('edits a grade with PUT and puts the server’s field problem under its field', async () => {
    const fetchMock = serve(() =>
      jsonResponse({ error: MESSAGES.grades.endBeforeStart, details: [{ path: 'end_reference', msg: MESSAGES.grades.endBeforeStart }] }, 400),
    );
    const grade = { id: 41, grade_value: 15, max_grade: 20, notes: 'جيد', start_reference: '78:1', end_reference: '78:40', grade_date: '2026-09-01' };
    open({ grade });
    await screen.findByRole('dialog');
    expect(screen.getByText(GRADES_T.editTitle('الحفظ الجديد'))).toBeTruthy();
    expect(input(GRADES_T.gradeValue).value).toBe('15');
    expect(input(GRADES_T.endAyah).value).toBe('40');
    save();
    const put = await sent(fetchMock, 'PUT');
    expect(new URL(put.url).pathname).toBe('/api/grades/41');
    expect(await put.json()).toEqual({
      grade_value: 15,
      max_grade: 20,
      notes: 'جيد',
      grade_date: '2026-09-01',
      start_reference: '78:1',
      end_reference: '78:40',
      class_id: 7,
    });
    // Said in the message and under the end of the range.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.grades.endBeforeStart)).toHaveLength(2));
  });

  it("opens on the semester's latest working day when today is not one, and refuses a day the semester does not study", async () => {
    // Today's weekday is a weekend day of this semester: the form starts on yesterday.
    serve(undefined, [semester([isoWeekday(calendarToday())])]);
    open();
    await screen.findByRole('dialog');
    await waitFor(() => expect(input(GRADES_T.gradeDate).value).toBe(addDays(calendarToday(), -1)));
  });

  it('refuses, before sending, a day that is no working day, with the API’s sentence', async () => {
    const fetchMock = serve(undefined, [semester([1, 2, 3, 4, 5, 6, 7])]);
    open({ course: BEHAVIOUR });
    await screen.findByRole('dialog');
    // Said as soon as the semester is known, and again on saving; nothing is sent.
    await expectShown(MESSAGES.calendar.notWorkingDay);
    fireEvent.change(input(GRADES_T.gradeValue), { target: { value: '9' } });
    save();
    await expectShown(MESSAGES.calendar.notWorkingDay);
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);
  });

  it('starts a new lesson where the last one ended, and says where the memorised position moved', async () => {
    const fetchMock = serve(() =>
      jsonResponse({ message: MESSAGES.grades.created, grade: {}, position_moved_to: { memorized_surah_id: 104, memorized_ayah_number: 9 } }, 201),
    );
    open({ lastGrade: { start_reference: '105:1', end_reference: '105:5' } });
    await screen.findByRole('dialog');
    // After al-Fil comes al-Humaza, from its first ayah to its last (9).
    expect(screen.getByText(GRADES_T.continuesHint)).toBeTruthy();
    expect(input(GRADES_T.startAyah).value).toBe('1');
    expect(input(GRADES_T.endAyah).value).toBe('9');
    fireEvent.change(input(GRADES_T.gradeValue), { target: { value: '18' } });
    save();
    expect(await (await sent(fetchMock, 'POST')).json()).toMatchObject({ start_reference: '104:1', end_reference: '104:9' });
    await expectShown(GRADES_T.positionMoved(positionText(104, 9)!));
  });

  it('starts a first new-memorisation lesson after the memorised position', async () => {
    serve();
    open({ memorised: { memorized_surah_id: 114, memorized_ayah_number: 6 } });
    await screen.findByRole('dialog');
    // An-Nas done: al-Falaq 1 to 5.
    expect(input(GRADES_T.startAyah).value).toBe('1');
    expect(input(GRADES_T.endAyah).value).toBe('5');
  });
});

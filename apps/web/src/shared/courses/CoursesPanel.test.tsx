import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COURSES, MESSAGES } from '#common';
import { session } from '../../session/session';
import { expectShown, fill } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { canSaveCourse, toCourseBody, type Course } from './course';
import { CoursesPanel } from './CoursesPanel';
import { COURSES_T } from './locale';

const CLASS_COURSES_URL = '/api/semesters/5/classes/7/courses';

function course(overrides: Partial<Course>): Course {
  return {
    id: 1,
    name: 'الحفظ الجديد',
    percentage: 40,
    requires_surah: true,
    description: null,
    max_grade: 100,
    semester_id: 5,
    school_id: 1,
    class_id: 7,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const MEMORISATION = course({ id: 1, description: 'حفظ وجه يوميًا' });
const BEHAVIOUR = course({ id: 2, name: 'السلوك', percentage: 15, requires_surah: false, semester_id: 4 });

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const renderPanel = (props: Partial<Parameters<typeof CoursesPanel>[0]> = {}) =>
  renderScreen(<CoursesPanel semesterId={5} schoolId={1} classId={7} canManage {...props} />);

/** The requests sent with `method` whose path ends with `path`. */
function sent(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): Request[] {
  return fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === method && new URL(request.url).pathname === path);
}

describe('course form rules', () => {
  it('allows saving only with a name that is not blank and a weight above 0', () => {
    expect(canSaveCourse({ name: '   ', percentage: 40 })).toBe(false);
    expect(canSaveCourse({ name: 'السلوك', percentage: 0 })).toBe(false);
    expect(canSaveCourse({ name: 'السلوك', percentage: null })).toBe(false);
    expect(canSaveCourse({ name: ' السلوك ', percentage: 0.1 })).toBe(true);
  });

  it('trims the name and sends an emptied description as null', () => {
    expect(toCourseBody({ name: ' السلوك ', percentage: 10, description: '  ' })).toEqual({
      name: 'السلوك',
      percentage: 10,
      description: null,
      requires_surah: false,
    });
  });
});

describe('course panel', () => {
  it('shows the summary, an incomplete total and the cards, without actions for a viewer', async () => {
    mockFetch(() => jsonResponse([MEMORISATION, BEHAVIOUR]));
    renderPanel({ canManage: false });
    await expectShown('حفظ وجه يوميًا');
    expect(screen.getByText(COURSES_T.courseCount(2))).toBeTruthy();
    expect(screen.getByText(COURSES_T.percentageSum(55))).toBeTruthy();
    expect(screen.getByText(COURSES_T.surahCount(1))).toBeTruthy();
    expect(screen.getByText(COURSES_T.weightsIncomplete(55))).toBeTruthy();
    expect(screen.getByText(COURSES_T.weightsMissing(45))).toBeTruthy();
    // Order, weight badge, expected points, the surah tag on one card only, the other semester's warning on the other.
    expect(screen.getByText('40%').closest('.ant-tag')?.className).toContain('blue');
    expect(screen.getByText('15%').closest('.ant-tag')?.className).toContain('red');
    expect(screen.getByText(COURSES_T.expectedPoints(15))).toBeTruthy();
    expect(screen.getAllByText(COURSES_T.requiresSurah)).toHaveLength(1);
    expect(screen.getAllByText(COURSES_T.otherSemester)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /إضافة|تعديل|حذف|الافتراضية/ })).toBeNull();
  });

  it('calls the total complete only at exactly 100, however the weights add up in binary', async () => {
    mockFetch(() => jsonResponse([course({ id: 1, percentage: 33.4 }), course({ id: 2, percentage: 33.3 }), course({ id: 3, percentage: 33.3 })]));
    renderPanel();
    await expectShown(COURSES_T.weightsComplete(100));
    expect(screen.queryByText(/غير مكتمل/)).toBeNull();
  });

  it('lists the complex’s semester courses when no circle is given, and offers no default courses', async () => {
    const fetchMock = mockFetch(() => jsonResponse([]));
    renderPanel({ classId: null });
    await expectShown(COURSES_T.schoolEmpty);
    expect(sent(fetchMock, 'GET', '/api/semesters/5/courses/1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /الافتراضية/ })).toBeNull();
  });

  it('shows the server’s sentence when the list cannot load', async () => {
    mockFetch(() => jsonResponse({ error: 'الفصل الدراسي غير موجود' }, 404));
    renderPanel();
    await expectShown('الفصل الدراسي غير موجود');
  });

  it('creates the four default courses one by one and says how many were made', async () => {
    let created: Course[] = [];
    const posted: Partial<Course>[] = [];
    mockFetch(async (request) => {
      if (request.method === 'GET') return jsonResponse(created);
      const body = (await request.json()) as Course;
      posted.push(body);
      // The third is refused: the others are still made, and the outcome says 3 of 4.
      if (body.name === DEFAULT_COURSES[2].name) return jsonResponse({ error: 'خطأ' }, 500);
      created = [...created, course({ ...body, id: created.length + 1 })];
      return jsonResponse({ message: MESSAGES.courses.created, course: created.at(-1) }, 201);
    });
    renderPanel();
    await expectShown(COURSES_T.classEmpty);
    fireEvent.click(screen.getByRole('button', { name: /الافتراضية/ }));
    await expectShown(COURSES_T.defaultsCreated(3, 4));
    expect(posted).toMatchObject(DEFAULT_COURSES.map(({ name, percentage, requires_surah }) => ({ name, percentage, requires_surah })));
    await expectShown('المراجعة الصغرى');
    expect(screen.queryByRole('button', { name: /الافتراضية/ })).toBeNull();
  });

  it('says the server’s sentence when no default course could be made', async () => {
    mockFetch((request) => (request.method === 'GET' ? jsonResponse([]) : jsonResponse({ error: 'ليست لديك صلاحية' }, 404)));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /الافتراضية/ }));
    await expectShown('ليست لديك صلاحية');
  });

  it('keeps save disabled until the course has a name and a weight, then adds it', async () => {
    const fetchMock = mockFetch((request) =>
      request.method === 'POST' ? jsonResponse({ message: MESSAGES.courses.created, course: MEMORISATION }, 201) : jsonResponse([]),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /إضافة مقرر/ }));
    const dialog = await screen.findByRole('dialog');
    const save = () => within(dialog).getByRole('button', { name: /حفظ/ }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);

    fill(COURSES_T.courseName, '   ');
    fill(COURSES_T.percentage, '40');
    await waitFor(() => expect(save().disabled).toBe(true));
    fill(COURSES_T.courseName, ' التجويد ');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(save());

    await expectShown(MESSAGES.courses.created);
    const [post] = sent(fetchMock, 'POST', CLASS_COURSES_URL);
    expect(await post.json()).toEqual({ name: 'التجويد', percentage: 40, description: null, requires_surah: true });
  });

  it('edits a course and shows the server’s refusal', async () => {
    const fetchMock = mockFetch((request) =>
      request.method === 'PUT' ? jsonResponse({ error: 'النسبة يجب أن تكون رقمًا من 0 إلى 100 بخطوة 0.1' }, 400) : jsonResponse([MEMORISATION]),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /تعديل/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(COURSES_T.courseName) as HTMLInputElement).value).toBe('الحفظ الجديد');
    fill(COURSES_T.courseName, 'الحفظ');
    await waitFor(() => expect((within(dialog).getByRole('button', { name: /حفظ/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown('النسبة يجب أن تكون رقمًا من 0 إلى 100 بخطوة 0.1');
    const [put] = sent(fetchMock, 'PUT', '/api/courses/1');
    expect(await put.json()).toMatchObject({ name: 'الحفظ', percentage: 40, description: 'حفظ وجه يوميًا', requires_surah: true });
  });

  it('asks before deleting a course, then deletes it', async () => {
    let courses = [MEMORISATION];
    const fetchMock = mockFetch((request) => {
      if (request.method !== 'DELETE') return jsonResponse(courses);
      courses = [];
      return jsonResponse({ message: MESSAGES.courses.deleted });
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /حذف/ }));
    await expectShown(COURSES_T.deleteCourseConfirm('الحفظ الجديد'));
    expect(sent(fetchMock, 'DELETE', '/api/courses/1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /نعم، احذف/ }));
    await expectShown(MESSAGES.courses.deleted, COURSES_T.classEmpty);
    expect(sent(fetchMock, 'DELETE', '/api/courses/1')).toHaveLength(1);
  });
});

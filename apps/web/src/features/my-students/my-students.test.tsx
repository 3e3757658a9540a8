import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { CHILD_DETAIL_T, CHILD_LINKS_T } from '../../shared/children/locale';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import MyStudentsPage from '.';
import { MY_STUDENTS_T } from './locale';

const PARENT = makeUser({ id: '1440497913', role: 'parent', user_type: 'parent' });
const ANAS = {
  id: '1463087344',
  first_name: 'أنس',
  second_name: 'عبدالله',
  third_name: 'سعد',
  last_name: 'القحطاني',
  school_level: 'الصف الثاني الابتدائي',
  status: 'active' as const,
  school_name: 'مجمع الفرقان',
  class_name: 'حلقة الإمام عاصم',
  relationship_type: 'parent' as const,
  is_primary: true,
};
const DETAIL = {
  student: {
    id: ANAS.id,
    first_name: 'أنس',
    second_name: 'عبدالله',
    third_name: 'سعد',
    last_name: 'القحطاني',
    date_of_birth: '2016-03-14',
    enrollment_date: '2026-08-23',
    email: null,
    phone: '0551234567',
    address: 'حي النسيم، الرياض',
    school_level: 'الصف الثاني الابتدائي',
    student_status: 'active',
    school_name: 'مجمع الفرقان',
    class_name: 'حلقة الإمام عاصم',
    class_level: 'الصف الرابع الابتدائي',
  },
  grades: [
    {
      id: 7,
      date: '2026-09-14',
      class_name: 'حلقة الإمام عاصم',
      course_name: 'الحفظ الجديد',
      surah_name: 'النبإ',
      start_reference: '78:1',
      end_reference: '78:40',
      pages: 2,
      grade: 18,
      max_grade: 20,
      notes: 'أحسنت',
    },
  ],
  attendance: [{ id: 3, date: '2026-09-14', is_present: false, notes: 'عذر مرضي', class_name: 'حلقة الإمام عاصم' }],
};

function serve(students: unknown[], detail: (url: URL) => Response = () => jsonResponse(DETAIL)) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/parent-students/my-students') return jsonResponse({ students });
    if (url.pathname === `/api/parent-students/student/${ANAS.id}`) return detail(url);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

beforeEach(() => session.signIn('token', PARENT));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('my students', () => {
  it('shows a card per child with the complex, circle and link, and no h1', async () => {
    serve([ANAS]);
    renderScreen(<MyStudentsPage />);
    await expectShown('أنس عبدالله سعد القحطاني');
    const card = screen.getByText('أنس عبدالله سعد القحطاني').closest('.ant-card') as HTMLElement;
    for (const text of ['مجمع الفرقان', 'حلقة الإمام عاصم', 'ولي أمر', MY_STUDENTS_T.primary, T.active, ANAS.id])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('opens the details: the record, the latest grades and attendance', async () => {
    serve([ANAS]);
    renderScreen(<MyStudentsPage />);
    await expectShown('أنس عبدالله سعد القحطاني');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${MY_STUDENTS_T.viewDetails}: أنس`) }));
    const dialog = await screen.findByRole('dialog');
    await expectShown('حي النسيم، الرياض', 'النبإ', 'عذر مرضي');
    expect(within(dialog).getByText(MY_STUDENTS_T.detailsTitle('أنس عبدالله سعد القحطاني'))).toBeTruthy();
    expect(within(dialog).getByText('الصف الرابع الابتدائي')).toBeTruthy();
    expect(within(dialog).getByText(CHILD_DETAIL_T.pagesCount(2))).toBeTruthy();
    expect(within(dialog).getByText('18 من 20')).toBeTruthy();
    expect(within(dialog).getByText(T.absent)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 3, name: CHILD_DETAIL_T.latestGrades })).toBeTruthy();
  });

  it("says the server's reason when the details cannot load, else the spec's fallback", async () => {
    serve([ANAS], () => new Response('', { status: 500 }));
    renderScreen(<MyStudentsPage />);
    await expectShown('أنس عبدالله سعد القحطاني');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MY_STUDENTS_T.viewDetails) }));
    await expectShown(CHILD_DETAIL_T.studentDetailsFailed);
  });

  it('without children: says so and points to /children to link one', async () => {
    serve([]);
    renderScreen(<MyStudentsPage />);
    await expectShown(MY_STUDENTS_T.empty);
    expect(screen.getByRole('link', { name: MY_STUDENTS_T.linkHint }).getAttribute('href')).toBe('/children');
  });

  it('shows the fallback when the children cannot load', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname.startsWith('/api/privileges/') ? jsonResponse({ permissions: {} }) : new Response('', { status: 500 }),
    );
    renderScreen(<MyStudentsPage />);
    await expectShown(CHILD_LINKS_T.studentsLoadFailed);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { CHILD_DETAIL_T, CHILD_LINKS_T } from '../../shared/children/locale';
import { T } from '../../shared/locale';
import { POINTS_T } from '../../shared/points/locale';
import { QURAN_T } from '../../shared/quran/locale';
import { PROFILE_T } from '../../shared/student-profile/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import ChildrenPage from '.';
import { CHILDREN_T } from './locale';

const PARENT = makeUser({ id: '1440497913', role: 'parent', user_type: 'parent' });
const ANAS = {
  relationship_id: 31,
  student_id: '1463087344',
  id: '1463087344',
  first_name: 'أنس',
  second_name: 'عبدالله',
  third_name: 'سعد',
  last_name: 'القحطاني',
  school_level: 'الصف الثاني الابتدائي',
  email: null,
  phone: null,
  relationship_type: 'parent',
  is_primary: true,
  is_active: true,
  school_name: 'مجمع الفرقان',
};

const OVERVIEW = {
  stats: { totalPoints: 7.5, averageGrade: 85, attendancePercentage: 50, completedPages: 23 },
  goals: [
    {
      id: 4,
      title: 'إتمام سورة النبأ',
      description: 'مراجعة يومية بعد الفجر',
      completed: false,
      target_date: '2026-12-31',
      target_surah_name: 'النبإ',
      target_ayah_number: 40,
    },
  ],
  history: [
    { at: '2026-09-14T06:30:00.000Z', action: 'insert', entity: 'grades', summary: 'الدرجة 18 / 20، عن يوم 14 سبتمبر 2026' },
    { at: '2026-09-13T06:30:00.000Z', action: 'delete', entity: 'points', summary: '2 من 5 نقاط' },
  ],
};
const DETAIL = {
  student: {
    ...ANAS,
    date_of_birth: '2016-03-14',
    enrollment_date: '2026-08-23',
    address: 'حي النسيم، الرياض',
    student_status: 'active',
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
  attendance: [],
};
const POINTS = {
  points: [
    {
      id: 9,
      student_id: ANAS.id,
      class_id: 1,
      semester_id: 1,
      points_date: '2026-09-14',
      points_given: 4.5,
      notes: 'انضباط ممتاز',
      class_name: 'حلقة الإمام عاصم',
      teacher_name: 'خالد العتيبي',
      teacher_id: '1',
      student_name: 'أنس',
    },
  ],
  summary: { total_points: 4.5, average_points: 4.5, max_points: 5, total_entries: 1 },
  pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
};
const ATTENDANCE = {
  attendance: [
    {
      id: 3,
      student_id: ANAS.id,
      class_id: 1,
      class_name: 'حلقة الإمام عاصم',
      semester_id: 1,
      attendance_date: '2026-09-14',
      date: '2026-09-14',
      status: 'absent',
      is_present: false,
      is_explicit: true,
      notes: 'عذر مرضي',
      marked_by: null,
    },
  ],
  percentage: 0,
};

/** The signed-in parent's children and the students registered with their ID; anything else is unexpected. */
function serve() {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/api/children/${PARENT.id}`) return jsonResponse({ children: [ANAS] });
    if (pathname === `/api/children/${PARENT.id}/available`) return jsonResponse({ students: [] });
    if (pathname === `/api/parent-students/student/${ANAS.id}/overview`) return jsonResponse(OVERVIEW);
    if (pathname === `/api/parent-students/student/${ANAS.id}`) return jsonResponse(DETAIL);
    if (pathname === `/api/points/student/${ANAS.id}`) return jsonResponse(POINTS);
    if (pathname === `/api/attendance/student/${ANAS.id}`) return jsonResponse(ATTENDANCE);
    if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
  });
}

/** The paths asked for, privileges aside. */
const asked = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname).filter((path) => !path.startsWith('/api/privileges/'));

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('children page for a parent', () => {
  it('lists their own children, under an h2, with the link form and an unlink button on each', async () => {
    session.signIn('token', PARENT);
    const fetchMock = serve();
    renderScreen(<ChildrenPage />);
    await expectShown('أنس عبدالله سعد القحطاني');
    expect(screen.getByRole('heading', { level: 2, name: CHILDREN_T.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText(CHILD_LINKS_T.linkTitle)).toBeTruthy();
    // The name is over the follow-up and again on the child's card below it.
    const card = screen.getAllByText('أنس عبدالله سعد القحطاني').at(-1)?.closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('button', { name: new RegExp(CHILD_LINKS_T.unlink) })).toBeTruthy();
    // The follow-up's first tab and its statistics; the other tabs ask when opened.
    await expectShown(CHILD_DETAIL_T.classLevel);
    expect(new Set(asked(fetchMock))).toEqual(
      new Set([
        `/api/children/${PARENT.id}`,
        `/api/children/${PARENT.id}/available`,
        `/api/parent-students/student/${ANAS.id}`,
        `/api/parent-students/student/${ANAS.id}/overview`,
      ]),
    );
  });

  it('follows the child: statistics cards, then grades, points, attendance, goals and history tabs', async () => {
    session.signIn('token', PARENT);
    const fetchMock = serve();
    renderScreen(<ChildrenPage />);
    const section = await screen.findByRole('region', { name: CHILDREN_T.followUpTitle });
    // A percentage keeps its sign after the number, inside the value (as a suffix, the line put it first: "% 85").
    await expectShown('85%', '50%', '23');
    // antd's Statistic splits a decimal into two spans.
    expect(section.textContent).toContain('7.5');
    expect(within(section).getByText(PROFILE_T.averageGrade)).toBeTruthy();

    const tab = (name: string) => fireEvent.click(within(section).getByRole('tab', { name }));
    tab(T.grades);
    await expectShown('أحسنت', '18 من 20');
    tab(POINTS_T.points);
    await expectShown('انضباط ممتاز', 'خالد العتيبي');
    tab(CHILDREN_T.tabAttendance);
    await expectShown('عذر مرضي');
    tab(CHILDREN_T.tabGoals);
    await expectShown('إتمام سورة النبأ', 'مراجعة يومية بعد الفجر', CHILDREN_T.goalTargetOf('النبإ', 40), QURAN_T.goalInProgress);
    tab(CHILDREN_T.tabHistory);
    await expectShown('الدرجة 18 / 20، عن يوم 14 سبتمبر 2026', '2 من 5 نقاط', T.delete);
    expect(within(section).getAllByText(CHILDREN_T.entities.grades).length).toBeGreaterThan(0);
    // The statistics, goals and history came in one call.
    expect(asked(fetchMock).filter((path) => path.endsWith('/overview'))).toHaveLength(1);
  });

  it('puts the follow-up first and the link form below it', async () => {
    session.signIn('token', PARENT);
    serve();
    renderScreen(<ChildrenPage />);
    const followUp = await screen.findByRole('region', { name: CHILDREN_T.followUpTitle });
    const linkForm = screen.getByText(CHILD_LINKS_T.linkTitle);
    expect(followUp.compareDocumentPosition(linkForm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the grades, points and attendance within a phone, their notes under the day', async () => {
    await page.viewport(390, 844);
    try {
      session.signIn('token', PARENT);
      serve();
      renderScreen(<ChildrenPage />);
      const section = await screen.findByRole('region', { name: CHILDREN_T.followUpTitle });
      const fits = (text: string) => {
        const table = screen.getByText(text).closest('table') as HTMLTableElement;
        expect(table.querySelectorAll('thead th').length).toBe(2);
        expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(390);
        expect(table.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      };
      const tab = (name: string) => fireEvent.click(within(section).getByRole('tab', { name }));
      tab(T.grades);
      await expectShown('أحسنت', '18 من 20');
      fits('أحسنت');
      tab(POINTS_T.points);
      await expectShown('انضباط ممتاز');
      fits('انضباط ممتاز');
      tab(CHILDREN_T.tabAttendance);
      await expectShown('عذر مرضي');
      fits('عذر مرضي');
      expect(within(screen.getByText('عذر مرضي').closest('tr') as HTMLElement).getByText(T.absent)).toBeTruthy();
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it("shows the spec's fallback when the child's data cannot load", async () => {
    session.signIn('token', PARENT);
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/api/children/${PARENT.id}`) return jsonResponse({ children: [ANAS] });
      if (pathname === `/api/children/${PARENT.id}/available`) return jsonResponse({ students: [] });
      if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
      return new Response('', { status: 500 });
    });
    renderScreen(<ChildrenPage />);
    await expectShown(CHILD_DETAIL_T.studentDataFailed);
  });
});

/** A request of the parent's that waits for the child's complex, as GET /api/children/{parentId} answers it. */
const REQUEST = { relationship_id: 57, student_id: '1122334455', relationship_type: 'relative', requested_at: '2026-11-20T07:00:00.000Z' };

describe('children page for a parent with a request waiting for the complex', () => {
  /** The parent's confirmed son and one pending request; `override` answers first when it returns something. */
  function serveWithRequest(children: (typeof ANAS)[], override: (request: Request, pathname: string) => Response | undefined = () => undefined) {
    return mockFetch((request) => {
      const { pathname } = new URL(request.url);
      const answer = override(request, pathname);
      if (answer) return answer;
      if (pathname === `/api/children/${PARENT.id}` && request.method === 'GET') return jsonResponse({ children, pending: [REQUEST] });
      if (pathname === `/api/children/${PARENT.id}/available`) return jsonResponse({ students: [] });
      if (pathname === `/api/parent-students/student/${ANAS.id}/overview`) return jsonResponse(OVERVIEW);
      if (pathname === `/api/parent-students/student/${ANAS.id}`) return jsonResponse(DETAIL);
      if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
      return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
    });
  }

  it("shows the request as waiting for the complex's confirmation, with nothing of the child, and follows only the confirmed son", async () => {
    session.signIn('token', PARENT);
    const fetchMock = serveWithRequest([ANAS]);
    renderScreen(<ChildrenPage />);
    const section = await screen.findByRole('region', { name: CHILD_LINKS_T.requestsTitle });
    const card = within(section).getByText(REQUEST.student_id).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(CHILD_LINKS_T.requestTitle)).toBeTruthy();
    expect(within(card).getByText(CHILD_LINKS_T.waiting)).toBeTruthy();
    expect(within(card).getByText(CHILD_LINKS_T.requestNote)).toBeTruthy();
    expect(within(card).getByText('قريب')).toBeTruthy();
    // The follow-up is the confirmed son's: the request's child is asked for nowhere.
    await screen.findByRole('region', { name: CHILDREN_T.followUpTitle });
    expect(screen.queryByRole('combobox', { name: CHILDREN_T.chooseChild })).toBeNull();
    await waitFor(() => expect(asked(fetchMock)).toContain(`/api/parent-students/student/${ANAS.id}/overview`));
    expect(asked(fetchMock).some((path) => path.includes(REQUEST.student_id))).toBe(false);
  });

  it('with only a request, shows it and no follow-up', async () => {
    session.signIn('token', PARENT);
    serveWithRequest([]);
    renderScreen(<ChildrenPage />);
    await screen.findByRole('region', { name: CHILD_LINKS_T.requestsTitle });
    await expectShown(CHILD_LINKS_T.childrenEmpty);
    expect(screen.queryByRole('region', { name: CHILDREN_T.followUpTitle })).toBeNull();
  });

  it('says a new link waits for the complex when the API answers so', async () => {
    session.signIn('token', PARENT);
    const cousin = {
      id: '1122334466',
      first_name: 'فيصل',
      second_name: 'خالد',
      third_name: 'سعد',
      last_name: 'القحطاني',
      school_level: null,
      school_name: 'مجمع الفرقان',
      is_active: true,
    };
    const fetchMock = serveWithRequest([ANAS], (request, pathname) => {
      if (pathname === `/api/children/${PARENT.id}/available`) return jsonResponse({ students: [cousin] });
      if (request.method === 'POST' && pathname === `/api/children/${PARENT.id}/add`) {
        return jsonResponse(
          { message: MESSAGES.children.linkPending, status: 'pending', child: null, request: { ...REQUEST, relationship_id: 58, student_id: cousin.id } },
          201,
        );
      }
      return undefined;
    });
    renderScreen(<ChildrenPage />);
    await expectShown('أنس عبدالله سعد القحطاني');
    // The option shows the name, then the ID, level and complex on a line of their own.
    fireEvent.mouseDown(screen.getByLabelText(T.student));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((node) => node.textContent?.startsWith('فيصل خالد سعد القحطاني'));
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    // The form's submit: the word after its icon's name (the unlink buttons hold the word too).
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^\\w*\\s*${CHILD_LINKS_T.link}$`) }));
    await expectShown(MESSAGES.children.linkPending);
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'POST').map(([request]) => new URL(request.url).pathname)).toEqual([
      `/api/children/${PARENT.id}/add`,
    ]);
  });

  it('cancels the request after asking first', async () => {
    session.signIn('token', PARENT);
    const fetchMock = serveWithRequest([ANAS], (request, pathname) =>
      request.method === 'DELETE' && pathname === `/api/children/${PARENT.id}/${REQUEST.relationship_id}`
        ? jsonResponse({ message: MESSAGES.children.unlinked })
        : undefined,
    );
    renderScreen(<ChildrenPage />);
    await expectShown(CHILD_LINKS_T.requestTitle);
    fireEvent.click(screen.getByRole('button', { name: `${CHILD_LINKS_T.cancelRequest}: ${REQUEST.student_id}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CHILD_LINKS_T.cancelRequestConfirm(REQUEST.student_id))).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: CHILD_LINKS_T.confirmCancelRequest }));
    await expectShown(CHILD_LINKS_T.requestCancelled);
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'DELETE').map(([request]) => new URL(request.url).pathname)).toEqual([
      `/api/children/${PARENT.id}/${REQUEST.relationship_id}`,
    ]);
  });
});

/** A parent's request as the child's complex sees it (GET /api/children/pending). */
const TO_CONFIRM = {
  relationship_id: 57,
  relationship_type: 'relative',
  requested_at: '2026-11-20T07:00:00.000Z',
  parent: { id: '1440497913', first_name: 'سعد', second_name: 'عبدالله', third_name: 'ناصر', last_name: 'القحطاني', phone: '0551234567' },
  student: {
    id: '1122334455',
    first_name: 'فيصل',
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'القحطاني',
    school_level: 'الصف الثالث الابتدائي',
    school_name: 'مجمع الفرقان',
    is_active: true,
  },
};
const STUDENT_NAME = 'فيصل خالد سعد القحطاني';
const PARENT_NAME = 'سعد عبدالله ناصر القحطاني';

describe('children page for staff', () => {
  /** The requests the viewer may confirm; `override` answers first when it returns something. */
  function serveRequests(links: (typeof TO_CONFIRM)[], override: (request: Request, pathname: string) => Response | undefined = () => undefined) {
    return mockFetch((request) => {
      const { pathname } = new URL(request.url);
      const answer = override(request, pathname);
      if (answer) return answer;
      if (pathname === '/api/children/pending') return jsonResponse({ links });
      if (pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
      return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
    });
  }
  const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.filter(([request]) => request.method === 'POST').map(([request]) => new URL(request.url).pathname);

  it('explains whose page it is and points the admin to /parents, asking only for the requests to confirm', async () => {
    session.signIn('token', makeUser());
    const fetchMock = serveRequests([]);
    renderScreen(<ChildrenPage />);
    await expectShown(CHILDREN_T.staffNote, CHILD_LINKS_T.approvalsEmpty);
    expect(screen.getByRole('link', { name: CHILDREN_T.staffParentsLink }).getAttribute('href')).toBe('/parents');
    expect(screen.queryByText(CHILD_LINKS_T.linkTitle)).toBeNull();
    expect(asked(fetchMock)).toEqual(['/api/children/pending']);
  });

  it("lists a parent's request to a complex manager, who confirms it after a confirmation", async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
    const fetchMock = serveRequests([TO_CONFIRM], (request, pathname) =>
      request.method === 'POST' && pathname === `/api/children/pending/${TO_CONFIRM.relationship_id}/approve`
        ? jsonResponse({ message: MESSAGES.children.linkApproved })
        : undefined,
    );
    renderScreen(<ChildrenPage />);
    const section = await screen.findByRole('region', { name: CHILD_LINKS_T.approvalsTitle });
    await expectShown(STUDENT_NAME, PARENT_NAME, '0551234567', 'مجمع الفرقان', 'قريب');
    fireEvent.click(within(section).getByRole('button', { name: `${CHILD_LINKS_T.approve}: ${STUDENT_NAME}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CHILD_LINKS_T.approveConfirm(STUDENT_NAME, PARENT_NAME))).toBeTruthy();
    expect(posted(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: CHILD_LINKS_T.confirmApprove }));
    await expectShown(MESSAGES.children.linkApproved);
    expect(posted(fetchMock)).toEqual([`/api/children/pending/${TO_CONFIRM.relationship_id}/approve`]);
  });

  it("refuses a request after a confirmation, and shows the server's reason when it fails", async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
    let attempts = 0;
    const fetchMock = serveRequests([TO_CONFIRM], (request, pathname) => {
      if (request.method !== 'POST' || pathname !== `/api/children/pending/${TO_CONFIRM.relationship_id}/reject`) return undefined;
      attempts += 1;
      return attempts === 1 ? jsonResponse({ error: MESSAGES.children.linkNotFound }, 404) : jsonResponse({ message: MESSAGES.children.linkRejected });
    });
    renderScreen(<ChildrenPage />);
    const reject = async () => {
      fireEvent.click(await screen.findByRole('button', { name: `${CHILD_LINKS_T.reject}: ${STUDENT_NAME}` }));
      // The dialog of the first attempt may still be fading out: the newest one is the last.
      const dialog = (await screen.findAllByRole('dialog', { name: CHILD_LINKS_T.rejectTitle })).at(-1)!;
      expect(within(dialog).getByText(CHILD_LINKS_T.rejectConfirm(STUDENT_NAME, PARENT_NAME))).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: CHILD_LINKS_T.confirmReject }));
    };
    await reject();
    await expectShown(MESSAGES.children.linkNotFound);
    await reject();
    await expectShown(MESSAGES.children.linkRejected);
    expect(posted(fetchMock)).toEqual([
      `/api/children/pending/${TO_CONFIRM.relationship_id}/reject`,
      `/api/children/pending/${TO_CONFIRM.relationship_id}/reject`,
    ]);
  });

  it('offers no confirmation to a teacher, and asks for no requests', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher', school_id: 1 }));
    const fetchMock = serveRequests([TO_CONFIRM]);
    renderScreen(<ChildrenPage />);
    await expectShown(CHILDREN_T.staffNote);
    expect(screen.queryByText(CHILD_LINKS_T.approvalsTitle)).toBeNull();
    expect(asked(fetchMock)).toEqual([]);
  });

  it('gives no link to whoever may not open /parents', async () => {
    // No staff role lacks the users.view grant by default; a student is the viewer the rule refuses.
    session.signIn('token', makeUser({ role: 'student', user_type: 'student' }));
    serve();
    renderScreen(<ChildrenPage />);
    await expectShown(CHILDREN_T.staffNote);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

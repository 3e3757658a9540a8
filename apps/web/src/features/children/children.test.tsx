import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import { CHILD_LINKS_T } from '../../shared/children/locale';
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

/** The signed-in parent's children and the students registered with their ID; anything else is unexpected. */
function serve() {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/api/children/${PARENT.id}`) return jsonResponse({ children: [ANAS] });
    if (pathname === `/api/children/${PARENT.id}/available`) return jsonResponse({ students: [] });
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
    const card = screen.getByText('أنس عبدالله سعد القحطاني').closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('button', { name: new RegExp(CHILD_LINKS_T.unlink) })).toBeTruthy();
    expect(new Set(asked(fetchMock))).toEqual(new Set([`/api/children/${PARENT.id}`, `/api/children/${PARENT.id}/available`]));
  });
});

describe('children page for staff', () => {
  it('explains whose page it is and points the admin to /parents, asking for no children', async () => {
    session.signIn('token', makeUser());
    const fetchMock = serve();
    renderScreen(<ChildrenPage />);
    await expectShown(CHILDREN_T.staffNote);
    expect(screen.getByRole('link', { name: CHILDREN_T.staffParentsLink }).getAttribute('href')).toBe('/parents');
    expect(screen.queryByText(CHILD_LINKS_T.linkTitle)).toBeNull();
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

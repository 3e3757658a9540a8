import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { CHILD_LINKS_T } from '../../shared/children/locale';
import { T } from '../../shared/locale';
import { expectShown, fill } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { toProfileBody, toProfileValues } from '../../shared/forms/ProfileModal';
import ParentsPage from '.';
import { PARENTS_T } from './locale';
import type { Parent } from './types';

function parent(overrides: Partial<Parent>): Parent {
  return {
    id: '1440497913',
    first_name: 'عبدالله',
    second_name: 'سعد',
    third_name: 'محمد',
    last_name: 'القحطاني',
    email: 'abdullah@example.com',
    phone: '0551234567',
    role: 'parent',
    user_type: 'parent',
    is_active: true,
    account_status: 'active',
    school_id: null,
    school_name: null,
    address: 'شارع الأمير سلطان',
    neighborhood: 'الروضة',
    date_of_birth: '1985-03-14',
    school_level: null,
    created_at: '2026-08-20T09:00:00.000Z',
    notes: null,
    children_count: 2,
    classes: [],
    parent_ids: [],
    email_duplicate: false,
    study_request: null,
    ...overrides,
  };
}

const ABDULLAH = parent({});
const FAHD = parent({
  id: '1552233441',
  first_name: 'فهد',
  second_name: 'ناصر',
  third_name: 'علي',
  last_name: 'الدوسري',
  email: null,
  phone: null,
  neighborhood: null,
  is_active: false,
  account_status: 'pending_activation',
  children_count: 0,
});
const CHILD = {
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

/**
 * A small API: the parents (filtered by the query like the real one), one parent's children and the students
 * available to them, privileges; `override` answers first when it returns something.
 */
function serve(parents: Parent[], override: (request: Request, url: URL) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    const query = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/api/users' && request.method === 'GET') {
      expect(query('role')).toBe('parent');
      return jsonResponse(
        parents.filter(
          (item) =>
            (!query('search') || `${item.first_name} ${item.last_name} ${item.email ?? ''}`.includes(query('search')!)) &&
            (!query('is_active') || String(item.is_active) === query('is_active')),
        ),
      );
    }
    if (url.pathname === `/api/children/${ABDULLAH.id}`) return jsonResponse({ children: [CHILD] });
    if (url.pathname === `/api/children/${ABDULLAH.id}/available`) return jsonResponse({ students: [] });
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const sent = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === method);
/** The GET /api/users requests sent, as their query strings. */
const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  sent(fetchMock, 'GET')
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/users')
    .map((url) => decodeURIComponent(url.search));
const cardOf = (name: string) => screen.getByText(name, { selector: '.ant-card-head *' }).closest('.ant-card') as HTMLElement;
/** The value shown by the count titled `title`. */
const count = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).parentElement!.querySelector('.ant-statistic-content')!.textContent;

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('profile form values', () => {
  it('trims the names and e-mail, and sends emptied optional fields as null so the edit clears them', () => {
    const values = toProfileValues(FAHD);
    expect(values.phone).toBeUndefined();
    expect(toProfileBody({ ...values, first_name: ' فهد ', email: ' fahd@example.com ', address: '  ', notes: '' })).toEqual({
      first_name: 'فهد',
      second_name: 'ناصر',
      third_name: 'علي',
      last_name: 'الدوسري',
      email: 'fahd@example.com',
      phone: null,
      address: null,
      date_of_birth: '1985-03-14',
      neighborhood: null,
      notes: null,
    });
  });
});

describe('parents screen for the admin', () => {
  it('shows the counts and each card: contact, neighbourhood, children, state, and what is not set', async () => {
    serve([ABDULLAH, FAHD]);
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');
    expect(count(PARENTS_T.statusAll)).toBe('2');
    expect(count(PARENTS_T.statusActive)).toBe('1');
    expect(count(PARENTS_T.statusInactive)).toBe('1');

    const abdullah = cardOf('عبدالله سعد محمد القحطاني');
    for (const text of ['1440497913', 'abdullah@example.com', '0551234567', 'الروضة', '2', T.active]) expect(within(abdullah).getByText(text)).toBeTruthy();
    expect(within(abdullah).getByRole('button', { name: /تعطيل/ })).toBeTruthy();

    const fahd = cardOf('فهد ناصر علي الدوسري');
    expect(within(fahd).getAllByText(T.notSet)).toHaveLength(3);
    expect(within(fahd).getByText(T.accountPending)).toBeTruthy();
    expect(within(fahd).getByRole('button', { name: /تفعيل/ })).toBeTruthy();
  });

  it('says when there is no parent, and shows the fallback when the list cannot load', async () => {
    serve([]);
    const { unmount } = renderScreen(<ParentsPage />);
    await expectShown(PARENTS_T.parentsEmpty);
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<ParentsPage />);
    await expectShown(PARENTS_T.loadFailed);
  });

  it('searches and filters through the URL, and tells an empty result from an empty list', async () => {
    const fetchMock = serve([ABDULLAH, FAHD]);
    renderScreen(<ParentsPage />, { path: '/parents?is_active=false' });
    await expectShown('فهد ناصر علي الدوسري');
    expect(screen.queryByText('عبدالله سعد محمد القحطاني')).toBeNull();
    expect(listQueries(fetchMock)).toContain('?role=parent&is_active=false');
    // The counts stay over every parent.
    expect(count(PARENTS_T.statusAll)).toBe('2');

    fill(PARENTS_T.search, ' عبدالله ');
    fireEvent.keyDown(screen.getByLabelText(PARENTS_T.search), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=parent&search=عبدالله&is_active=false'));
    await expectShown(PARENTS_T.parentsNoMatch);

    // A search typed but not sent goes with a new status instead of being lost.
    fill(PARENTS_T.search, 'فهد');
    fireEvent.mouseDown(screen.getByLabelText(PARENTS_T.status));
    fireEvent.click(await screen.findByText(PARENTS_T.statusAll, { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=parent&search=فهد'));
    await expectShown('فهد ناصر علي الدوسري');
    expect(screen.queryByText('عبدالله سعد محمد القحطاني')).toBeNull();
  });

  it('edits a profile and puts an e-mail of another user under the e-mail field', async () => {
    let attempts = 0;
    const fetchMock = serve([ABDULLAH], (request) => {
      if (request.method !== 'PUT') return undefined;
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ error: MESSAGES.profile.emailTaken, details: [{ path: 'email', msg: MESSAGES.profile.emailTaken }] }, 409)
        : jsonResponse({ message: MESSAGES.profile.saved, user: ABDULLAH });
    });
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');

    fireEvent.click(screen.getByRole('button', { name: /تعديل/ }));
    const dialog = await screen.findByRole('dialog');
    fill(T.email, 'taken@example.com');
    fill(`${T.phone} ${T.optional}`, '');
    within(dialog).getByRole('button', { name: /حفظ/ }).click();

    // Shown as a message and under the field, whose wrapper antd marks as failing.
    await waitFor(() => expect(within(dialog).getByText(MESSAGES.profile.emailTaken)).toBeTruthy(), { timeout: 5000 });
    expect(within(dialog).getByText(MESSAGES.profile.emailTaken).closest('.ant-form-item')!.querySelector('#email')).toBeTruthy();
    const put = sent(fetchMock, 'PUT')[0];
    expect(new URL(put.url).pathname).toBe(`/api/users/${ABDULLAH.id}/profile`);
    expect(await put.json()).toMatchObject({ email: 'taken@example.com', phone: null, neighborhood: 'الروضة', date_of_birth: '1985-03-14' });

    fill(T.email, 'abdullah.q@example.com');
    within(dialog).getByRole('button', { name: /حفظ/ }).click();
    await expectShown(MESSAGES.profile.saved);
  });

  it('refuses a profile without a name or with a malformed e-mail or phone, before sending', async () => {
    const fetchMock = serve([ABDULLAH]);
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');
    fireEvent.click(screen.getByRole('button', { name: /تعديل/ }));
    const dialog = await screen.findByRole('dialog');
    fill(T.thirdName, ' ');
    fill(T.email, 'abdullah');
    fill(`${T.phone} ${T.optional}`, '0612345678');
    within(dialog).getByRole('button', { name: /حفظ/ }).click();
    await expectShown(MESSAGES.validation.required, MESSAGES.validation.email, MESSAGES.validation.mobile);
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('switches a parent off with the toggle call', async () => {
    const fetchMock = serve([ABDULLAH], (request) =>
      request.method === 'PATCH' ? jsonResponse({ message: MESSAGES.users.deactivated, user: ABDULLAH }) : undefined,
    );
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');
    fireEvent.click(screen.getByRole('button', { name: /تعطيل/ }));
    await expectShown(MESSAGES.users.deactivated);
    expect(sent(fetchMock, 'PATCH').map((request) => new URL(request.url).pathname)).toEqual([`/api/users/${ABDULLAH.id}/toggle-active`]);
  });

  it('shows the fallback when the state cannot change', async () => {
    serve([ABDULLAH], (request) => (request.method === 'PATCH' ? new Response('', { status: 500 }) : undefined));
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');
    fireEvent.click(screen.getByRole('button', { name: /تعطيل/ }));
    await expectShown(PARENTS_T.toggleFailed);
  });

  it('asks before deleting for good, then deletes', async () => {
    const fetchMock = serve([ABDULLAH], (request) => (request.method === 'DELETE' ? jsonResponse({ message: MESSAGES.users.deleted }) : undefined));
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');
    fireEvent.click(screen.getByRole('button', { name: /حذف/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(PARENTS_T.deleteConfirm('عبدالله سعد محمد القحطاني'))).toBeTruthy();
    expect(sent(fetchMock, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /نعم/ }));
    await expectShown(MESSAGES.users.deleted);
    expect(sent(fetchMock, 'DELETE').map((request) => new URL(request.url).pathname)).toEqual([`/api/users/${ABDULLAH.id}`]);
  });

  it('shows the whole record with Hijri beside Gregorian, and the children with the link form', async () => {
    serve([ABDULLAH]);
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');

    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.fullDetails) }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('شارع الأمير سلطان')).toBeTruthy();
    expect(within(details).getByText(/مارس/)).toBeTruthy(); // 1985-03-14
    expect(within(details).getByText(/جمادى الآخرة/)).toBeTruthy(); // the same day in the Umm al-Qura calendar
    fireEvent.click(within(details).getByRole('button', { name: /close|إغلاق/i }));

    fireEvent.click(screen.getByRole('button', { name: new RegExp(CHILD_LINKS_T.manage) }));
    await expectShown('أنس عبدالله سعد القحطاني', CHILD_LINKS_T.linkTitle);
  });
});

describe('parents screen for a supervisor', () => {
  it('edits profiles and sees children, but neither toggles nor deletes accounts', async () => {
    session.signIn('token', makeUser({ role: 'supervisor', user_type: 'supervisor', school_id: 1 }));
    serve([ABDULLAH]);
    renderScreen(<ParentsPage />);
    await expectShown('عبدالله سعد محمد القحطاني');
    expect(screen.getByRole('button', { name: /تعديل/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(CHILD_LINKS_T.manage) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /تعطيل|حذف/ })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROLE_LABELS, SELF_SCHOOL_LEVELS } from '#common';
import { session } from '../../session/session';
import { CHILD_LINKS_T } from '../../shared/children/locale';
import { toProfileBody, toProfileValues } from '../../shared/forms/ProfileModal';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import UserManagementPage from '.';
import { toUserListParams } from './components/UserFilters';
import { USERS_T } from './locale';
import type { ManagedUser } from './types';

const SELF = makeUser();

function user(overrides: Partial<ManagedUser>): ManagedUser {
  return {
    id: '1000000001',
    first_name: 'أحمد',
    second_name: 'محمد',
    third_name: 'علي',
    last_name: 'السالم',
    email: 'ahmad@example.com',
    phone: '0500000001',
    role: 'admin',
    user_type: 'admin',
    is_active: true,
    account_status: 'active',
    school_id: null,
    school_name: null,
    address: null,
    neighborhood: null,
    date_of_birth: null,
    school_level: null,
    created_at: '2026-08-20T09:00:00.000Z',
    notes: null,
    children_count: 0,
    classes: [],
    parent_ids: [],
    email_duplicate: false,
    study_request: null,
    ...overrides,
  };
}

const ME = user({ id: SELF.id });
const TEACHER = user({
  id: '1876543211',
  first_name: 'ماجد',
  second_name: 'ناصر',
  third_name: 'علي',
  last_name: 'القرني',
  email: 'shared@example.com',
  phone: '0561112233',
  role: 'teacher',
  user_type: 'teacher',
  school_id: 1,
  school_name: 'مجمع الفرقان',
  classes: [
    { id: 11, name: 'حلقة الإمام عاصم' },
    { id: 12, name: 'حلقة ابن كثير' },
  ],
  email_duplicate: true,
});
const STUDENT = user({
  id: '1765432101',
  first_name: 'يزن',
  second_name: 'خالد',
  third_name: 'سعد',
  last_name: 'الحربي',
  email: null,
  phone: null,
  role: 'student',
  user_type: 'student',
  school_id: 1,
  school_name: 'مجمع الفرقان',
  classes: [{ id: 11, name: 'حلقة الإمام عاصم' }],
  parent_ids: ['1555555551'],
});
const PARENT = user({
  id: '1555555551',
  first_name: 'خالد',
  second_name: 'سعد',
  third_name: 'علي',
  last_name: 'الحربي',
  email: 'khalid@example.com',
  role: 'parent',
  user_type: 'parent',
  is_active: false,
  account_status: 'pending_activation',
  children_count: 1,
  study_request: 'university',
});
const SUPERVISOR = user({
  id: '1444444441',
  first_name: 'سلمان',
  last_name: 'العمري',
  email: 'salman@example.com',
  role: 'supervisor',
  user_type: 'supervisor',
  school_id: 2,
  school_name: 'دار نور الهدى',
});
const MANAGER = user({
  id: '1333333331',
  first_name: 'فهد',
  last_name: 'العتيبي',
  email: 'fahad@example.com',
  role: 'administrator',
  user_type: 'administrator',
  school_id: 1,
  school_name: 'مجمع الفرقان',
});
const EVERYONE = [ME, TEACHER, STUDENT, PARENT, SUPERVISOR, MANAGER];
const nameOf = (person: ManagedUser) => [person.first_name, person.second_name, person.third_name, person.last_name].filter(Boolean).join(' ');

const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];
const CIRCLES = [
  { id: 11, name: 'حلقة الإمام عاصم', school_id: 1 },
  { id: 12, name: 'حلقة ابن كثير', school_id: 1 },
  { id: 21, name: 'حلقة أم سلمة', school_id: 2 },
];

/**
 * A small API: the users (filtered by role, state and complex like the real one; the rest is only recorded),
 * complexes, circles by complex, privileges; `override` answers first when it returns something.
 */
function serve(users: ManagedUser[], override: (request: Request, url: URL) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    const query = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/api/users' && request.method === 'GET') {
      return jsonResponse(
        users.filter(
          (item) =>
            (!query('role') || item.role === query('role')) &&
            (!query('is_active') || String(item.is_active) === query('is_active')) &&
            (!query('account_status') || item.account_status === query('account_status')) &&
            (!query('school_id') || item.school_id === Number(query('school_id'))),
        ),
      );
    }
    if (url.pathname === '/api/schools') return jsonResponse({ schools: SCHOOLS });
    if (url.pathname === '/api/classes') return jsonResponse(CIRCLES.filter((circle) => circle.school_id === Number(query('school_id'))));
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
/** The card of `person`, a group named after them. */
const cardOf = (person: ManagedUser) => screen.getByRole('group', { name: nameOf(person) });
/** The value shown by the count titled `title`. */
const count = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).parentElement!.querySelector('.ant-statistic-content')!.textContent;

/** The button saying `text` in `card`, on either face. */
const buttonIn = (card: HTMLElement, text: string) =>
  within(card)
    .queryAllByText(text)
    .map((node) => node.closest('button'))
    .find(Boolean) ?? null;
/** Whether `node` is on the face turned to the viewer (the other is hidden from screen readers and the keyboard). */
const facing = (node: Element) => node.closest('[aria-hidden]')?.getAttribute('aria-hidden') === 'false';

/** Turns a card round with its button, as the keyboard would; returns the card. */
async function flip(person: ManagedUser) {
  const card = cardOf(person);
  fireEvent.click(buttonIn(card, USERS_T.showActions)!);
  await waitFor(() => expect(facing(buttonIn(card, T.fullDetails)!)).toBe(true));
  return card;
}

/** Picks `option` in the select labelled `label` inside `scope`, from that select's own list (others stay in the page). */
async function choose(scope: HTMLElement, label: string | RegExp, option: string) {
  const input = within(scope).getByLabelText(label);
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
    const found = [...(list?.querySelectorAll('.ant-select-item-option') ?? [])].find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** What the select labelled `label` inside `scope` shows: its choice, else its placeholder. */
const shownIn = (scope: HTMLElement, label: string | RegExp) => {
  const select = within(scope).getByLabelText(label).closest('.ant-select')!;
  return (select.querySelector('.ant-select-selection-item') ?? select.querySelector('.ant-select-selection-placeholder'))?.textContent;
};

beforeEach(() => session.signIn('token', SELF));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the list parameters', () => {
  it('trims the search, and drops a role, an e-mail choice or a circle the API would refuse', () => {
    expect(toUserListParams({ search: '  ماجد ', role: 'teacher', email: 'duplicate', status: 'inactive', school_id: 1, class_id: 11 })).toEqual({
      search: 'ماجد',
      role: 'teacher',
      is_active: false,
      email: 'duplicate',
      school_id: 1,
      class_id: 11,
    });
    const pending = toUserListParams({ status: 'pending' });
    expect([pending.account_status, pending.is_active]).toEqual(['pending_activation', undefined]);
    expect(toUserListParams({ search: ' ', role: 'caliph', email: 'some', status: 'asleep', class_id: 11 })).toEqual({
      search: undefined,
      role: undefined,
      is_active: undefined,
      email: undefined,
      school_id: undefined,
      class_id: undefined,
    });
  });
});

describe('the users’ profile body', () => {
  it('sends the school level, and emptied middle names as null', () => {
    const values = toProfileValues({ ...STUDENT, school_level: 'روضة' });
    expect(toProfileBody({ ...values, second_name: ' ', third_name: '', email: 'yazan@example.com' }, true)).toMatchObject({
      second_name: null,
      third_name: null,
      email: 'yazan@example.com',
      school_level: 'روضة',
    });
    expect(toProfileBody({ ...values, school_level: undefined, email: 'yazan@example.com' }, true)).toMatchObject({ school_level: null });
  });
});

describe('user management', () => {
  it('shows the counts and each front: role, level, state, ID, phone, complex, circles and parents', async () => {
    serve(EVERYONE);
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    expect(count(USERS_T.total)).toBe('6');
    expect(count(USERS_T.duplicates)).toBe('1');

    const teacher = cardOf(TEACHER);
    for (const text of [ROLE_LABELS.teacher, '1876543211', '0561112233', 'مجمع الفرقان', 'حلقة الإمام عاصم، حلقة ابن كثير'])
      expect(within(teacher).getByText(text)).toBeTruthy();
    expect(within(teacher).getByRole('img', { name: USERS_T.level(2) })).toBeTruthy();
    expect(within(teacher).getByText(T.active)).toBeTruthy(); // read out beside the green dot
    expect(within(cardOf(STUDENT)).getByText('1555555551')).toBeTruthy();
    expect(within(cardOf(STUDENT)).getByRole('img', { name: USERS_T.level(0) })).toBeTruthy();
    expect(within(cardOf(PARENT)).getByText(T.accountPending)).toBeTruthy();
    // The parent asked at registration to study too: the approver reads it on the card's front.
    expect(within(cardOf(PARENT)).getByText(USERS_T.studyRequest)).toBeTruthy();
    expect(within(cardOf(PARENT)).getByText(SELF_SCHOOL_LEVELS.university)).toBeTruthy();
    expect(within(teacher).queryByText(USERS_T.studyRequest)).toBeNull();
    expect(within(cardOf(ME)).getByRole('img', { name: USERS_T.level(5) })).toBeTruthy();
    // The back is turned away: its e-mail and buttons are not reachable yet.
    expect(facing(within(teacher).getByText('shared@example.com'))).toBe(false);
    expect(facing(buttonIn(teacher, USERS_T.showActions)!)).toBe(true);
  });

  it('says when nobody matches, and shows the fallback when the list cannot load', async () => {
    serve(EVERYONE);
    const { unmount } = renderScreen(<UserManagementPage />, { path: '/user-management?role=student&school_id=2' });
    await expectShown(USERS_T.usersNoMatch);
    unmount();

    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<UserManagementPage />);
    await expectShown(T.usersLoadFailed);
  });

  it('filters through the URL: role, state, e-mail, complex, then a circle of that complex', async () => {
    const fetchMock = serve(EVERYONE);
    renderScreen(<UserManagementPage />, { path: '/user-management?role=teacher' });
    await expectShown(nameOf(TEACHER));
    expect(screen.queryByText(nameOf(STUDENT))).toBeNull();
    expect(listQueries(fetchMock)).toContain('?role=teacher');
    // The counts stay over every account.
    expect(count(USERS_T.total)).toBe('6');

    const form = screen.getByLabelText(USERS_T.search).closest('.ant-form') as HTMLElement;
    // The circle waits for a complex.
    expect(within(form).getByLabelText(T.circle).closest('.ant-select')!.className).toContain('ant-select-disabled');
    await choose(form, T.status, USERS_T.statusActive);
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=teacher&is_active=true'));
    await choose(form, T.email, USERS_T.emailDuplicate);
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=teacher&is_active=true&email=duplicate'));
    await choose(form, T.complex, 'مجمع الفرقان');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=teacher&is_active=true&email=duplicate&school_id=1'));
    // Only that complex's circles are offered.
    fireEvent.mouseDown(within(form).getByLabelText(T.circle));
    await expectShown('حلقة ابن كثير');
    expect(screen.queryByText('حلقة أم سلمة')).toBeNull();
    await choose(form, T.circle, 'حلقة ابن كثير');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=teacher&is_active=true&email=duplicate&school_id=1&class_id=12'));

    // Another complex clears the circle; the search goes on Enter.
    await choose(form, T.complex, 'دار نور الهدى');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?role=teacher&is_active=true&email=duplicate&school_id=2'));
    fireEvent.change(within(form).getByLabelText(USERS_T.search), { target: { value: ' ماجد ' } });
    fireEvent.keyDown(within(form).getByLabelText(USERS_T.search), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?search=ماجد&role=teacher&is_active=true&email=duplicate&school_id=2'));
    await expectShown(USERS_T.usersNoMatch);
  });

  it('turns a card with its button: the e-mail with a warning when another account shares it, and back again', async () => {
    serve(EVERYONE);
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    const teacher = await flip(TEACHER);
    expect(facing(within(teacher).getByText('shared@example.com'))).toBe(true);
    expect(facing(within(teacher).getByText(USERS_T.sharedEmail))).toBe(true);
    expect(facing(buttonIn(teacher, USERS_T.showActions)!)).toBe(false);
    // Focus moves to the face that came round.
    expect(document.activeElement).toBe(buttonIn(teacher, T.fullDetails));

    const khalid = await flip(PARENT);
    expect(facing(within(khalid).getByText('khalid@example.com'))).toBe(true);
    expect(within(khalid).queryByText(USERS_T.sharedEmail)).toBeNull();
    expect(facing(within(await flip(STUDENT)).getByText(USERS_T.noEmail))).toBe(true);

    fireEvent.click(buttonIn(teacher, T.back)!);
    await waitFor(() => expect(facing(within(teacher).getByText('shared@example.com'))).toBe(false));
    expect(document.activeElement).toBe(buttonIn(teacher, USERS_T.showActions));
  });

  it('offers the children only for parents, admins, complex managers and teachers; never switching off or deleting oneself', async () => {
    serve(EVERYONE);
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    for (const person of [PARENT, ME, MANAGER, TEACHER]) expect(buttonIn(cardOf(person), CHILD_LINKS_T.manage)).not.toBeNull();
    for (const person of [STUDENT, SUPERVISOR]) expect(buttonIn(cardOf(person), CHILD_LINKS_T.manage)).toBeNull();

    const me = cardOf(ME);
    expect(within(me).getByText(USERS_T.ownAccount)).toBeTruthy();
    expect(buttonIn(me, T.deactivate) ?? buttonIn(me, T.delete)).toBeNull();
    expect(buttonIn(cardOf(TEACHER), T.deactivate)).not.toBeNull();
    expect(buttonIn(cardOf(TEACHER), T.delete)).not.toBeNull();
    expect(buttonIn(cardOf(PARENT), T.activate)).not.toBeNull();
  });

  it('role edit: a parent has no complex or circle, so both are cleared and sent as null', async () => {
    const fetchMock = serve(EVERYONE, (request) => (request.method === 'PUT' ? jsonResponse({ message: MESSAGES.users.saved, user: TEACHER }) : undefined));
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    fireEvent.click(buttonIn(await flip(TEACHER), USERS_T.editRole)!);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(shownIn(dialog, /^الحلقة/)).toBe('حلقة الإمام عاصم'));
    expect(shownIn(dialog, /^مجمع الحلقات/)).toBe('مجمع الفرقان');

    await choose(dialog, T.accountType, ROLE_LABELS.parent);
    await waitFor(() => expect(shownIn(dialog, /^مجمع الحلقات/)).toBe(USERS_T.noComplexForRole));
    expect(shownIn(dialog, /^الحلقة/)).toBe(USERS_T.noCircleForRole);
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.users.saved);
    const put = sent(fetchMock, 'PUT')[0];
    expect(new URL(put.url).pathname).toBe(`/api/users/${TEACHER.id}`);
    expect(await put.json()).toEqual({ role: 'parent', school_id: null, class_id: null });
  });

  it('role edit: a student in a circle of the complex is sent as placeRole builds it', async () => {
    const fetchMock = serve(EVERYONE, (request) => (request.method === 'PUT' ? jsonResponse({ message: MESSAGES.users.saved, user: TEACHER }) : undefined));
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    fireEvent.click(buttonIn(await flip(TEACHER), USERS_T.editRole)!);
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, T.accountType, ROLE_LABELS.student);
    // The complex stays; a new complex clears the circle, whose list follows it.
    expect(shownIn(dialog, /^مجمع الحلقات/)).toBe('مجمع الفرقان');
    await choose(dialog, /^مجمع الحلقات/, 'دار نور الهدى');
    expect(shownIn(dialog, /^الحلقة/)).toBe(T.chooseCircle);
    await choose(dialog, /^الحلقة/, 'حلقة أم سلمة');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.users.saved);
    expect(await sent(fetchMock, 'PUT')[0].json()).toEqual({ role: 'student', school_id: 2, class_id: 21 });
  });

  it('role edit: a complex manager needs a complex, and a refusal is led by the spec’s words', async () => {
    const fetchMock = serve(EVERYONE, (request) => (request.method === 'PUT' ? jsonResponse({ error: MESSAGES.users.lastActiveAdmin }, 409) : undefined));
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(PARENT));
    fireEvent.click(buttonIn(await flip(PARENT), USERS_T.editRole)!);
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, T.accountType, ROLE_LABELS.administrator);
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.users.administratorNeedsSchool);
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);

    await choose(dialog, /^مجمع الحلقات/, 'مجمع الفرقان');
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(`${USERS_T.roleFailed}: ${MESSAGES.users.lastActiveAdmin}`);
    expect(await sent(fetchMock, 'PUT')[0].json()).toEqual({ role: 'administrator', school_id: 1, class_id: null });
  });

  it('switches an account on with the toggle call, and says the fallback when deleting fails', async () => {
    const fetchMock = serve(EVERYONE, (request) => {
      if (request.method === 'PATCH') return jsonResponse({ message: MESSAGES.users.activated, user: PARENT });
      if (request.method === 'DELETE') return new Response('', { status: 500 });
      return undefined;
    });
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(PARENT));
    fireEvent.click(buttonIn(await flip(PARENT), T.activate)!);
    await expectShown(MESSAGES.users.activated);
    expect(sent(fetchMock, 'PATCH').map((request) => new URL(request.url).pathname)).toEqual([`/api/users/${PARENT.id}/toggle-active`]);

    fireEvent.click(buttonIn(cardOf(PARENT), T.delete)!);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(USERS_T.deleteConfirm(nameOf(PARENT)))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /نعم/ }));
    await expectShown(USERS_T.deleteFailed);
  });

  it('shows a long list a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...STUDENT, id: String(1700000000 + index), first_name: `طالب${index + 1}` }));
    serve(many);
    renderScreen(<UserManagementPage />);
    await expectShown(T.pageRange(1, 24, 30));
    expect(screen.getAllByRole('group')).toHaveLength(24);
    fireEvent.click(screen.getByTitle('2'));
    await expectShown(T.pageRange(25, 30, 30));
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(cardOf(many[29])).toBeTruthy();
  });

  it('lists the accounts waiting for approval, as many as the count says, and approves one from its front', async () => {
    const fetchMock = serve(EVERYONE, (request, url) =>
      request.method === 'POST' && url.pathname === `/api/users/${PARENT.id}/approve`
        ? jsonResponse({ message: MESSAGES.users.approved, user: PARENT })
        : undefined,
    );
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    expect(count(USERS_T.pending)).toBe('1');
    // Approve and reject are on the pending account's front only.
    expect(facing(buttonIn(cardOf(PARENT), USERS_T.approve)!)).toBe(true);
    expect(buttonIn(cardOf(TEACHER), USERS_T.approve)).toBeNull();
    // A mouse turns a card as it comes over it, but not one whose front has actions of its own: the pointer is
    // on its way to approve.
    fireEvent.pointerEnter(cardOf(TEACHER), { pointerType: 'mouse' });
    await waitFor(() => expect(facing(buttonIn(cardOf(TEACHER), USERS_T.showActions)!)).toBe(false));
    fireEvent.pointerEnter(cardOf(PARENT), { pointerType: 'mouse' });
    expect(facing(buttonIn(cardOf(PARENT), USERS_T.approve)!)).toBe(true);

    const form = screen.getByLabelText(USERS_T.search).closest('.ant-form') as HTMLElement;
    await choose(form, T.status, USERS_T.statusPending(1));
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?account_status=pending_activation'));
    await waitFor(() => expect(screen.queryByText(nameOf(TEACHER))).toBeNull());
    const parent = await screen.findByRole('group', { name: nameOf(PARENT) });

    fireEvent.click(buttonIn(parent, USERS_T.approve)!);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(USERS_T.approveConfirm(nameOf(PARENT), ROLE_LABELS.parent))).toBeTruthy();
    // The click did not turn the card.
    expect(facing(buttonIn(parent, USERS_T.showActions)!)).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: USERS_T.approve }));
    await expectShown(MESSAGES.users.approved);
    expect(sent(fetchMock, 'POST').map((request) => new URL(request.url).pathname)).toEqual([`/api/users/${PARENT.id}/approve`]);
  });

  it('approves several chosen accounts in one request, all or none', async () => {
    const second = { ...PARENT, id: '1555555552', first_name: 'سعود' };
    const fetchMock = serve([...EVERYONE, second], (request, url) =>
      request.method === 'POST' && url.pathname === '/api/users/approve'
        ? jsonResponse({ message: MESSAGES.users.approvedMany('حسابين'), users: [] })
        : undefined,
    );
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER), USERS_T.selectedCount(0));
    const approveChosen = () => screen.getByRole('button', { name: new RegExp(USERS_T.approveSelected) });
    expect(approveChosen().hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(cardOf(PARENT)).getByRole('checkbox', { name: USERS_T.selectForApproval(nameOf(PARENT)) }));
    await expectShown(USERS_T.selectedCount(1));
    fireEvent.click(screen.getByRole('checkbox', { name: USERS_T.selectAllPending(2) }));
    await expectShown(USERS_T.selectedCount(2));
    fireEvent.click(approveChosen());
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: USERS_T.approve }));
    await expectShown(MESSAGES.users.approvedMany('حسابين'));
    const posts = sent(fetchMock, 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual(['/api/users/approve']);
    expect(await posts[0].json()).toEqual({ ids: [PARENT.id, second.id] });
  });

  it('shows the accounts as a table, sorted by a column, with the pending row’s approve and the other actions in a menu', async () => {
    serve(EVERYONE);
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(TEACHER));
    fireEvent.click(screen.getByText(T.viewTable));
    const table = await screen.findByRole('table');
    const rows = () => [...table.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.textContent ?? '');
    // By name, A to Z, to begin with (أحمد first); the complex's header sorts by complex (those without one first).
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows()[0]).toContain('أحمد');
    expect(rows()[5]).toContain('يزن');
    fireEvent.click([...table.querySelectorAll('th')].find((th) => th.textContent === T.complex)!);
    // No complex (the admin, the parent), then دار نور الهدى's supervisor, then مجمع الفرقان's three.
    await waitFor(() => expect(rows()[2]).toContain('سلمان'));
    expect(screen.queryByRole('group', { name: nameOf(TEACHER) })).toBeNull();
    const parentRow = within(table).getByText(nameOf(PARENT)).closest('tr') as HTMLElement;
    expect(within(parentRow).getByRole('button', { name: `${USERS_T.approve}: ${nameOf(PARENT)}` })).toBeTruthy();
    expect(within(parentRow).getByRole('checkbox', { name: USERS_T.selectForApproval(nameOf(PARENT)) })).toBeTruthy();
    const teacherRow = within(table).getByText(nameOf(TEACHER)).closest('tr') as HTMLElement;
    expect((within(teacherRow).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(teacherRow).getByRole('button', { name: USERS_T.moreActions(nameOf(TEACHER)) }));
    fireEvent.click(await screen.findByText(T.fullDetails));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows the whole record with Hijri beside Gregorian', async () => {
    serve([{ ...STUDENT, date_of_birth: '2015-03-14', school_level: 'الصف الرابع الابتدائي', notes: 'يحفظ جزء عمّ' }]);
    renderScreen(<UserManagementPage />);
    await expectShown(nameOf(STUDENT));
    fireEvent.click(buttonIn(await flip(STUDENT), T.fullDetails)!);
    const details = await screen.findByRole('dialog');
    for (const text of ['الصف الرابع الابتدائي', 'يحفظ جزء عمّ', '1555555551', USERS_T.level(0)]) expect(within(details).getByText(text)).toBeTruthy();
    expect(within(details).getByText(/مارس/)).toBeTruthy(); // 2015-03-14
    expect(within(details).getByText(/جمادى الأولى/)).toBeTruthy(); // the same day in the Umm al-Qura calendar
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { session } from '../../session/session';
import { expectShown, pressWhenReady } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { T } from '../locale';
import type { Child } from './ChildCard';
import { ChildrenManager } from './ChildrenManager';
import { CHILD_LINKS_T } from './locale';

const PARENT_ID = '1440497913';
const CHILDREN_URL = `/api/children/${PARENT_ID}`;

function child(overrides: Partial<Child>): Child {
  return {
    relationship_id: 31,
    student_id: '1463087344',
    id: '1463087344',
    first_name: 'أنس',
    second_name: 'عبدالإله',
    third_name: 'يوسف',
    last_name: 'البلوي',
    school_level: 'الصف الثاني الابتدائي',
    email: null,
    phone: null,
    relationship_type: 'parent',
    is_primary: true,
    is_active: true,
    school_name: 'مجمع الفرقان',
    ...overrides,
  };
}

const ANAS = child({});
const SARA = child({
  relationship_id: 32,
  student_id: '1041005057',
  id: '1041005057',
  first_name: 'سارة',
  second_name: 'حسين',
  third_name: 'عبدالله',
  last_name: 'البلوي',
  school_level: null,
  relationship_type: 'guardian',
  is_primary: false,
  is_active: false,
  school_name: null,
});
const AVAILABLE = [
  {
    id: '1122334455',
    first_name: 'أحمد',
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'الغامدي',
    school_level: 'روضة',
    school_name: 'مجمع الفرقان',
    is_active: true,
  },
  {
    id: '1122334466',
    first_name: 'ريم',
    second_name: 'خالد',
    third_name: 'سعد',
    last_name: 'الغامدي',
    school_level: null,
    school_name: null,
    is_active: false,
  },
];

/** The parent's children and the students they may be linked to; `override` answers first when it returns something. */
function serve(children: Child[], override: (request: Request, url: URL) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    if (url.pathname === CHILDREN_URL && request.method === 'GET') return jsonResponse({ children });
    if (url.pathname === `${CHILDREN_URL}/available`) return jsonResponse({ students: AVAILABLE });
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

const sent = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === method);
const cardOf = (name: string) => screen.getByText(name).closest('.ant-card') as HTMLElement;

/** Picks `option` in the select labelled `label`, typing `search` first when given. */
async function pick(label: string, option: string, search?: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search !== undefined) fireEvent.change(input, { target: { value: search } });
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((node) =>
      node.textContent?.startsWith(option),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** The link form's submit: the word after its icon's English name (the unlink buttons contain the word too). */
const linkButton = () => screen.getByRole('button', { name: new RegExp(`^\\w*\\s*${CHILD_LINKS_T.link}$`) });

const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((node) => node.textContent);

beforeEach(() => session.signIn('token', makeUser({ id: PARENT_ID, role: 'parent', user_type: 'parent' })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('children manager', () => {
  it('shows each child: level, complex and relationship in Arabic, the state, and what is not set', async () => {
    serve([ANAS, SARA]);
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown('أنس عبدالإله يوسف البلوي');

    const anas = cardOf('أنس عبدالإله يوسف البلوي');
    expect(within(anas).getByText('الصف الثاني الابتدائي')).toBeTruthy();
    expect(within(anas).getByText('مجمع الفرقان')).toBeTruthy();
    expect(within(anas).getByText('ولي أمر')).toBeTruthy();
    expect(within(anas).getByText(T.active)).toBeTruthy();

    const sara = cardOf('سارة حسين عبدالله البلوي');
    expect(within(sara).getByText('وصي')).toBeTruthy();
    expect(within(sara).getByText(T.inactive)).toBeTruthy();
    expect(within(sara).getAllByText(T.notSet)).toHaveLength(2);
  });

  it('says when no child is linked, and shows the fallback when the children cannot load', async () => {
    serve([]);
    const { unmount } = renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown(CHILD_LINKS_T.childrenEmpty);
    unmount();

    serve([], (request, url) => (url.pathname === CHILDREN_URL ? new Response('', { status: 500 }) : undefined));
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown(CHILD_LINKS_T.childrenLoadFailed);
  });

  it('links only a chosen student, found with an Arabic-normalised search, as the relationship picked', async () => {
    const fetchMock = serve([ANAS], (request) =>
      request.method === 'POST' ? jsonResponse({ message: 'تم ربط الطالب بحساب ولي الأمر', child: ANAS }, 201) : undefined,
    );
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown('أنس عبدالإله يوسف البلوي');

    fireEvent.click(linkButton());
    await expectShown(MESSAGES.validation.required);
    expect(sent(fetchMock, 'POST')).toHaveLength(0);

    // "احمد" finds "أحمد" and not "ريم"; the option tells the student apart by ID, level and complex.
    fireEvent.mouseDown(screen.getByLabelText(T.student));
    fireEvent.change(screen.getByLabelText(T.student), { target: { value: 'احمد' } });
    await waitFor(() => expect(shownOptions()).toEqual([`أحمد خالد سعد الغامدي1122334455، روضة، مجمع الفرقان`]));
    await pick(T.student, 'أحمد خالد سعد الغامدي');
    await pick(CHILD_LINKS_T.relationshipType, 'قريب');
    fireEvent.click(linkButton());

    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(1));
    const post = sent(fetchMock, 'POST')[0];
    expect(new URL(post.url).pathname).toBe(`${CHILDREN_URL}/add`);
    expect(await post.json()).toEqual({ studentId: '1122334455', relationshipType: 'relative', isPrimary: false });
    // The server's own sentence, and a fresh form ready for the next child.
    await expectShown('تم ربط الطالب بحساب ولي الأمر');
    await waitFor(() => expect(screen.getByText(CHILD_LINKS_T.chooseStudent)).toBeTruthy());
    expect(screen.getByText('ولي أمر', { selector: '.ant-select-selection-item' })).toBeTruthy();
  });

  it('shows the server’s reason when a link is refused, else the fallback', async () => {
    let refusals = 0;
    serve([], (request) => {
      if (request.method !== 'POST') return undefined;
      refusals += 1;
      return refusals === 1 ? jsonResponse({ error: MESSAGES.children.alreadyLinked }, 409) : new Response('', { status: 500 });
    });
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown(CHILD_LINKS_T.childrenEmpty);
    await pick(T.student, 'ريم خالد سعد الغامدي');
    fireEvent.click(linkButton());
    await expectShown(MESSAGES.children.alreadyLinked);
    // The refusal's message shows while the button still spins; a click then would be ignored.
    await pressWhenReady(document.body, CHILD_LINKS_T.link);
    await expectShown(CHILD_LINKS_T.linkFailed);
  });

  it('says when no student is left to link, and when the students cannot load', async () => {
    serve([], (_request, url) => (url.pathname.endsWith('/available') ? jsonResponse({ students: [] }) : undefined));
    const { unmount } = renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown(CHILD_LINKS_T.childrenEmpty, CHILD_LINKS_T.noAvailableStudents);
    expect((screen.getByLabelText(T.student) as HTMLInputElement).disabled).toBe(true);
    expect((linkButton() as HTMLButtonElement).disabled).toBe(true);
    unmount();

    serve([], (_request, url) => (url.pathname.endsWith('/available') ? jsonResponse({ error: 'ليست لديك صلاحية لهذا الإجراء' }, 403) : undefined));
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown('ليست لديك صلاحية لهذا الإجراء');
  });

  it('asks before unlinking, then unlinks that link', async () => {
    const fetchMock = serve([ANAS, SARA], (request) => (request.method === 'DELETE' ? jsonResponse({ message: MESSAGES.children.unlinked }) : undefined));
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown('سارة حسين عبدالله البلوي');

    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${CHILD_LINKS_T.unlink}: سارة`) }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(CHILD_LINKS_T.unlinkConfirm('سارة حسين عبدالله البلوي'))).toBeTruthy();
    expect(sent(fetchMock, 'DELETE')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: new RegExp(CHILD_LINKS_T.confirmUnlink) }));
    await expectShown(MESSAGES.children.unlinked);
    expect(sent(fetchMock, 'DELETE').map((request) => new URL(request.url).pathname)).toEqual([`${CHILDREN_URL}/32`]);
  });

  it('shows the fallback when an unlink fails without a reason', async () => {
    serve([ANAS], (request) => (request.method === 'DELETE' ? new Response('', { status: 500 }) : undefined));
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink />);
    await expectShown('أنس عبدالإله يوسف البلوي');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(CHILD_LINKS_T.unlink) }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: new RegExp(CHILD_LINKS_T.confirmUnlink) }));
    await expectShown(CHILD_LINKS_T.unlinkFailed);
  });

  it('without the right to link: the children only, and the available students are never asked for', async () => {
    const fetchMock = serve([ANAS]);
    renderScreen(<ChildrenManager parentId={PARENT_ID} canLink={false} />);
    await expectShown('أنس عبدالإله يوسف البلوي');
    expect(screen.queryByText(CHILD_LINKS_T.linkTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(CHILD_LINKS_T.unlink) })).toBeNull();
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/available'))).toBe(false);
  });
});

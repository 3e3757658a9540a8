import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute, MESSAGES } from '#common';
import { session } from '../../session/session';
import type { Account } from '../../shared/accounts/AccountFormModal';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import AdminRootsPage from '.';
import { ADMIN_ROOTS_T } from './locale';

function admin(overrides: Partial<Account>): Account {
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
    created_at: '2026-01-01T00:00:00.000Z',
    notes: null,
    children_count: 0,
    classes: [],
    parent_ids: [],
    email_duplicate: false,
    study_request: null,
    ...overrides,
  };
}

/** The signed-in admin (makeUser's ID) and another one. */
const SELF = admin({});
const OTHER = admin({ id: '1000000002', first_name: 'نورة', second_name: '', third_name: '', last_name: 'الدوسري', email: 'noura@example.com', phone: null });

type Override = (request: Request, url: URL) => Response | undefined;

/** A small API: the platform admins and the viewer's privileges, every write accepted unless `override` answers. */
function serve(override: Override = () => undefined) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    if (url.pathname === '/api/users' && request.method === 'GET') return jsonResponse(url.searchParams.get('role') === 'admin' ? [SELF, OTHER] : []);
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    if (request.method === 'POST') return jsonResponse({ message: MESSAGES.users.created, user: OTHER }, 201);
    if (request.method === 'PUT') return jsonResponse({ message: MESSAGES.users.saved, user: OTHER });
    if (request.method === 'PATCH') return jsonResponse({ message: MESSAGES.users.deactivated, user: OTHER });
    if (request.method === 'DELETE') return jsonResponse({ message: MESSAGES.users.deleted });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The writes sent, in order, as method, path and body. */
const writes = (fetchMock: FetchMock) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => request.method !== 'GET')
      .map(async (request) => [request.method, new URL(request.url).pathname, request.method === 'DELETE' ? null : await request.clone().json()]),
  );

/** Clicks the button showing `text` inside `container`. */
const click = (container: HTMLElement, text: string) => fireEvent.click(within(container).getByText(text).closest('button')!);
/** Clicks a row's icon action, named by its aria-label. */
const act = (row: HTMLElement, label: string) => fireEvent.click(within(row).getByLabelText(label));
const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const optional = (label: string) => `${label} ${T.optional}`;
const SELF_NAME = 'أحمد محمد علي السالم';
const OTHER_NAME = 'نورة الدوسري';

/** The dialog that has just opened. */
const openDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    return dialog;
  });

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('platform admins screen', () => {
  it('links the tiles to the three system screens, and offers the fix-dates action', async () => {
    serve();
    renderScreen(<AdminRootsPage />);
    await expectShown(SELF_NAME);
    const tools = screen.getByRole('navigation', { name: ADMIN_ROOTS_T.tools });
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/privilege-management', '/user-management', '/database']);
    expect(links.map((link) => link.textContent)).toEqual([
      `${findRoute('/privilege-management')?.label}${ADMIN_ROOTS_T.tileHints['/privilege-management']}`,
      `${findRoute('/user-management')?.label}${ADMIN_ROOTS_T.tileHints['/user-management']}`,
      `${findRoute('/database')?.label}${ADMIN_ROOTS_T.tileHints['/database']}`,
    ]);
    expect(within(tools).getByRole('button', { name: new RegExp(ADMIN_ROOTS_T.fixDatesTitle) })).toBeTruthy();
  });

  it('fixes attendance dates only after confirming, then shows the green summary', async () => {
    const fixes: string[] = [];
    serve((request, url) => {
      if (url.pathname !== '/api/attendance/fix-dates') return undefined;
      fixes.push(request.method);
      return jsonResponse({ message: MESSAGES.attendance.datesFixed, createdRecords: 4, deletedRecords: 7, markedGrades: 5 });
    });
    renderScreen(<AdminRootsPage />);
    await expectShown(SELF_NAME);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(ADMIN_ROOTS_T.fixDatesTitle) }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(ADMIN_ROOTS_T.fixDatesConfirm)).toBeTruthy();
    expect(fixes).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: ADMIN_ROOTS_T.fixDatesRun }));
    await expectShown(MESSAGES.attendance.datesFixed, ADMIN_ROOTS_T.fixDatesSummary(7, 4, 5));
    expect(fixes).toEqual(['POST']);
  });

  it('lists the platform admins; one’s own row has no deactivate or delete', async () => {
    const fetchMock = serve();
    renderScreen(<AdminRootsPage />);
    await expectShown(SELF_NAME, OTHER_NAME);
    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url)).some((url) => url.pathname === '/api/users' && url.search === '?role=admin')).toBe(
      true,
    );

    const own = rowOf(SELF_NAME);
    expect(within(own).getByText(ADMIN_ROOTS_T.you)).toBeTruthy();
    expect(within(own).getByLabelText(T.edit)).toBeTruthy();
    expect(within(own).queryByLabelText(T.deactivate)).toBeNull();
    expect(within(own).queryByLabelText(T.delete)).toBeNull();

    const other = rowOf(OTHER_NAME);
    for (const text of ['1000000002', 'noura@example.com', T.active]) expect(within(other).getByText(text)).toBeTruthy();
    for (const label of [T.edit, T.deactivate, T.delete]) expect(within(other).getByLabelText(label)).toBeTruthy();
    expect(within(other).queryByText(ADMIN_ROOTS_T.you)).toBeNull();
  });

  it('searches through the URL, and shows the server’s sentence, else the fallback, when the list cannot load', async () => {
    const fetchMock = serve();
    const first = renderScreen(<AdminRootsPage />);
    await expectShown(SELF_NAME);
    fireEvent.change(screen.getByLabelText(ADMIN_ROOTS_T.search), { target: { value: ' نورة ' } });
    click(document.body, T.searchButton);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([request]) => Object.fromEntries(new URL(request.url).searchParams))).toContainEqual({ role: 'admin', search: 'نورة' }),
    );
    first.unmount();

    serve((_request, url) => (url.pathname === '/api/users' ? new Response('', { status: 500 }) : undefined));
    renderScreen(<AdminRootsPage />);
    await expectShown(ADMIN_ROOTS_T.loadFailed);
  });

  it('adds a platform admin: the password is required and confirmed, and the account posted as an admin without a complex', async () => {
    const fetchMock = serve();
    renderScreen(<AdminRootsPage />);
    await expectShown(SELF_NAME);
    click(document.body, ADMIN_ROOTS_T.addAdmin);
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText(T.accountType)).toBeNull(); // the role is fixed
    expect(within(dialog).queryByLabelText(T.complex)).toBeNull();
    type(dialog, T.nationalIdLabel, '1000000003');
    type(dialog, T.firstName, 'سلمان');
    type(dialog, T.lastName, 'الشمري');
    type(dialog, T.email, 'salman@example.com');
    click(dialog, T.save);
    await waitFor(() => expect(within(dialog).getAllByText(MESSAGES.validation.required)).toHaveLength(2), { timeout: 5000 }); // both passwords
    type(dialog, T.passwordLabel, 'secret1');
    type(dialog, T.confirmPasswordLabel, 'secret1');
    click(dialog, T.save);
    await expectShown(MESSAGES.users.created);
    expect(await writes(fetchMock)).toEqual([
      [
        'POST',
        '/api/users',
        {
          id: '1000000003',
          first_name: 'سلمان',
          second_name: null,
          third_name: null,
          last_name: 'الشمري',
          email: 'salman@example.com',
          phone: null,
          role: 'admin',
          school_id: null,
          password: 'secret1',
          confirm_password: 'secret1',
        },
      ],
    ]);
  });

  it('edits a platform admin without touching the password when it is left empty', async () => {
    const fetchMock = serve();
    renderScreen(<AdminRootsPage />);
    await expectShown(OTHER_NAME);
    act(rowOf(OTHER_NAME), T.edit);
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText(T.nationalIdLabel) as HTMLInputElement).disabled).toBe(true);
    type(dialog, optional(T.phone), '0512345678');
    click(dialog, T.save);
    await expectShown(MESSAGES.users.saved);
    expect(await writes(fetchMock)).toEqual([
      [
        'PUT',
        '/api/users/1000000002',
        {
          role: 'admin',
          school_id: null,
          class_id: null,
          first_name: 'نورة',
          second_name: null,
          third_name: null,
          last_name: 'الدوسري',
          email: 'noura@example.com',
          phone: '0512345678',
        },
      ],
    ]);
  });

  it('deactivates by setting is_active and shows the API’s refusal; deletes once confirmed', async () => {
    const fetchMock = serve((request) => (request.method === 'PATCH' ? jsonResponse({ error: MESSAGES.users.lastActiveAdmin }, 409) : undefined));
    renderScreen(<AdminRootsPage />);
    await expectShown(OTHER_NAME);
    act(rowOf(OTHER_NAME), T.deactivate);
    await expectShown(MESSAGES.users.lastActiveAdmin);

    act(rowOf(OTHER_NAME), T.delete);
    await expectShown(ADMIN_ROOTS_T.deleteConfirm(OTHER_NAME));
    click(document.body, T.confirmDelete);
    await expectShown(MESSAGES.users.deleted);
    expect(await writes(fetchMock)).toEqual([
      ['PATCH', '/api/users/1000000002', { is_active: false }],
      ['DELETE', '/api/users/1000000002', null],
    ]);
  });
});

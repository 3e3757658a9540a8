import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROLE_LABELS } from '#common';
import { session } from '../../session/session';
import type { Account } from '../../shared/accounts/AccountFormModal';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import AdministratorsPage from '.';
import { ADMINISTRATORS_T } from './locale';

function account(overrides: Partial<Account>): Account {
  return {
    id: '1987654320',
    first_name: 'فهد',
    second_name: 'محمد',
    third_name: 'عبدالله',
    last_name: 'العتيبي',
    email: 'fahad@example.com',
    phone: '0551234567',
    role: 'administrator',
    user_type: 'administrator',
    is_active: true,
    account_status: 'active',
    school_id: 1,
    school_name: 'مجمع الفرقان',
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

const FAHAD = account({});
const FAHAD_NAME = 'فهد محمد عبدالله العتيبي';
const SALEH = account({
  id: '1876543219',
  first_name: 'صالح',
  second_name: '',
  third_name: '',
  last_name: 'الغامدي',
  email: 'saleh@example.com',
  phone: null,
  role: 'supervisor',
  user_type: 'supervisor',
  is_active: false,
  account_status: 'active',
  school_id: null,
  school_name: null,
});
const SCHOOLS = [
  { id: 1, name: 'مجمع الفرقان' },
  { id: 2, name: 'دار نور الهدى' },
];

type Override = (request: Request, url: URL) => Response | undefined;

/** A small API: the accounts by role (and state), the complexes and the viewer's privileges; `override` answers first. */
function serve({ permissions = {}, override = () => undefined }: { permissions?: object; override?: Override } = {}) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const answer = override(request, url);
    if (answer) return answer;
    if (url.pathname === '/api/users' && request.method === 'GET') {
      const [role, isActive, search] = ['role', 'is_active', 'search'].map((name) => url.searchParams.get(name));
      const matches = (item: Account) =>
        item.role === role && (isActive === null || String(item.is_active) === isActive) && (!search || `${item.first_name} ${item.email}`.includes(search));
      return jsonResponse([FAHAD, SALEH].filter(matches));
    }
    if (url.pathname === '/api/schools') return jsonResponse({ schools: SCHOOLS });
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions });
    if (request.method === 'POST' && url.pathname === '/api/users') return jsonResponse({ message: MESSAGES.users.created, user: FAHAD }, 201);
    if (request.method === 'PUT') return jsonResponse({ message: MESSAGES.users.saved, user: FAHAD });
    if (request.method === 'PATCH') return jsonResponse({ message: MESSAGES.users.deactivated, user: FAHAD });
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
      .map(async (request) => [
        request.method,
        new URL(request.url).pathname,
        request.method === 'DELETE'
          ? null
          : await request
              .clone()
              .text()
              .then((text) => (text ? JSON.parse(text) : null)),
      ]),
  );

/** The query parameters of the GET /api/users requests sent. */
const listQueries = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/users')
    .map((url) => Object.fromEntries(url.searchParams));

/** The options of the open select dropdown. */
const openOptions = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];

/** Picks `option` in the antd select labelled `label` inside `container`. */
async function pick(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const item = await waitFor(() => {
    const found = openOptions().find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const cardOf = (text: string) => screen.getByText(text).closest('.ant-card') as HTMLElement;
/** Clicks the button showing `text` inside `container`. */
const click = (container: HTMLElement, text: string) => fireEvent.click(within(container).getByText(text).closest('button')!);
const save = (dialog: HTMLElement) => click(dialog, T.save);
/** The dialog that has just opened. */
const openDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    return dialog;
  });
const optional = (label: string) => `${label} ${T.optional}`;

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('administrators screen', () => {
  it('lists the complex managers and the supervisors together, with role, complex, contacts and state', async () => {
    serve();
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME, 'صالح الغامدي', ADMINISTRATORS_T.count(2));

    const fahad = cardOf(FAHAD_NAME);
    for (const text of [ROLE_LABELS.administrator, 'مجمع الفرقان', '0551234567', 'fahad@example.com', T.active])
      expect(within(fahad).getByText(text)).toBeTruthy();
    const saleh = cardOf('صالح الغامدي');
    for (const text of [ROLE_LABELS.supervisor, ADMINISTRATORS_T.noComplex, T.notSet, T.accountInactive]) expect(within(saleh).getByText(text)).toBeTruthy();
    expect(within(saleh).getByText(T.activate).closest('button')).toBeTruthy();

    click(fahad, ADMINISTRATORS_T.accountDetails);
    const details = await openDialog();
    expect(within(details).getByText(ADMINISTRATORS_T.detailsTitle(FAHAD_NAME))).toBeTruthy();
    expect(within(details).getByText('1987654320')).toBeTruthy();
  });

  it('searches and filters by state through the URL, and says when nothing matches', async () => {
    const fetchMock = serve();
    renderScreen(<AdministratorsPage />, { path: '/administrators?is_active=false' });
    await expectShown('صالح الغامدي', ADMINISTRATORS_T.count(1));
    expect(listQueries(fetchMock)).toEqual([
      { is_active: 'false', role: 'administrator' },
      { is_active: 'false', role: 'supervisor' },
    ]);

    fireEvent.change(screen.getByLabelText(ADMINISTRATORS_T.search), { target: { value: ' فهد ' } });
    click(document.body, T.searchButton);
    await waitFor(() => expect(listQueries(fetchMock)).toContainEqual({ search: 'فهد', is_active: 'false', role: 'supervisor' }));
    await expectShown(ADMINISTRATORS_T.noMatch, ADMINISTRATORS_T.count(0));
  });

  it('shows the server’s sentence, else the spec’s fallback, when the list cannot load', async () => {
    serve({ override: (_request, url) => (url.pathname === '/api/users' ? jsonResponse({ error: MESSAGES.errors.forbidden }, 403) : undefined) });
    const first = renderScreen(<AdministratorsPage />);
    await expectShown(MESSAGES.errors.forbidden);
    first.unmount();

    serve({ override: (_request, url) => (url.pathname === '/api/users' ? new Response('', { status: 500 }) : undefined) });
    renderScreen(<AdministratorsPage />);
    await expectShown(ADMINISTRATORS_T.loadFailed);
  });

  it('adds a complex manager: the passwords must match and a complex is required, then posts the account', async () => {
    const fetchMock = serve();
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME);

    click(document.body, ADMINISTRATORS_T.addAccount);
    const dialog = await openDialog();
    type(dialog, T.nationalIdLabel, '1234567890');
    type(dialog, T.firstName, ' سعد ');
    type(dialog, T.lastName, 'القحطاني');
    type(dialog, T.email, 'saad@example.com');
    type(dialog, T.passwordLabel, 'secret1');
    type(dialog, T.confirmPasswordLabel, 'secret2');
    save(dialog);
    await expectShown(MESSAGES.passwords.mismatch, MESSAGES.users.administratorNeedsSchool);
    expect(await writes(fetchMock)).toEqual([]);

    type(dialog, T.confirmPasswordLabel, 'secret1');
    await pick(dialog, T.complex, 'دار نور الهدى');
    save(dialog);
    await expectShown(MESSAGES.users.created);
    expect(await writes(fetchMock)).toEqual([
      [
        'POST',
        '/api/users',
        {
          id: '1234567890',
          first_name: 'سعد',
          second_name: null,
          third_name: null,
          last_name: 'القحطاني',
          email: 'saad@example.com',
          phone: null,
          role: 'administrator',
          school_id: 2,
          password: 'secret1',
          confirm_password: 'secret1',
        },
      ],
    ]);
  });

  it('puts a taken e-mail under its field', async () => {
    const fetchMock = serve({
      override: (request) =>
        request.method === 'POST'
          ? jsonResponse({ error: MESSAGES.profile.emailTaken, details: [{ path: 'email', msg: MESSAGES.profile.emailTaken }] }, 409)
          : undefined,
    });
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME);
    click(document.body, ADMINISTRATORS_T.addAccount);
    const dialog = await openDialog();
    await pick(dialog, T.accountType, ROLE_LABELS.supervisor);
    type(dialog, T.nationalIdLabel, '1234567890');
    type(dialog, T.firstName, 'سعد');
    type(dialog, T.lastName, 'القحطاني');
    type(dialog, T.email, 'fahad@example.com');
    type(dialog, T.passwordLabel, 'secret1');
    type(dialog, T.confirmPasswordLabel, 'secret1');
    save(dialog); // a supervisor needs no complex
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')?.textContent).toBe(MESSAGES.profile.emailTaken), { timeout: 5000 });
    const [[, , body]] = await writes(fetchMock);
    expect(body).toMatchObject({ role: 'supervisor', school_id: null });
  });

  it('edits an account: national ID locked, emptied optional fields cleared, an empty password not sent', async () => {
    const fetchMock = serve();
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME);

    click(cardOf(FAHAD_NAME), T.edit);
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText(T.nationalIdLabel) as HTMLInputElement).disabled).toBe(true);
    type(dialog, optional(T.phone), '');
    type(dialog, optional(T.secondName), '');
    save(dialog);
    await expectShown(MESSAGES.users.saved);
    expect(await writes(fetchMock)).toEqual([
      [
        'PUT',
        '/api/users/1987654320',
        {
          role: 'administrator',
          school_id: 1,
          class_id: null,
          first_name: 'فهد',
          second_name: null,
          third_name: 'عبدالله',
          last_name: 'العتيبي',
          email: 'fahad@example.com',
          phone: null,
        },
      ],
    ]);
  });

  it('on edit, a new password needs its confirmation, and the complex follows the role', async () => {
    const fetchMock = serve();
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME);

    click(cardOf(FAHAD_NAME), T.edit);
    const dialog = await openDialog();
    type(dialog, optional(T.passwordLabel), 'newpass1');
    save(dialog);
    await expectShown(MESSAGES.passwords.mismatch);
    type(dialog, optional(T.confirmPasswordLabel), 'newpass1');
    await pick(dialog, T.accountType, ROLE_LABELS.admin); // the admin may crown a platform admin: no complex then
    expect(within(dialog).queryByLabelText(T.complex)).toBeNull();
    save(dialog);
    await expectShown(MESSAGES.users.saved);
    const [[, , body]] = await writes(fetchMock);
    expect(body).toMatchObject({ role: 'admin', school_id: null, class_id: null, password: 'newpass1', confirm_password: 'newpass1' });
  });

  it('offers the platform admin role only to whoever manages the system', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator', school_id: 1 }));
    serve({ permissions: { users: ['manage'] } });
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME);
    click(document.body, ADMINISTRATORS_T.addAccount);
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByLabelText(T.accountType));
    await waitFor(() => expect(openOptions().map((node) => node.textContent)).toEqual([ROLE_LABELS.administrator, ROLE_LABELS.supervisor]));
  });

  it('deactivates with an empty PATCH, and deletes only once confirmed, saying the server’s refusal', async () => {
    const fetchMock = serve({
      override: (request) => (request.method === 'DELETE' ? jsonResponse({ error: MESSAGES.users.cannotDeleteOwnAccount }, 409) : undefined),
    });
    renderScreen(<AdministratorsPage />);
    await expectShown(FAHAD_NAME);
    const fahad = cardOf(FAHAD_NAME);

    click(fahad, T.deactivate);
    await expectShown(MESSAGES.users.deactivated);

    click(fahad, T.delete);
    await expectShown(ADMINISTRATORS_T.deleteConfirm(FAHAD_NAME));
    expect((await writes(fetchMock)).map(([method]) => method)).toEqual(['PATCH']);
    click(document.body, T.confirmDelete);
    await expectShown(MESSAGES.users.cannotDeleteOwnAccount);
    expect(await writes(fetchMock)).toEqual([
      ['PATCH', '/api/users/1987654320/toggle-active', null],
      ['DELETE', '/api/users/1987654320', null],
    ]);
  });
});

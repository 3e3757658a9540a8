import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Permissions, type Role } from '#common';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown, pressWhenReady } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import PrivilegeManagementPage from '.';
import { grantsToSave, initialTicks, keptGrants } from './grants';
import { PRIVILEGES_T } from './locale';

const ADMIN_ID = '1000000000';

const person = (id: string, first_name: string, role: Role) => ({
  id,
  first_name,
  second_name: 'محمد',
  third_name: 'علي',
  last_name: 'القحطاني',
  email: null,
  phone: null,
  role,
  user_type: role,
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
});

const TEACHER = person('1876543211', 'ماجد', 'teacher');
const OTHER_ADMIN = person('1000000002', 'سلمان', 'admin');
const SELF = person(ADMIN_ID, 'أحمد', 'admin');

interface Served {
  users?: () => Response;
  save?: () => Response;
}

/**
 * The list of users, each user's privileges (the teacher holding `stored`), and the save, whose bodies are kept
 * and become what the server holds.
 */
function serve(stored: Permissions, { users, save }: Served = {}) {
  const saves: unknown[] = [];
  let held = stored;
  mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/users') return users?.() ?? jsonResponse([SELF, TEACHER, OTHER_ADMIN]);
    const match = /^\/api\/privileges\/(\d+)$/.exec(pathname);
    if (match) {
      const role = match[1] === TEACHER.id ? 'teacher' : 'admin';
      if (request.method === 'PUT') {
        const body = (await request.json()) as { permissions: Permissions };
        saves.push(body);
        const answer = save?.();
        if (answer) return answer;
        held = body.permissions;
      }
      return jsonResponse({ user_id: match[1], role, permissions: match[1] === TEACHER.id ? held : {}, role_permissions: {} });
    }
    return jsonResponse({ error: `unexpected ${request.method} ${pathname}` }, 404);
  });
  return { saves };
}

/** The boxes of one category's row. */
const row = (label: string) => within(screen.getByRole('group', { name: label }));
/** A fixed box's name: the action, then why it is fixed. */
const hinted = (action: string, hint: string) => new RegExp(`^${action}\\s*${hint}$`);
const box = (category: string, action: string | RegExp) => row(category).getByRole('checkbox', { name: action }) as HTMLInputElement;

function renderAt(path = '/privilege-management') {
  session.signIn('token', makeUser({ id: ADMIN_ID, role: 'admin', user_type: 'admin' }));
  return renderScreen(<PrivilegeManagementPage />, { path });
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('privilege management', () => {
  it('offers the people by name, ID or role, never oneself, and opens the one picked', async () => {
    serve({});
    renderAt();
    await expectShown(PRIVILEGES_T.noUserChosen);
    const picker = screen.getByLabelText(PRIVILEGES_T.user);
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'معلم' } });
    const option = await waitFor(() => {
      const options = [...document.querySelectorAll('.ant-select-item-option')];
      expect(options).toHaveLength(1);
      return options[0];
    });
    expect(option.textContent).toContain('ماجد محمد علي القحطاني');
    expect(option.textContent).toContain(TEACHER.id);
    fireEvent.change(picker, { target: { value: '' } });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2));
    expect(document.querySelector('.ant-select-dropdown')?.textContent).not.toContain('أحمد محمد');
    fireEvent.click(option);
    await expectShown(PRIVILEGES_T.howItWorks);
    expect(screen.getByRole('heading', { level: 2, name: 'ماجد محمد علي القحطاني' })).toBeTruthy();
  });

  it("shows the role's defaults ticked and fixed, the own grants ticked, and saves exactly the own grants", async () => {
    // An own grant with a box (academic manage) and two without one (schools create, reports all).
    const { saves } = serve({ academic: ['manage'], schools: ['create'], reports: ['all'] });
    renderAt(`/privilege-management?user=${TEACHER.id}`);
    await expectShown(PRIVILEGES_T.howItWorks);

    // A teacher views and edits the academic affairs by role; manage is their own grant.
    expect(box('الشؤون الأكاديمية', /^عرض/)).toMatchObject({ checked: true, disabled: true });
    expect(box('الشؤون الأكاديمية', hinted('تعديل', PRIVILEGES_T.fromRole))).toMatchObject({ checked: true, disabled: true });
    expect(box('الشؤون الأكاديمية', 'إدارة')).toMatchObject({ checked: true, disabled: false });
    // Attendance is 'all' for the role: every box fixed. System: nothing by role.
    for (const action of [/^عرض/, /^تعديل/, /^إدارة/]) expect(box('الحضور', action)).toMatchObject({ checked: true, disabled: true });
    expect(box('النظام', 'إدارة')).toMatchObject({ checked: false, disabled: false });
    // Their own 'all' of reports covers the boxes the role lacks; the kept grants are listed.
    expect(box('التقارير', hinted('إضافة', PRIVILEGES_T.fromAll))).toMatchObject({ checked: true, disabled: true });
    expect(row('التقارير').getByText(`${PRIVILEGES_T.keptGrants}: كل الصلاحيات`)).toBeTruthy();
    expect(row('مجمعات الحلقات').getByText(`${PRIVILEGES_T.keptGrants}: إضافة`)).toBeTruthy();

    const save = screen.getByRole('button', { name: /حفظ/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(box('النظام', 'إدارة'));
    fireEvent.click(box('الشؤون الأكاديمية', 'إدارة'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(saves).toEqual([{ permissions: { system: ['manage'], schools: ['create'], reports: ['all'] } }]));
    await expectShown(PRIVILEGES_T.saved);
    // The form shows what the server now holds.
    await waitFor(() => expect(box('الشؤون الأكاديمية', 'إدارة').checked).toBe(false));
    expect(box('النظام', 'إدارة').checked).toBe(true);
  });

  it("says the server's sentence when the save is refused, else the fallback", async () => {
    let answer = jsonResponse({ error: MESSAGES.users.notFound }, 404);
    serve({}, { save: () => answer });
    renderAt(`/privilege-management?user=${TEACHER.id}`);
    await expectShown(PRIVILEGES_T.howItWorks);
    fireEvent.click(box('النظام', 'عرض'));
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.users.notFound);

    answer = new Response('', { status: 500 });
    await pressWhenReady(document.body, T.save);
    await expectShown(PRIVILEGES_T.saveFailed);
    // The ticks stay for another try; Cancel puts back what is stored.
    expect(box('النظام', 'عرض').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.cancel) }));
    expect(box('النظام', 'عرض').checked).toBe(false);
  });

  it('says plainly that the admin holds everything, with nothing to save', async () => {
    serve({});
    renderAt(`/privilege-management?user=${OTHER_ADMIN.id}`);
    await expectShown(PRIVILEGES_T.roleHoldsAll('المدير العام'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /حفظ/ })).toBeNull();
  });

  it('shows the fallback when the people cannot be loaded, and an empty list', async () => {
    serve({}, { users: () => new Response('', { status: 500 }) });
    const failed = renderAt();
    await expectShown(T.usersLoadFailed);
    expect(screen.getByRole('button', { name: new RegExp(T.retry) })).toBeTruthy();
    failed.unmount();

    serve({}, { users: () => jsonResponse([SELF]) });
    renderAt();
    await expectShown(PRIVILEGES_T.noUserChosen);
    fireEvent.mouseDown(screen.getByLabelText(PRIVILEGES_T.user));
    await expectShown(PRIVILEGES_T.noUsers);
  });
});

describe('the grants the editor saves', () => {
  it('keeps what has no box, drops what was cleared, adds what was ticked', () => {
    const stored: Permissions = { system: ['view'], schools: ['create', 'view'], users: ['all'] };
    expect(initialTicks('teacher', stored)).toEqual({ system: ['view'] });
    // schools view is the role's, users is under the own 'all': both kept as stored.
    expect(keptGrants('teacher', stored)).toEqual({ schools: ['create', 'view'], users: ['all'] });
    expect(grantsToSave('teacher', stored, { academic: ['manage'] })).toEqual({ schools: ['create', 'view'], users: ['all'], academic: ['manage'] });
    // A tick on a box the role holds (or the user's own 'all' covers) adds nothing.
    expect(grantsToSave('teacher', {}, { attendance: ['manage'], schools: ['view'] })).toEqual({});
    expect(grantsToSave('student', {}, {})).toEqual({});
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import type { DatabaseColumn, DatabaseTable, TablePage } from '../../api/database';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { expectShown } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, testQueryClient } from '../../test/render';
import DatabasePage from '.';
import { cellText, toFormValues, toRecordBody } from './components/values';
import { DATABASE_T } from './locale';
import DatabaseTablePage from './table';

const table = (name: string, label: string, description: string | null, writable = true): DatabaseTable => ({
  name,
  label,
  description,
  can_create: writable,
  can_edit: writable,
  can_delete: writable,
});
const TABLES: DatabaseTable[] = [
  table('users', 'المستخدمون', 'حسابات جميع المستخدمين'),
  table('parent_profiles', 'ملفات أولياء الأمور', 'ما اختاره ولي الأمر عند تسجيله'),
  table('schools', 'مجمعات الحلقات', 'المجمعات التي تستضيف الحلقات'),
  table('courses', 'المقررات', 'المقررات وأوزانها'),
  table('audit_log', 'سجل التدقيق', 'كل تعديل على البيانات', false),
  table('grades_archive', 'grades_archive', null),
];

const column = (name: string, type: string, extra: Partial<DatabaseColumn> = {}): DatabaseColumn => ({
  name,
  type,
  key: '',
  nullable: 'YES',
  default: null,
  read_only: false,
  max_length: /varchar\((\d+)\)/.exec(type) ? Number(/varchar\((\d+)\)/.exec(type)![1]) : null,
  ...extra,
});
const SCHOOL_COLUMNS: DatabaseColumn[] = [
  column('id', 'int', { key: 'PRI', nullable: 'NO', read_only: true }),
  column('name', 'varchar(150)', { nullable: 'NO' }),
  column('address', 'varchar(255)', { nullable: 'NO' }),
  column('phone', 'varchar(20)'),
  column('email', 'varchar(255)'),
  column('is_active', 'boolean', { nullable: 'NO', default: 'true' }),
  column('admin_password', 'varchar(255)', { read_only: true }),
  column('created_at', 'datetime', { nullable: 'NO', default: 'CURRENT_TIMESTAMP', read_only: true }),
];
const LONG_ADDRESS = 'حي الروضة، شارع الأمير سلطان بن عبدالعزيز، بجوار جامع الملك فهد، جدة';
const SCHOOL = {
  id: 1,
  name: 'مجمع النور',
  address: LONG_ADDRESS,
  phone: null,
  email: 'noor@example.com',
  is_active: true,
  admin_password: 'leaked',
  created_at: '2026-01-01T00:00:00.000Z',
};
const schoolsPage = (page = 1): TablePage => ({ records: [{ ...SCHOOL, id: page }], columns: SCHOOL_COLUMNS, totalPages: 3, page, total: 41 });

/** The screen at `path` with the app's providers and the two database routes. */
function renderAt(path: string) {
  return render(
    <ConfigProvider direction="rtl">
      <AntApp>
        <QueryClientProvider client={testQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/database" element={<DatabasePage />} />
              <Route path="/database/table/:tableName" element={<DatabaseTablePage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

/** Answers the browser's calls; every request is kept with its body. */
function serve(overrides: { tables?: () => Response } = {}) {
  const calls: { method: string; path: string; query: Record<string, string>; body?: unknown }[] = [];
  mockFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    if (url.pathname === '/api/database/tables') return overrides.tables?.() ?? jsonResponse({ tables: TABLES });
    if (url.pathname === '/api/database/table/schools') return jsonResponse(schoolsPage(Number(url.searchParams.get('page') ?? 1)));
    if (url.pathname === '/api/database/table/schools/record') return jsonResponse({ message: MESSAGES.database.created, record: SCHOOL }, 201);
    if (url.pathname.startsWith('/api/database/table/schools/record/')) {
      return jsonResponse(request.method === 'DELETE' ? { message: MESSAGES.database.deleted } : { message: MESSAGES.database.updated, record: SCHOOL });
    }
    if (url.pathname.startsWith('/api/privileges/')) return jsonResponse({ permissions: {} });
    return jsonResponse({ error: `unexpected ${request.method} ${url.pathname}` }, 404);
  });
  return calls;
}

beforeEach(() => session.signIn('token', makeUser({ role: 'admin', user_type: 'admin' })));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('/database', () => {
  it('shows the tables as cards under the warning, and filters them by Arabic-normalised name or description', async () => {
    serve();
    renderAt('/database');
    await expectShown('مجمعات الحلقات', 'ملفات أولياء الأمور', DATABASE_T.warningTitle, DATABASE_T.noDescription);
    expect(screen.getByText('سجل التدقيق').closest('a')?.getAttribute('href')).toBe('/database/table/audit_log');
    expect(screen.getByText(DATABASE_T.readOnlyTable)).toBeTruthy();

    // Typed without hamza, it still finds أولياء.
    fireEvent.change(screen.getByLabelText(DATABASE_T.searchTables), { target: { value: 'اولياء' } });
    await waitFor(() => expect(screen.queryByText('مجمعات الحلقات')).toBeNull());
    expect(screen.getByText('ملفات أولياء الأمور')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(DATABASE_T.searchTables), { target: { value: 'جدول لا يوجد' } });
    await expectShown(DATABASE_T.noTablesMatch);
  });

  it("says the spec's fallback when the tables cannot load and the server gives no sentence", async () => {
    serve({ tables: () => new Response('oops', { status: 500 }) });
    renderAt('/database');
    await expectShown(DATABASE_T.tablesLoadFailed);
  });
});

describe('/database/table/:tableName', () => {
  it('shows a page of rows: passwords masked, null as -, long text cut at 50, and pages through them', async () => {
    const calls = serve();
    renderAt('/database/table/schools');
    await expectShown('مجمع النور', DATABASE_T.pageOf(1, 3), DATABASE_T.recordCount(41));
    expect(screen.queryByText('leaked')).toBeNull();
    expect(screen.getByText(DATABASE_T.masked)).toBeTruthy();
    expect(screen.getAllByText(DATABASE_T.nullValue).length).toBeGreaterThan(0);
    expect(screen.getByText(`${LONG_ADDRESS.slice(0, 50)}...`).getAttribute('title')).toBe(LONG_ADDRESS);
    expect(screen.getByRole('button', { name: new RegExp(DATABASE_T.previousPage) }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(DATABASE_T.nextPage) }));
    await expectShown(DATABASE_T.pageOf(2, 3));
    expect(calls.filter((c) => c.path === '/api/database/table/schools').at(-1)?.query).toEqual({ page: '2' });

    // Searching starts again from the first page.
    fireEvent.change(screen.getByLabelText(DATABASE_T.searchRecords), { target: { value: 'النور' } });
    fireEvent.keyDown(screen.getByLabelText(DATABASE_T.searchRecords), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/database/table/schools').at(-1)?.query).toEqual({ page: '1', search: 'النور' }));
  });

  it('adds a record with a form generated from the columns, refusing an empty required field', async () => {
    const calls = serve();
    renderAt('/database/table/schools');
    await expectShown('مجمع النور');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(DATABASE_T.addRecord) }));
    const dialog = await screen.findByRole('dialog');
    // Generated, read-only columns are not offered; the e-mail field checks its form.
    expect(within(dialog).queryByLabelText(/^id/)).toBeNull();
    expect(within(dialog).queryByLabelText(/created_at/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^name/), { target: { value: 'مجمع الهدى' } });
    fireEvent.change(within(dialog).getByLabelText(/^email/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await expectShown(MESSAGES.validation.required, MESSAGES.validation.email);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^address/), { target: { value: 'جدة' } });
    fireEvent.change(within(dialog).getByLabelText(/^email/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'مجمع الهدى', address: 'جدة' }));
    await expectShown(MESSAGES.database.created);
  });

  it('edits a row with its key read-only, sending only what changed', async () => {
    const calls = serve();
    renderAt('/database/table/schools');
    await expectShown('مجمع النور');
    fireEvent.click(screen.getByRole('button', { name: DATABASE_T.editRowLabel('1') }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^id/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^name/), { target: { value: 'مجمع النور النموذجي' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /حفظ/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual(
        expect.objectContaining({ path: '/api/database/table/schools/record/1', body: { name: 'مجمع النور النموذجي' } }),
      ),
    );
    await expectShown(MESSAGES.database.updated);
  });

  it("deletes a row only after the spec's confirmation", async () => {
    const calls = serve();
    renderAt('/database/table/schools');
    await expectShown('مجمع النور');
    fireEvent.click(screen.getByRole('button', { name: DATABASE_T.deleteRowLabel('1') }));
    await expectShown(DATABASE_T.deleteConfirm);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.confirmDelete) }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/database/table/schools/record/1'));
    await expectShown(MESSAGES.database.deleted);
  });

  it('offers no add, edit or delete on a read-only table', async () => {
    serve();
    mockFetch(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/database/tables') return jsonResponse({ tables: TABLES });
      if (pathname === '/api/database/table/audit_log') return jsonResponse({ ...schoolsPage(), totalPages: 1, total: 1 });
      return jsonResponse({ permissions: {} });
    });
    renderAt('/database/table/audit_log');
    await expectShown('مجمع النور', 'سجل التدقيق');
    expect(screen.queryByRole('button', { name: new RegExp(DATABASE_T.addRecord) })).toBeNull();
    expect(screen.queryByRole('button', { name: DATABASE_T.editRowLabel('1') })).toBeNull();
    expect(screen.queryByRole('button', { name: DATABASE_T.deleteRowLabel('1') })).toBeNull();
  });
});

describe('record values', () => {
  it('shows cells as the spec says', () => {
    expect(cellText(column('password_hash', 'varchar(255)'), '$argon2id$v=19')).toEqual({ text: DATABASE_T.masked });
    expect(cellText(column('notes', 'text'), null)).toEqual({ text: DATABASE_T.nullValue });
    expect(cellText(column('notes', 'text'), 'ب'.repeat(50))).toEqual({ text: 'ب'.repeat(50) });
    expect(cellText(column('notes', 'text'), 'ب'.repeat(51))).toEqual({ text: `${'ب'.repeat(50)}...`, whole: 'ب'.repeat(51) });
    expect(cellText(column('weekend_days', 'json'), [5, 6])).toEqual({ text: '[5,6]' });
    expect(cellText(column('is_active', 'boolean'), false)).toEqual({ text: T.no });
  });

  it("sends an edit's changes only: an emptied nullable field as null, JSON parsed, a choice as a boolean", () => {
    const columns = [
      column('id', 'int', { key: 'PRI', nullable: 'NO', read_only: true }),
      column('phone', 'varchar(20)'),
      column('weekend_days', 'json', { nullable: 'NO' }),
      column('is_active', 'boolean', { nullable: 'NO', default: 'true' }),
      column('second_name', 'varchar(100)', { nullable: 'NO', default: '' }),
    ];
    const record = { id: 4, phone: '0512345678', weekend_days: [5, 6], is_active: true, second_name: 'محمد' };
    const initial = toFormValues(columns, record);
    expect(initial).toEqual({ id: 4, phone: '0512345678', weekend_days: '[5,6]', is_active: 'true', second_name: 'محمد' });
    expect(toRecordBody(columns, { ...initial, phone: '', weekend_days: '[6, 7]', is_active: 'false', second_name: '' }, initial)).toEqual({
      phone: null,
      weekend_days: [6, 7],
      is_active: false,
      second_name: '',
    });
    expect(toRecordBody(columns, initial, initial)).toEqual({});
  });
});

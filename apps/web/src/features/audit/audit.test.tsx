import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../api/audit';
import { session } from '../../session/session';
import { T } from '../../shared/locale';
import { choose, fill } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, testQueryClient } from '../../test/render';
import AuditLogPage from '.';
import { fieldChanges, formatValue } from './components/labels';
import { AUDIT_T } from './locale';

const APPROVAL: AuditEntry = {
  id: 12,
  user_id: '1000000000',
  user_name: 'مدير المنصة العام',
  action: 'update',
  entity: 'users',
  entity_id: '2000000001',
  before: { is_active: false, account_status: 'pending_activation', password_hash: '[redacted]' },
  after: { is_active: true, account_status: 'active', password_hash: '[redacted]' },
  created_at: '2026-03-11T09:30:00.000Z',
};
const REGISTRATION: AuditEntry = {
  id: 11,
  user_id: null,
  user_name: null,
  action: 'insert',
  entity: 'parent_profiles',
  entity_id: '2000000001',
  before: null,
  after: { user_id: '2000000001', self_school_level: null },
  created_at: '2026-03-11T09:00:00.000Z',
};
const COMPLEX: AuditEntry = {
  id: 10,
  user_id: '1000000000',
  user_name: 'مدير المنصة العام',
  action: 'delete',
  entity: 'schools',
  entity_id: '3',
  before: { id: 3, name: 'مجمع النور', is_active: true },
  after: null,
  created_at: '2026-03-10T08:00:00.000Z',
};

const page = (entries: AuditEntry[], total = entries.length, at = 1, limit = 20) => ({ entries, pagination: { page: at, limit, total } });

function Url() {
  const { search } = useLocation();
  return <output data-testid="url">{decodeURIComponent(search)}</output>;
}

/** The screen at `path` as the app shows it: Arabic antd (so pro-components speaks Arabic too), a cache, a router. */
function renderAt(path: string) {
  return render(
    <ConfigProvider direction="rtl" locale={arEG}>
      <AntApp>
        <QueryClientProvider client={testQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <AuditLogPage />
            <Url />
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

/** Clicks the button showing `text` (found by its text: role queries are slow on a whole ProTable). */
const click = (text: RegExp) => fireEvent.click(screen.getByText(text).closest('button')!);

/** The query strings the screen sent to GET /api/audit, in order. */
const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/audit')
    .map((url) => url.searchParams);

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the audit log screen', () => {
  it('lists the entries with Arabic titles, names the author or says nobody was signed in, and opens one', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([APPROVAL, REGISTRATION, COMPLEX], 43)));
    renderAt('/audit-log');
    expect(await screen.findByText(AUDIT_T.noActor)).toBeTruthy();
    for (const title of [AUDIT_T.time, AUDIT_T.actor, AUDIT_T.operation, AUDIT_T.record]) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('مدير المنصة العام')).toHaveLength(2);
    expect(screen.getByText(AUDIT_T.entities.parent_profiles)).toBeTruthy();
    expect(screen.getByText(T.complex)).toBeTruthy();
    expect(screen.getByText(AUDIT_T.rows(1, 20, 43))).toBeTruthy();
    expect(sent(fetchMock)[0].toString()).toBe('page=1&limit=20');

    fireEvent.click(screen.getByText(AUDIT_T.entities.users));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(AUDIT_T.entryTitle)).toBeTruthy();
    expect(within(drawer).getByText(AUDIT_T.before)).toBeTruthy();
    expect(within(drawer).getByText(AUDIT_T.after)).toBeTruthy();
    // Every field of an update changed, and says so in words; the secret shows as hidden.
    expect(within(drawer).getAllByText(AUDIT_T.changed)).toHaveLength(3);
    expect(within(drawer).getByText(AUDIT_T.fields.account_status)).toBeTruthy();
    expect(within(drawer).getByText('pending_activation')).toBeTruthy();
    expect(within(drawer).getAllByText(AUDIT_T.redacted)).toHaveLength(2);
    expect(within(drawer).getByText('(1000000000)')).toBeTruthy();
    expect(drawer.querySelectorAll('tr[class*="changed"]')).toHaveLength(3);

    // A delete has only its "before": the whole row, nothing marked.
    fireEvent.click(screen.getAllByText(AUDIT_T.show)[2]);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByText('مجمع النور')).toBeTruthy());
    const deleted = screen.getByRole('dialog');
    expect(within(deleted).getByText(AUDIT_T.before)).toBeTruthy();
    expect(within(deleted).queryByText(AUDIT_T.after)).toBeNull();
    expect(within(deleted).queryByText(AUDIT_T.changed)).toBeNull();
  });

  it('sends the filters kept in the URL, and a new search starts again at page one', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page([COMPLEX], 41, 3, 10)));
    renderAt('/audit-log?entity=schools&user_id=1000000000&page=3&limit=10');
    await screen.findByText('مجمع الحلقات');
    expect(Object.fromEntries(sent(fetchMock)[0])).toEqual({ entity: 'schools', user_id: '1000000000', page: '3', limit: '10' });

    await choose(AUDIT_T.operation, T.delete);
    fill(AUDIT_T.recordId, '3');
    click(/ابحث/);
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?entity=schools&user_id=1000000000&limit=10&entity_id=3&action=delete'));
    await waitFor(() =>
      expect(Object.fromEntries(sent(fetchMock).at(-1)!)).toEqual({
        entity: 'schools',
        user_id: '1000000000',
        entity_id: '3',
        action: 'delete',
        page: '1',
        limit: '10',
      }),
    );

    click(/إعادة تعيين/);
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?limit=10'));
  });

  it('pages through the URL', async () => {
    const fetchMock = mockFetch((request) => {
      const at = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse(page(at === 2 ? [COMPLEX] : [APPROVAL], 21, at));
    });
    renderAt('/audit-log');
    await screen.findByText(AUDIT_T.entities.users);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?page=2'));
    await screen.findByText(T.complex);
    expect(sent(fetchMock).at(-1)!.get('page')).toBe('2');
  });

  it("shows the server's sentence, else the fallback, when the trail cannot load", async () => {
    mockFetch(() => jsonResponse({ error: 'ليست لديك صلاحية لهذا الإجراء' }, 403));
    renderAt('/audit-log');
    expect(await screen.findByText('ليست لديك صلاحية لهذا الإجراء')).toBeTruthy();
  });
});

describe('field changes', () => {
  it('mark what an update changed, nothing of an insert or a delete', () => {
    expect(fieldChanges(APPROVAL).map((change) => [change.field, change.changed])).toEqual([
      ['is_active', true],
      ['account_status', true],
      ['password_hash', true],
    ]);
    expect(fieldChanges(COMPLEX).every((change) => !change.changed && change.after === undefined)).toBe(true);
  });

  it('read values for people', () => {
    expect(formatValue('is_active', true)).toBe(T.yes);
    expect(formatValue('role', 'teacher')).toBe('معلم');
    expect(formatValue('phone', null)).toBe(AUDIT_T.noValue);
    expect(formatValue('password_hash', '[redacted]')).toBe(AUDIT_T.redacted);
    expect(formatValue('id', 7)).toBe('7');
  });
});

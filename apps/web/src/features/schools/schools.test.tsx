import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import type { School } from '../../api/types';
import { expectShown, fill, press } from '../../test/forms';
import { jsonResponse, makeUser, mockFetch, renderScreen } from '../../test/render';
import { session } from '../../session/session';
import { toSchoolBody, toSchoolValues } from './components/SchoolFormModal';
import SchoolsPage from '.';
import { SCHOOLS_T } from './locale';

const SCHOOL: School = {
  id: 3,
  name: 'مجمع النور',
  address: 'النسيم, الرياض, منطقة الرياض',
  phone: '0511111111',
  email: null,
  established_date: '2020-09-01',
  is_active: true,
  administrator_id: null,
  administrator_first_name: null,
  administrator_second_name: null,
  administrator_third_name: null,
  administrator_last_name: null,
  principal_name: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

beforeEach(() => session.signIn('token', makeUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('complex form values', () => {
  it('splits the stored address into neighborhood, city and region, and joins them back', () => {
    const values = toSchoolValues(SCHOOL);
    expect(values).toMatchObject({ neighborhood: 'النسيم', city: 'الرياض', region: 'منطقة الرياض', established_date: '2020-09-01' });
    expect(toSchoolBody(values)).toMatchObject({ name: 'مجمع النور', address: 'النسيم, الرياض, منطقة الرياض', phone: '0511111111' });
    expect(toSchoolBody(values)).toMatchObject({ email: null, administrator_id: null });
  });

  it('leaves the manager out of the body for someone who may not assign one, so an edit cannot clear it', () => {
    const values = { ...toSchoolValues(SCHOOL), administrator_id: undefined };
    expect('administrator_id' in toSchoolBody(values, false) && toSchoolBody(values, false).administrator_id !== undefined).toBe(false);
    expect(toSchoolBody(values, true).administrator_id).toBeNull();
  });
});

describe('complexes screen', () => {
  it('shows the empty text, validates the add form, and sends a valid complex', async () => {
    const fetchMock = mockFetch((request) => {
      if (request.method === 'POST') return jsonResponse({ message: 'ok', school: SCHOOL }, 201);
      if (request.url.includes('/api/teachers')) return jsonResponse({ teachers: [] });
      return jsonResponse({ schools: [] });
    });
    renderScreen(<SchoolsPage />);
    await expectShown(SCHOOLS_T.schoolsEmpty);

    press(/إضافة مجمع حلقات/);
    const dialog = await screen.findByRole('dialog');
    fireSave(dialog);
    await waitFor(() => expect(within(dialog).getAllByText(MESSAGES.validation.required)).toHaveLength(4), { timeout: 5000 });

    fill('اسم المجمع', 'مجمع الهدى');
    fill('الحي', 'الملز');
    fill('المدينة', 'الرياض');
    fill('المنطقة', 'منطقة الرياض');
    fill(/رقم الجوال/, '0412345678');
    fill(/البريد الإلكتروني/, 'bad@');
    fireSave(dialog);
    await expectShown(MESSAGES.validation.mobile, MESSAGES.validation.email);

    fill(/رقم الجوال/, '0512345678');
    fill(/البريد الإلكتروني/, 'huda@example.com');
    fireSave(dialog);
    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await post.json()).toEqual({
      name: 'مجمع الهدى',
      address: 'الملز, الرياض, منطقة الرياض',
      phone: '0512345678',
      email: 'huda@example.com',
      established_date: null,
      administrator_id: null,
    });
  });

  it('shows the server’s error, or the fallback, when the list cannot load', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    renderScreen(<SchoolsPage />);
    await expectShown(SCHOOLS_T.schoolsLoadFailed);
  });

  it('shows each complex with its Gregorian date in the Arabic (Saudi) locale', async () => {
    mockFetch(() => jsonResponse({ schools: [SCHOOL] }));
    renderScreen(<SchoolsPage />);
    await expectShown('مجمع النور', 'النسيم، الرياض، منطقة الرياض');
    expect(screen.getByText(/سبتمبر/)).toBeTruthy();
  });
});

describe('complexes screen for a complex manager', () => {
  it('offers edit and the toggle (schools.edit) but neither add nor delete, which only the admin may do', async () => {
    session.signIn('token', makeUser({ role: 'administrator', user_type: 'administrator' }));
    mockFetch((request) => (request.url.includes('/api/privileges/') ? jsonResponse({ permissions: {} }) : jsonResponse({ schools: [SCHOOL] })));
    renderScreen(<SchoolsPage />);
    await expectShown('مجمع النور');
    expect(screen.getByRole('button', { name: /تعديل/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /تعطيل/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /إضافة مجمع حلقات/ })).toBeNull();
    expect(screen.getByText('إضافة مجمعات الحلقات وتعديلها وتفعيلها')).toBeTruthy();
  });
});

describe('complexes screen for a teacher', () => {
  it('shows the complex read-only, with a line that promises no changes', async () => {
    session.signIn('token', makeUser({ role: 'teacher', user_type: 'teacher' }));
    mockFetch((request) => (request.url.includes('/api/privileges/') ? jsonResponse({ permissions: {} }) : jsonResponse({ schools: [SCHOOL] })));
    renderScreen(<SchoolsPage />);
    await expectShown('مجمع النور');
    expect(screen.queryByRole('button', { name: /تعديل|تعطيل|حذف|إضافة/ })).toBeNull();
    expect(screen.getByText('بيانات مجمعات الحلقات المرتبطة بحسابك')).toBeTruthy();
    expect(screen.queryByText('إضافة مجمعات الحلقات وتعديلها وتفعيلها')).toBeNull();
  });
});

function fireSave(dialog: HTMLElement) {
  within(dialog).getByRole('button', { name: /حفظ/ }).click();
}

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#common';
import { choose, expectShown, fill, press } from '../../test/forms';
import { T } from '../../shared/locale';
import { jsonResponse, mockFetch, renderScreen } from '../../test/render';
import ParentRegistrationPage from './parent';
import StaffRegistrationPage from './staff';
import StudentRegistrationPage from './student';
import { REGISTRATION_T } from './locale';

const SUBMIT = /إرسال طلب التسجيل/;

function fillPerson(id = '1234567890') {
  fill('الاسم الأول', 'خالد');
  fill('اسم الأب', 'سعد');
  fill('اسم الجد', 'عبدالله');
  fill('اسم العائلة', 'القحطاني');
  fill('رقم الهوية', id);
  fill('كلمة المرور', 'secret1');
}

async function sentBody(fetchMock: ReturnType<typeof mockFetch>): Promise<Record<string, unknown>> {
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return (await fetchMock.mock.calls[0][0].clone().json()) as Record<string, unknown>;
}

afterEach(() => vi.unstubAllGlobals());

describe('parent registration', () => {
  it('refuses empty and malformed fields with the server’s sentences', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderScreen(<ParentRegistrationPage />);
    press(SUBMIT);
    await expectShown(MESSAGES.validation.required, MESSAGES.validation.mobileRequired);
    fill('رقم الجوال', '0612345678');
    fill('البريد الإلكتروني', 'not-an-email');
    fill('رقم الهوية', '123');
    fill('كلمة المرور', '123');
    fill('رقم هوية الابن 1', '12345');
    press(SUBMIT);
    await expectShown(
      MESSAGES.validation.mobile,
      MESSAGES.validation.email,
      MESSAGES.validation.nationalId,
      MESSAGES.validation.passwordMin,
      MESSAGES.validation.childId,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps at least one child row, drops empty rows before sending, and shows the pending modal', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ status: 'pending_activation', message: MESSAGES.registration.pending }, 201));
    renderScreen(<ParentRegistrationPage />);
    expect(screen.queryByRole('button', { name: 'حذف الصف' })).toBeNull();
    press(/إضافة ابن آخر/);
    press(/إضافة ابن آخر/);
    expect(screen.getAllByRole('button', { name: 'حذف الصف' })).toHaveLength(3);
    fillPerson();
    fill('رقم الجوال', '0512345678');
    fill('البريد الإلكتروني', 'khaled@example.com');
    fill('الحي', 'النسيم');
    fill('رقم هوية الابن 2', '2234567890');
    press(SUBMIT);
    const body = await sentBody(fetchMock);
    expect(body.childIds).toEqual(['2234567890']);
    expect(body.registerSelf).toBe(false);
    expect(body).not.toHaveProperty('selfSchoolLevel');
    await expectShown(REGISTRATION_T.registrationUnderReviewTitle);
  });

  it('asks for a level when the parent registers as a student too', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ status: 'pending_activation', message: 'ok' }, 201));
    renderScreen(<ParentRegistrationPage />);
    fireEvent.click(screen.getByLabelText(/أرغب في التسجيل طالبًا/));
    fillPerson();
    fill('رقم الجوال', '0512345678');
    fill('البريد الإلكتروني', 'khaled@example.com');
    fill('الحي', 'النسيم');
    press(SUBMIT);
    await expectShown(MESSAGES.validation.selfSchoolLevelRequired);
    expect(fetchMock).not.toHaveBeenCalled();
    await choose('المرحلة الدراسية', 'جامعي');
    press(SUBMIT);
    const body = await sentBody(fetchMock);
    expect(body).toMatchObject({ registerSelf: true, selfSchoolLevel: 'university', childIds: [] });
  });

  it('shows the server’s error, with its field details under the fields', async () => {
    mockFetch(() => jsonResponse({ error: MESSAGES.validation.failed, details: [{ path: 'email', msg: 'البريد الإلكتروني مستخدم' }] }, 400));
    renderScreen(<ParentRegistrationPage />);
    fillPerson();
    fill('رقم الجوال', '0512345678');
    fill('البريد الإلكتروني', 'khaled@example.com');
    fill('الحي', 'النسيم');
    press(SUBMIT);
    await expectShown(MESSAGES.validation.failed, 'البريد الإلكتروني مستخدم');
  });
});

describe('student registration', () => {
  it('requires the level and date of birth and checks the optional fields when given', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderScreen(<StudentRegistrationPage />);
    fillPerson();
    fill('رقم هوية ولي الأمر (اختياري)', '55');
    fill(/رقم الجوال/, '123');
    fill(/البريد الإلكتروني/, 'x@');
    press(SUBMIT);
    await expectShown(
      MESSAGES.validation.dateOfBirthRequired,
      MESSAGES.validation.required,
      MESSAGES.validation.parentId,
      MESSAGES.validation.mobile,
      MESSAGES.validation.email,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('staff registration', () => {
  it('defaults to teacher, requires a complex, and offers specialization only to teachers', async () => {
    const fetchMock = mockFetch((request) =>
      request.url.endsWith('/api/schools/public')
        ? jsonResponse({ schools: [{ id: 7, name: 'مجمع النور' }] })
        : jsonResponse({ status: 'pending_activation', message: 'ok' }, 201),
    );
    renderScreen(<StaffRegistrationPage />);
    expect(screen.getByText('معلم')).toBeTruthy();
    expect(screen.getByLabelText(/التخصص/)).toBeTruthy();
    fillPerson();
    fill('رقم الجوال', '0512345678');
    fill('البريد الإلكتروني', 'staff@example.com');
    press(SUBMIT);
    await expectShown(MESSAGES.validation.schoolRequired);

    await choose('نوع المستخدم', 'مدير المجمع');
    await waitFor(() => expect(screen.queryByLabelText(/التخصص/)).toBeNull());
    press(SUBMIT);
    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(await post.json()).toMatchObject({ user_type: 'administrator', id: '1234567890' });
    await expectShown(
      REGISTRATION_T.registrationUnderReviewTitle,
      `${REGISTRATION_T.staffRegistrationSuccessLine} وصل طلبك إلى إدارة المنصة، وسيُفعّل حسابك بعد اعتماده.`,
    );
  });

  it('marks a required select as required on its combobox, never on the outer element (axe: aria-allowed-attr)', async () => {
    mockFetch(() => jsonResponse({ schools: [] }));
    const { container } = renderScreen(<StaffRegistrationPage />);
    expect(screen.getByRole('combobox', { name: 'نوع المستخدم' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: T.complex }).getAttribute('aria-required')).toBe('true');
    expect(container.querySelectorAll('.ant-select[aria-required]')).toHaveLength(0);
    // a complex manager needs no complex: the mark goes with the rule
    await choose('نوع المستخدم', 'مدير المجمع');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /مجمع الحلقات/ }).getAttribute('aria-required')).toBeNull());
  });

  it('requires a password of at least 6 characters', async () => {
    mockFetch(() => jsonResponse({ schools: [] }));
    renderScreen(<StaffRegistrationPage />);
    fill('كلمة المرور', '12345');
    press(SUBMIT);
    await expectShown(MESSAGES.validation.passwordMin);
  });
});

import { MESSAGES } from '#common';
import { toActivity, toInstant, type ActivityRow } from './activity.js';

const row = (fields: Partial<ActivityRow>): ActivityRow => ({
  action: 'insert',
  entity: 'users',
  before: null,
  after: null,
  created_at: '2026-03-01 09:30:00',
  subject_first: null,
  subject_last: null,
  subject_role: null,
  class_name: null,
  school_name: null,
  author_first: null,
  author_last: null,
  ...fields,
});

describe('recent activity lines', () => {
  it('names a registration by the role, with the person as the row was written', () => {
    const after = JSON.stringify({ role: 'student', first_name: 'يزن', last_name: 'الحربي' });
    expect(toActivity(row({ after }))).toEqual({
      kind: 'student',
      title: MESSAGES.dashboard.studentRegistered,
      subtitle: 'يزن الحربي',
      time: '2026-03-01T09:30:00.000Z',
    });
    expect(toActivity(row({ after: JSON.stringify({ role: 'parent' }) })).title).toBe(MESSAGES.dashboard.parentRegistered);
    expect(toActivity(row({ after: JSON.stringify({ role: 'supervisor' }) }))).toEqual(
      expect.objectContaining({ kind: 'other', title: MESSAGES.dashboard.userAdded }),
    );
  });

  it('tells an approval, a switch on or off and a plain edit apart, by the account as it is now', () => {
    const now = { subject_first: 'ماجد', subject_last: 'القرني', subject_role: 'teacher' };
    const approved = row({
      ...now,
      action: 'update',
      before: '{"account_status":"pending_activation","is_active":false}',
      after: '{"account_status":"active","is_active":true}',
    });
    expect(toActivity(approved)).toEqual(expect.objectContaining({ kind: 'teacher', title: MESSAGES.dashboard.accountApproved, subtitle: 'ماجد القرني' }));
    expect(toActivity(row({ ...now, action: 'update', before: '{"is_active":true}', after: '{"is_active":false}' })).title).toBe(
      MESSAGES.dashboard.accountDeactivated,
    );
    expect(toActivity(row({ ...now, action: 'update', before: '{"is_active":0}', after: '{"is_active":1}' })).title).toBe(MESSAGES.dashboard.accountActivated);
    expect(toActivity(row({ ...now, action: 'update', before: '{"phone":"0500000000"}', after: '{"phone":"0511111111"}' })).title).toBe(
      MESSAGES.dashboard.userUpdated,
    );
    expect(toActivity(row({ action: 'delete', before: '{"role":"parent","first_name":"سالم","last_name":"الشهري"}' }))).toEqual(
      expect.objectContaining({ kind: 'parent', title: MESSAGES.dashboard.userDeleted, subtitle: 'سالم الشهري' }),
    );
  });

  it('names circles, complexes and family links, and otherwise who did it', () => {
    expect(toActivity(row({ entity: 'classes', action: 'update', class_name: 'حلقة نافع' }))).toEqual(
      expect.objectContaining({ kind: 'other', title: MESSAGES.dashboard.classUpdated, subtitle: 'حلقة نافع' }),
    );
    expect(toActivity(row({ entity: 'classes', action: 'delete', before: '{"name":"حلقة قديمة"}' })).subtitle).toBe('حلقة قديمة');
    expect(toActivity(row({ entity: 'schools', school_name: 'مجمع النور' })).title).toBe(MESSAGES.dashboard.schoolCreated);
    expect(toActivity(row({ entity: 'parent_student_links', author_first: 'سالم', author_last: 'الشهري' }))).toEqual(
      expect.objectContaining({ kind: 'child', title: MESSAGES.dashboard.childLinked, subtitle: 'سالم الشهري' }),
    );
    expect(toActivity(row({ entity: 'points', author_first: 'ماجد', author_last: 'القرني' }))).toEqual(
      expect.objectContaining({ title: MESSAGES.dashboard.pointsRecorded, subtitle: 'ماجد القرني' }),
    );
    expect(toActivity(row({ entity: 'grades', after: 'not json' })).title).toBe(MESSAGES.dashboard.gradesRecorded);
  });

  it("reads SQLite's zone-less UTC text and MySQL's dates as the same instant", () => {
    expect(toInstant('2026-03-01 09:30:00')).toBe('2026-03-01T09:30:00.000Z');
    expect(toInstant(new Date('2026-03-01T09:30:00Z'))).toBe('2026-03-01T09:30:00.000Z');
  });
});

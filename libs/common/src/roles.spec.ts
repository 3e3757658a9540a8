import { MESSAGES } from './messages.js';
import { placeRole, ROLES, rolePlacementError, type Role } from './roles.js';

describe('the role edit (spec 02 section 5)', () => {
  it('keeps a complex for administrator, supervisor, teacher and student alone', () => {
    const kept = ROLES.filter((role) => placeRole(role, 7, null).school_id === 7);
    expect(kept).toEqual(['administrator', 'supervisor', 'teacher', 'student']);
    expect(placeRole('admin', 7, 3)).toEqual({ role: 'admin', school_id: null, class_id: null });
    expect(placeRole('parent', 7, 3)).toEqual({ role: 'parent', school_id: null, class_id: null });
  });

  it('keeps a circle for teacher and student alone, and never a circle without its complex', () => {
    const kept = ROLES.filter((role) => placeRole(role, 7, 3).class_id === 3);
    expect(kept).toEqual(['teacher', 'student']);
    expect(placeRole('supervisor', 7, 3)).toEqual({ role: 'supervisor', school_id: 7, class_id: null });
    expect(placeRole('teacher', null, 3)).toEqual({ role: 'teacher', school_id: null, class_id: null });
    expect(placeRole('student', undefined, undefined)).toEqual({ role: 'student', school_id: null, class_id: null });
  });

  it('asks a complex of the administrator alone', () => {
    expect(rolePlacementError(placeRole('administrator', null, null))).toEqual({ path: 'school_id', msg: MESSAGES.users.administratorNeedsSchool });
    expect(rolePlacementError(placeRole('administrator', 1, null))).toBeNull();
    const others: Role[] = ['admin', 'supervisor', 'teacher', 'parent', 'student'];
    expect(others.map((role) => rolePlacementError(placeRole(role, null, null)))).toEqual(others.map(() => null));
  });
});

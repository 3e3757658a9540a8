import { ParentStudentLink } from '../../users/entities/parent-student-link.entity.js';
import { idsOf, useSpecWorld } from './spec-world.js';

describe('family rule, and what family links reach', () => {
  const w = useSpecWorld();

  it("a parent reads and changes their own links; staff those of their complex's parents; a teacher reads their circles'", async () => {
    expect(await w.reach(w.a.parent, 'family', 'view')).toEqual(idsOf(w.a.parent));
    expect(await w.reach(w.a.parent, 'family', 'edit')).toEqual(idsOf(w.a.parent));
    expect(await w.reach(w.a.manager, 'family', 'edit')).toEqual(idsOf(w.a.parent));
    expect(await w.reach(w.b.supervisor, 'family', 'edit')).toEqual(idsOf(w.b.parent));
    expect(await w.reach(w.a.teacher, 'family', 'view')).toEqual(idsOf(w.a.parent));
    expect(await w.reach(w.a.teacher, 'family', 'edit')).toEqual([]);
  });

  it("a pending link (a parent's request the child's complex has not confirmed) reaches nothing, either way", async () => {
    // Complex A's parent asks for complex B's student.
    const links = w.ds.getRepository(ParentStudentLink);
    await links.insert({ parent_id: w.a.parent.id, student_id: w.b.student.id, status: 'pending' });
    // The parent: nothing of the child, their grades, marks, points, circle or complex.
    expect(await w.reach(w.a.parent, 'student', 'view')).toEqual(idsOf(w.a.student));
    expect(await w.reach(w.a.parent, 'school', 'view')).toEqual([w.a.school]);
    expect(await w.reach(w.a.parent, 'class', 'view')).toEqual([w.a.circle]);
    for (const resource of ['grade', 'attendance', 'points'] as const) {
      expect(await w.reach(w.a.parent, resource, 'view')).toEqual(await w.reach(w.a.student, resource, 'view'));
    }
    // Complex B's staff: nothing of the parent who asked.
    for (const caller of [w.b.manager, w.b.supervisor, w.b.teacher]) {
      expect(await w.reach(caller, 'parent', 'view')).toEqual(idsOf(w.b.parent));
      expect(await w.reach(caller, 'family', 'view')).toEqual(idsOf(w.b.parent));
    }
    expect(await w.reach(w.b.manager, 'user', 'edit')).not.toContain(w.a.parent.id);

    // Once confirmed, the link counts like any other.
    await links.update({ parent_id: w.a.parent.id, student_id: w.b.student.id }, { status: 'confirmed' });
    expect(await w.reach(w.a.parent, 'student', 'view')).toEqual(idsOf(w.a.student, w.b.student));
    expect(await w.reach(w.b.manager, 'parent', 'view')).toEqual(idsOf(w.a.parent, w.b.parent));
  });
});

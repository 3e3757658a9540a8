import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { attendanceRate, formatGregorianDate, MESSAGES, weightedCourseTotal } from '#common';
import { getSurah, gradedRangePages, isSurahId, isValidPosition, memorisationProgress, tryParseReference, type QuranPosition } from '#quran';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { AttendanceReader } from '../attendance/attendance.reader.js';
import { AuditReader } from '../audit/audit.reader.js';
import type { AuditLog } from '../audit/entities/audit-log.entity.js';
import { activeEnrollmentsOf } from '../classes/class.queries.js';
import type { Grade } from '../grading/entities/grade.entity.js';
import type { StudentGoal } from '../grading/entities/student-goal.entity.js';
import { GoalReader } from '../grading/goal.reader.js';
import { GradeReader } from '../grading/grade.reader.js';
import { PointsReader } from '../points/points.reader.js';
import { childLinksOf, findUserWithSchool, studentProfilesOf } from '../users/user.queries.js';
import type {
  ChildGoalDto,
  ChildHistoryDto,
  ChildOverviewResponseDto,
  MyStudentsResponseDto,
  ParentGradeRowDto,
  ParentStudentResponseDto,
} from './dto/parent-students.dto.js';

/** How many grades and marks the details modal shows, and how many history entries the children page. */
const LATEST = 10;
const HISTORY = 20;

/** The tables whose row id is the student's own national ID (see {@link ParentStudentsService.overview}). */
const OWN_TABLES = ['users', 'student_profiles'] as const;

/**
 * The parent pages (spec 03 section 2): a parent's linked children, one child in detail, and the children page's
 * statistics, goals and history. Every call is the parent's own: a child not linked to the caller is missing (404,
 * the student rule's linked children). The child's grades, marks, points, goals and history come from the readers of
 * the modules that own them, each limited by its own rule for the caller.
 */
@Injectable()
export class ParentStudentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly grades: GradeReader,
    private readonly marks: AttendanceReader,
    private readonly points: PointsReader,
    private readonly goals: GoalReader,
    private readonly audit: AuditReader,
  ) {}

  private get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** The caller's linked children with their complex and circle, in two queries whatever their number. */
  async myStudents(caller: AuthUser): Promise<MyStudentsResponseDto> {
    const links = await childLinksOf(this.manager, caller.id);
    const enrolments = await activeEnrollmentsOf(
      this.manager,
      links.map((link) => link.student_id),
    );
    return {
      students: links.map((link) => {
        const student = link.student!;
        return {
          id: student.id,
          first_name: student.first_name,
          second_name: student.second_name,
          third_name: student.third_name,
          last_name: student.last_name,
          school_level: student.school_level,
          status: student.is_active ? 'active' : 'inactive',
          school_name: student.school?.name ?? null,
          class_name: enrolments.get(student.id)?.class?.name ?? null,
          relationship_type: link.relationship_type,
          is_primary: link.is_primary,
        };
      }),
    };
  }

  /** One linked child: who they are and where they study, with their latest 10 grades and attendance marks. */
  async student(caller: AuthUser, studentId: string): Promise<ParentStudentResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    const [student, enrolments, grades, marks] = await Promise.all([
      findUserWithSchool(this.manager, studentId),
      activeEnrollmentsOf(this.manager, [studentId]),
      this.grades.latest(caller, studentId, LATEST),
      this.marks.latest(caller, studentId, LATEST),
    ]);
    const enrolment = enrolments.get(studentId);
    return {
      student: {
        id: student!.id,
        first_name: student!.first_name,
        second_name: student!.second_name,
        third_name: student!.third_name,
        last_name: student!.last_name,
        date_of_birth: student!.date_of_birth,
        enrollment_date: enrolment?.enrollment_date ?? null,
        email: student!.email,
        phone: student!.phone,
        address: student!.address,
        school_level: student!.school_level,
        student_status: student!.is_active ? 'active' : 'inactive',
        school_name: student!.school?.name ?? null,
        class_name: enrolment?.class?.name ?? null,
        class_level: enrolment?.class?.school_level ?? null,
      },
      grades: grades.map(toGradeRow),
      attendance: marks.map((mark) => ({
        id: mark.id,
        date: mark.attendance_date,
        is_present: mark.is_present,
        notes: mark.notes,
        class_name: mark.class!.name,
      })),
    };
  }

  /**
   * The children page's tabs in one call: the child's statistics, goals and history, in seven queries. Each read
   * counts only what its own module's rule lets the caller view (for a parent: everything of a linked child).
   * - totalPoints: the sum of every points entry; averageGrade: the weighted course total of all their grades (as
   *   GET /api/grades/student/{id}); attendancePercentage: present of the days marked; completedPages: from the
   *   memorised position of their profile.
   * - history: the latest 20 rows of the audit trail about the child: their account and memorisation profile (the
   *   row id is theirs), and their grades, attendance marks, points entries and goals (a row of theirs today, or a
   *   deleted one whose recorded fields name them).
   */
  async overview(caller: AuthUser, studentId: string): Promise<ChildOverviewResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    const [grades, totalPoints, attendance, profiles, goals, history] = await Promise.all([
      this.grades.all(caller, studentId),
      this.points.totalOf(caller, studentId),
      this.marks.totalsOf(caller, studentId),
      studentProfilesOf(this.manager, [studentId]),
      this.goals.goalsOf(caller, studentId),
      this.history(caller, studentId),
    ]);

    const courses = new Map<number, { percentage: number; grades: Grade[] }>();
    for (const grade of grades) {
      const course = courses.get(grade.course_id) ?? { percentage: grade.course!.percentage, grades: [] };
      course.grades.push(grade);
      courses.set(grade.course_id, course);
    }
    const profile = profiles.get(studentId);
    const memorised = { surahId: profile?.memorized_surah_id, ayah: profile?.memorized_ayah_number } as QuranPosition;
    return {
      stats: {
        totalPoints,
        averageGrade: weightedCourseTotal([...courses.values()]),
        attendancePercentage: attendanceRate(attendance.present, attendance.recorded),
        completedPages: memorisationProgress(isValidPosition(memorised) ? memorised : null).memorisedPages,
      },
      goals: goals.map(toGoalDto),
      history,
    };
  }

  /** The latest audit entries about the child, in one query (see {@link overview}): their rows' owners say which the caller may see. */
  private async history(caller: AuthUser, studentId: string): Promise<ChildHistoryDto[]> {
    const rows = await this.audit.historyOf(
      caller,
      {
        studentId,
        ownTables: OWN_TABLES,
        rowsIn: {
          grades: (qb) => this.grades.idsOf(qb, caller, studentId),
          attendance: (qb) => this.marks.idsOf(qb, caller, studentId),
          points: (qb) => this.points.idsOf(qb, caller, studentId),
          student_goals: (qb) => this.goals.idsOf(qb, caller, studentId),
        },
      },
      HISTORY,
    );
    return rows.map((row) => ({ at: new Date(row.created_at).toISOString(), action: row.action, entity: row.entity, summary: summaryOf(row) }));
  }
}

function toGradeRow(grade: Grade): ParentGradeRowDto {
  const start = tryParseReference(grade.start_reference);
  const pages = gradedRangePages(grade);
  return {
    id: grade.id,
    date: grade.grade_date,
    class_name: grade.class!.name,
    course_name: grade.course!.name,
    surah_name: start && isSurahId(start.surahId) ? getSurah(start.surahId).name : null,
    start_reference: grade.start_reference,
    end_reference: grade.end_reference,
    pages: pages ? pages.endPage - pages.startPage + 1 : null,
    grade: grade.grade_value,
    max_grade: grade.max_grade,
    notes: grade.notes,
  };
}

function toGoalDto(goal: StudentGoal): ChildGoalDto {
  return {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    completed: goal.completed,
    target_date: goal.target_date,
    target_surah_name: isSurahId(goal.target_surah_id) ? getSurah(goal.target_surah_id).name : String(goal.target_surah_id),
    target_ayah_number: goal.target_ayah_number,
  };
}

/** A few Arabic words on what an audited change was: the recorded fields that tell it (the new ones first). */
function summaryOf(row: AuditLog): string {
  const values: Record<string, unknown> = { ...parse(row.before), ...parse(row.after) };
  const text = (key: string) => (values[key] === null || values[key] === undefined ? null : String(values[key]));
  const on = (key: string) => (text(key) ? MESSAGES.parentPages.historyOn(formatGregorianDate(text(key)!)) : null);
  const parts: (string | null)[] = [];
  switch (row.entity) {
    case 'users':
      return MESSAGES.parentPages.historyAccount;
    case 'student_profiles':
      return MESSAGES.parentPages.historyProfile;
    case 'grades':
      parts.push(
        text('grade_value')
          ? MESSAGES.parentPages.historyGrade(text('max_grade') ? `${text('grade_value')} / ${text('max_grade')}` : text('grade_value')!)
          : null,
        on('grade_date'),
      );
      break;
    case 'attendance':
      parts.push(
        values.is_present === undefined || values.is_present === null
          ? null
          : Number(values.is_present) === 1
            ? MESSAGES.parentPages.historyPresent
            : MESSAGES.parentPages.historyAbsent,
        on('attendance_date'),
      );
      break;
    case 'points':
      parts.push(text('points_given') ? MESSAGES.parentPages.historyPoints(text('points_given')!) : null, on('points_date'));
      break;
    case 'student_goals':
      parts.push(
        text('title')
          ? MESSAGES.parentPages.historyGoal(text('title')!)
          : isSurahId(values.target_surah_id) && text('target_ayah_number')
            ? MESSAGES.parentPages.historyGoal(`${getSurah(values.target_surah_id).name} ${text('target_ayah_number')}`)
            : null,
      );
      break;
  }
  const said = parts.filter((part): part is string => part !== null);
  return said.length > 0 ? said.join('، ') : MESSAGES.parentPages.historyOther;
}

function parse(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

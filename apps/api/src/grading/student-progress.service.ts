import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarToday, MESSAGES, weightedCourseTotal } from '#common';
import { goalProgress, memorisationProgress, REVIEW_LEGEND, reviewMap } from '#quran';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { classPlaceQuery, withEnrolledStudent, type ClassPlace } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import { gradableCoursesOf } from '../courses/course.queries.js';
import { toCourseDto } from '../courses/dto/course.dto.js';
import { toPersonName, type PersonNameDto } from '../users/dto/person-name.dto.js';
import { userQuery, withStudentProfile } from '../users/user.queries.js';
import { byCourse, gradesWithCourse } from './course-grades.js';
import { toGradeDto } from './dto/grade.dto.js';
import { toGoalDto, type ReviewResponseDto, type StudentProfileResponseDto } from './dto/profile.dto.js';
import { Grade } from './entities/grade.entity.js';
import { GoalsService } from './goals.service.js';
import { numericPositions, positionOf, type ProfilePositions } from './student-positions.js';

/** The profile dialog's first read: the circle, the student enrolled in it (null columns when not) and their positions. */
type ProfileRow = ProfilePositions &
  PersonNameDto & {
    class_name: string;
    class_school_id: number | string;
    class_semester_id: number | string | null;
    student_id: string | null;
    school_level: string | null;
    is_active: number | string | boolean;
  };

/**
 * Where a student stands in the Quran, computed by libs/quran from their positions and grades: the profile dialog of
 * a circle (progress, goal, plan, the circle's grades and courses) and the review map.
 */
@Injectable()
export class StudentProgressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly goals: GoalsService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /**
   * The student profile dialog: the student in this circle, their progress, goal, grades and the circle's courses.
   * Four queries: the circle with the student and their positions (scope and enrolment checked in it), then the
   * courses, the grades and the goal.
   */
  async profile(caller: AuthUser, classId: number, studentId: string): Promise<StudentProfileResponseDto> {
    const row = await this.access
      .scope(
        withStudentProfile(withEnrolledStudent(classPlaceQuery(this.manager, classId), 'class', studentId), 'student'),
        'class',
        caller,
        'classBook',
        'view',
      )
      .getRawOne<ProfileRow>();
    if (!row) throw ApiError.notFound(MESSAGES.classes.notFound);
    if (row.student_id === null) throw ApiError.notFound(MESSAGES.grades.studentNotInClass);
    const place: ClassPlace = {
      id: classId,
      name: row.class_name,
      school_id: Number(row.class_school_id),
      semester_id: row.class_semester_id === null ? null : Number(row.class_semester_id),
    };
    const [courses, grades, goal] = await Promise.all([
      gradableCoursesOf(this.manager, place),
      gradesWithCourse(this.manager).where('grade.student_id = :studentId', { studentId }).getMany(),
      this.goals.current(studentId),
    ]);
    const positions = numericPositions(row);
    const memorised = positionOf(positions, 'memorized');
    const target = positionOf(positions, 'target');
    const student = { ...row, id: row.student_id, is_active: Boolean(Number(row.is_active)) };
    const progress = memorisationProgress(memorised);
    const semesterGrades = grades.filter((g) => g.class_id === classId && g.semester_id === place.semester_id);
    return {
      student: {
        id: student.id,
        ...toPersonName(student),
        school_level: student.school_level,
        status: student.is_active ? 'active' : 'inactive',
        class_id: classId,
        class_name: place.name,
        semester_id: place.semester_id,
        memorized_surah_id: memorised?.surahId ?? null,
        memorized_ayah_number: memorised?.ayah ?? null,
        target_surah_id: target?.surahId ?? null,
        target_ayah_number: target?.ayah ?? null,
        memorized_pages: progress.memorisedPages,
        total_pages: progress.totalPages,
        pages_percentage: progress.percentage,
        memorized_ayahs: progress.memorisedAyahs,
        averageGrade: weightedCourseTotal(byCourse(semesterGrades, courses)),
        goal: goal ? toGoalDto(goal) : null,
        plan: goalProgress({ memorised, target, grades }),
        grades: semesterGrades.map(toGradeDto),
        courses: courses.map(toCourseDto),
      },
    };
  }

  /**
   * The review map of one student (libs/quran): each of the 604 pages coloured by the age of the latest grade the
   * caller may see that covers it, the 30 juz, the summary and the legend.
   */
  async review(caller: AuthUser, studentId: string): Promise<ReviewResponseDto> {
    // The student inside the caller's scope, with their positions: the check and the profile in one query.
    const positions = await this.access.oneRaw<ProfilePositions>(
      withStudentProfile(userQuery(this.manager, studentId), 'user'),
      'user',
      caller,
      'student',
      'view',
    );
    const qb = this.manager
      .getRepository(Grade)
      .createQueryBuilder('grade')
      .select(['grade.id', 'grade.start_reference', 'grade.end_reference', 'grade.grade_date'])
      .where('grade.student_id = :studentId', { studentId })
      .andWhere('grade.start_reference IS NOT NULL');
    const grades = await this.access.scope(qb, 'grade', caller, 'grade', 'view').getMany();
    const today = calendarToday();
    return { today, ...reviewMap({ today, grades, memorised: positionOf(numericPositions(positions), 'memorized') }), legend: [...REVIEW_LEGEND] };
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { attendanceRate, fullName, groupBy, MESSAGES, weightedTotalOfMeans } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { attendanceTotalsOfRow, withAttendanceTotals } from '../attendance/attendance.queries.js';
import { classesOfSemester, enrolledStudentsQuery, type EnrolledStudentRow } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import { pointsTotalsOfRow, withPointsTotals } from '../points/points.queries.js';
import { schoolQuery } from '../schools/school.queries.js';
import { withSemesterOfSchool } from '../semesters/semester.queries.js';
import type { SchoolGradingResponseDto } from './dto/profile.dto.js';
import { courseMeansOf } from './grade.queries.js';

/** A student of the comprehensive grading table: their enrolment with the attendance and points totals. */
type StudentTotalsRow = EnrolledStudentRow & {
  recorded: number | string | null;
  present: number | string | null;
  points_total: number | string | null;
  points_count: number | string | null;
};

/** The comprehensive grading table of a complex's semester: every circle's students with their averages, attendance and points. */
@Injectable()
export class GradingTableService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /**
   * The circles of a complex's semester the caller may read, each with its enrolled students, their weighted
   * averages, their attendance in the circle this semester (days marked, absences, the share present) and their
   * points total, in five queries however many (the sign-in's included): the database sums the marks, the points
   * and each course's grades.
   */
  async schoolSummary(caller: AuthUser, schoolId: number, semesterId: number): Promise<SchoolGradingResponseDto> {
    const place = await this.access
      .scope(withSemesterOfSchool(schoolQuery(this.manager, schoolId), 'school', semesterId), 'school', caller, 'school', 'view')
      .getRawOne<{ semester_id: number | null }>();
    if (!place) throw ApiError.notFound(MESSAGES.schools.notFound);
    if (place.semester_id === null) throw ApiError.notFound(MESSAGES.semesters.notFound);
    const classes = await this.access.scope(classesOfSemester(this.manager, schoolId, semesterId), 'class', caller, 'classBook', 'view').getMany();
    const classIds = classes.map((c) => c.id);
    const [students, means] = await Promise.all([
      classIds.length
        ? withPointsTotals(
            withAttendanceTotals(enrolledStudentsQuery(this.manager, classIds), 'enrollment', semesterId),
            'enrollment',
            semesterId,
          ).getRawMany<StudentTotalsRow>()
        : Promise.resolve([]),
      courseMeansOf(this.manager, classIds, semesterId),
    ]);
    const studentsOf = groupBy(students, (row) => Number(row.class_id));
    const meansOf = groupBy(means, (row) => `${row.class_id}:${row.student_id}`);
    return {
      success: true,
      classes: classes.map((schoolClass) => {
        const enrolled = studentsOf.get(schoolClass.id) ?? [];
        return {
          id: schoolClass.id,
          name: schoolClass.name,
          student_count: enrolled.length,
          students: enrolled.map((row) => {
            const courses = meansOf.get(`${schoolClass.id}:${row.id}`) ?? [];
            const marks = attendanceTotalsOfRow(row);
            return {
              id: row.id,
              fullName: fullName(row),
              averageGrade: weightedTotalOfMeans(courses),
              gradesCount: courses.reduce((sum, course) => sum + course.grades, 0),
              attendanceRate: attendanceRate(marks.present, marks.recorded) ?? 0,
              absentDays: marks.absent,
              totalDays: marks.recorded,
              totalPoints: pointsTotalsOfRow(row).total,
            };
          }),
        };
      }),
    };
  }
}

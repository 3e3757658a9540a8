import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { MESSAGES, type FieldError } from '#common';
import { MarkAttendanceDto } from '../attendance/dto/attendance.dto.js';
import { CreateClassDto } from '../classes/dto/class.dto.js';
import { ApiError } from '../common/api-error.js';
import { MAX_DETAILS, toFieldErrors } from '../common/validation.js';
import { CreateCourseDto } from '../courses/dto/course.dto.js';
import { ClassReportInputDto, SaveDailyReportDto } from '../daily-reports/dto/daily-report.dto.js';
import { CreateGradingGradeDto } from '../grading/dto/grade.dto.js';
import { SetGoalDto } from '../grading/dto/profile.dto.js';
import { CreatePointsDto } from '../points/dto/points.dto.js';
import { CreateSchoolDto } from '../schools/dto/school.dto.js';
import { CreateSemesterDto } from '../semesters/dto/semester.dto.js';
import { CreateStudentDto } from '../students/dto/student.dto.js';
import { UpdateTeacherDto } from '../teachers/dto/teacher.dto.js';
import { UpdateProfileDto } from '../users/dto/user-list.dto.js';
import { UpdateUserDto } from '../users/dto/user-form.dto.js';
import type { BrowsedColumn } from './table-catalogue.js';

type Dto = new () => object;

/**
 * The request DTOs whose field rules hold for the columns of the same name in a table, so the browser stores nothing
 * the API's own forms would refuse (an empty name, a choice not on the list, a mobile number of the wrong shape, a
 * circle of 80 seats). The rules are the DTOs' own (class-validator decorators over libs/common's rules and
 * messages), never written again here. Where several DTOs name a column, the first one's rule holds.
 *
 * Only field rules: what a service checks across fields or rows (a semester's end after its start, a grade within
 * its course's maximum) is not. Tables without an entry (links, enrolments, grants) have only their column checks.
 */
export const FIELD_RULES: Readonly<Record<string, readonly Dto[]>> = {
  users: [UpdateProfileDto, UpdateUserDto],
  student_profiles: [CreateStudentDto],
  staff_profiles: [UpdateTeacherDto],
  schools: [CreateSchoolDto],
  semesters: [CreateSemesterDto],
  classes: [CreateClassDto],
  courses: [CreateCourseDto],
  grades: [CreateGradingGradeDto],
  student_goals: [SetGoalDto],
  attendance: [MarkAttendanceDto],
  points: [CreatePointsDto],
  daily_reports: [SaveDailyReportDto],
  daily_report_classes: [ClassReportInputDto],
};

const propertiesByDto = new Map<Dto, Set<string>>();

/** The properties a DTO has rules for. */
function propertiesOf(dto: Dto): Set<string> {
  let properties = propertiesByDto.get(dto);
  if (!properties) {
    properties = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((rule) => rule.propertyName),
    );
    propertiesByDto.set(dto, properties);
  }
  return properties;
}

/**
 * Checks the columns a record body sets (`values`, already checked against their column types by checkRecord)
 * against the field rules of the table's DTOs, with the DTOs' own transforms: a text is stored trimmed, as the API
 * stores it, so a name of spaces is as empty as ''. A null is the column's to allow (it was checked already), so it
 * is not asked of the DTO. Any broken rule is a 400 with the DTO's Arabic message for each field.
 */
export async function checkFieldRules(tableName: string, body: Readonly<Record<string, unknown>>, values: Map<BrowsedColumn, unknown>): Promise<void> {
  const details: FieldError[] = [];
  const claimed = new Set<string>();
  for (const dto of FIELD_RULES[tableName] ?? []) {
    const properties = propertiesOf(dto);
    const sent = [...values.keys()].filter((column) => properties.has(column.name) && !claimed.has(column.name) && body[column.name] !== null);
    if (sent.length === 0) continue;
    const names = new Set(sent.map((column) => column.name));
    for (const name of names) claimed.add(name);
    const plain = Object.fromEntries(sent.map((column) => [column.name, body[column.name]]));
    const instance = plainToInstance(dto, plain) as Record<string, unknown>;
    // The DTO is validated whole; only the fields sent are judged (the others keep what the row has).
    details.push(...toFieldErrors(await validate(instance)).filter((detail) => names.has(detail.path.split('.')[0])));
    for (const column of sent) {
      if (typeof plain[column.name] === 'string' && typeof instance[column.name] === 'string') values.set(column, instance[column.name]);
    }
  }
  if (details.length > 0) throw ApiError.badRequest(MESSAGES.validation.failed, details.slice(0, MAX_DETAILS));
}

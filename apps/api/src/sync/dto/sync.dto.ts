import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { LIMITS, MESSAGES } from '#common';
import { AttendanceCellStateDto, MarkAttendanceDto } from '../../attendance/dto/attendance.dto.js';
import { FieldErrorDto } from '../../common/error-response.dto.js';
import { ChoiceField, InstantField, ObjectListField, UuidField } from '../../common/fields.js';
import { CreateGradingGradeDto } from '../../grading/dto/grade.dto.js';
import { CreatePointsDto, PointsCellStateDto } from '../../points/dto/points.dto.js';

/** What an operation writes: an attendance mark, a day's points, a grade. */
export const SYNC_KINDS = ['attendance', 'points', 'grade'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** What became of an operation. */
export const SYNC_OUTCOMES = ['applied', 'duplicate', 'stale', 'refused'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** The DTOs an operation's body is checked against, by kind: the bodies of the single endpoints. */
export const SYNC_BODIES = { attendance: MarkAttendanceDto, points: CreatePointsDto, grade: CreateGradingGradeDto } as const satisfies Record<
  SyncKind,
  new () => object
>;

const ATTENDANCE_BODY = { semester_id: 3, class_id: 12, student_id: '1463087344', attendance_date: '2026-09-06', is_present: true };
const POINTS_BODY = { student_id: '1463087344', class_id: 12, semester_id: 3, points_date: '2026-09-06', points_given: 4.5 };
const GRADE_BODY = {
  student_id: '1463087344',
  course_id: 7,
  class_id: 12,
  semester_id: 3,
  grade_value: 18,
  max_grade: 20,
  grade_type: 'memorization',
  grade_date: '2026-09-06',
  start_reference: '78:1',
  end_reference: '78:16',
};

/** One change made on a device, as the outbox keeps it. */
export class SyncOperationDto {
  @UuidField({
    message: MESSAGES.sync.clientId,
    description: 'Made on the device when the change was made; the same operation sent again is answered duplicate',
  })
  client_id: string;

  @ChoiceField(SYNC_KINDS, { description: 'attendance: the body of POST /api/attendance/mark; points: of POST /api/points; grade: of POST /api/grading/grade' })
  kind: SyncKind;

  @InstantField({ description: 'When the person made the change on the device (ISO 8601 with its offset)' })
  recorded_at: string;

  @Allow()
  @ApiProperty({
    description: "The body the kind's own endpoint takes, checked as that endpoint checks it: a bad one refuses this operation alone (400, with its details)",
    oneOf: [MarkAttendanceDto, CreatePointsDto, CreateGradingGradeDto].map((dto) => ({ $ref: getSchemaPath(dto) })),
    example: ATTENDANCE_BODY,
  })
  body: unknown;
}

/** POST /api/sync: an offline device's waiting changes, in the order they were made. */
export class SyncRequestDto {
  @ObjectListField(SyncOperationDto, { minItems: 1, maxItems: LIMITS.sync.operations, message: MESSAGES.sync.operations })
  operations: SyncOperationDto[];
}

/** What became of one operation. */
export class SyncResultDto {
  @ApiProperty({ format: 'uuid' }) client_id: string;
  @ApiProperty({ enum: SYNC_KINDS }) kind: SyncKind;
  @ApiProperty({
    enum: SYNC_OUTCOMES,
    description:
      "applied: written. duplicate: applied before (this client_id, by anyone's earlier request): nothing changed. stale: the server changed the same cell after recorded_at: its value stays, as current shows. refused: what the endpoint would have answered (status, error, details)",
  })
  outcome: SyncOutcome;
  @ApiPropertyOptional({ enum: [400, 403, 404], description: 'refused: the status the endpoint would have answered' }) status?: number;
  @ApiPropertyOptional({ description: 'refused: the Arabic sentence the endpoint would have answered' }) error?: string;
  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'refused for bad input: per field of the body' }) details?: FieldErrorDto[];
  @ApiPropertyOptional({
    description: "stale: the server's value of the cell, which stays (attendance or points)",
    oneOf: [{ $ref: getSchemaPath(AttendanceCellStateDto) }, { $ref: getSchemaPath(PointsCellStateDto) }],
  })
  current?: AttendanceCellStateDto | PointsCellStateDto;
}

export class SyncResponseDto {
  @ApiProperty({ type: [SyncResultDto], description: 'One result per operation, in the order of the request' }) results: SyncResultDto[];
}

/** The models the operation bodies and the stale values refer to, for the OpenAPI document. */
export const SYNC_MODELS = [MarkAttendanceDto, CreatePointsDto, CreateGradingGradeDto, AttendanceCellStateDto, PointsCellStateDto];

const operation = (n: number, kind: SyncKind, body: object) => ({
  client_id: `3b241101-e2bb-4255-8caf-4136c566a96${n}`,
  kind,
  recorded_at: '2026-09-06T07:1' + n + ':00Z',
  body,
});

/** Swagger UI's request examples: one per kind, and a circle's day. */
export const SYNC_REQUEST_EXAMPLES = {
  attendance: { summary: 'An attendance mark', value: { operations: [operation(0, 'attendance', ATTENDANCE_BODY)] } },
  points: { summary: "A student's points of a day", value: { operations: [operation(1, 'points', POINTS_BODY)] } },
  grade: { summary: 'A grade', value: { operations: [operation(2, 'grade', GRADE_BODY)] } },
  day: {
    summary: "A circle's day: marks, points and a grade in one request",
    value: {
      operations: [
        operation(3, 'attendance', ATTENDANCE_BODY),
        operation(4, 'attendance', { ...ATTENDANCE_BODY, student_id: '1440497914', is_present: false }),
        operation(5, 'points', POINTS_BODY),
        operation(6, 'grade', GRADE_BODY),
      ],
    },
  },
};

/** Swagger UI's answer examples: every outcome. */
export const SYNC_RESPONSE_EXAMPLES = {
  outcomes: {
    summary: 'Each outcome',
    value: {
      results: [
        { client_id: operation(0, 'attendance', {}).client_id, kind: 'attendance', outcome: 'applied' },
        { client_id: operation(1, 'points', {}).client_id, kind: 'points', outcome: 'duplicate' },
        {
          client_id: operation(2, 'attendance', {}).client_id,
          kind: 'attendance',
          outcome: 'stale',
          current: { is_present: false, notes: null, updated_at: '2026-09-06T08:02:11.000Z', marked_by: '1218309217' },
        },
        {
          client_id: operation(3, 'points', {}).client_id,
          kind: 'points',
          outcome: 'stale',
          current: { points_given: 3, notes: 'شارك في المراجعة', updated_at: '2026-09-06T08:05:40.000Z' },
        },
        {
          client_id: operation(4, 'attendance', {}).client_id,
          kind: 'attendance',
          outcome: 'refused',
          status: 400,
          error: MESSAGES.calendar.notWorkingDay,
          details: [{ path: 'attendance_date', msg: MESSAGES.calendar.notWorkingDay }],
        },
        { client_id: operation(5, 'grade', {}).client_id, kind: 'grade', outcome: 'refused', status: 403, error: MESSAGES.errors.forbidden },
        { client_id: operation(6, 'points', {}).client_id, kind: 'points', outcome: 'refused', status: 404, error: MESSAGES.classes.notFound },
      ],
    },
  },
};

import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '#common';
import { DateField, IntField, NationalIdField, ObjectListField, TextField } from '../../common/fields.js';

const COUNT = { required: false, min: 0, max: LIMITS.dailyReport.count, message: MESSAGES.dailyReports.count, default: 0 } as const;

/** One circle's row as the form sends it. students_absent is computed by the API: whatever is sent is replaced. */
export class ClassReportInputDto {
  @IntField({ description: "A circle of the report's complex" }) class_id: number;
  @NationalIdField({ required: false, description: "A teacher of the report's complex" }) teacher_id?: string | null;
  @IntField(COUNT) students_enrolled?: number;
  @IntField(COUNT) students_present?: number;
  @IntField({ ...COUNT, description: 'Ignored: the API stores max(0, students_enrolled - students_present)' }) students_absent?: number;
  @IntField(COUNT) pages_taught?: number;
  @TextField({ required: false, max: LIMITS.dailyReport.lessonTopic }) lesson_topic?: string | null;
  @TextField({ required: false, max: LIMITS.dailyReport.classNotes }) class_notes?: string | null;
}

/** POST /api/daily-reports and PUT /api/daily-reports/{id}: the whole report; a PUT replaces its rows. */
export class SaveDailyReportDto {
  @IntField({ requiredMessage: MESSAGES.dailyReports.schoolAndDateRequired }) school_id: number;
  @DateField({ requiredMessage: MESSAGES.dailyReports.schoolAndDateRequired, description: 'The day reported on; not after today' }) report_date: string;
  @TextField({ required: false, max: LIMITS.dailyReport.notes }) report_notes?: string | null;
  @ObjectListField(ClassReportInputDto, { maxItems: LIMITS.dailyReport.rows, description: 'One row per circle; left out: none' })
  class_reports?: ClassReportInputDto[];
}

/** The list's and the statistics' filters: all optional, all together. */
export class DailyReportQueryDto {
  @IntField({ required: false, query: true }) school_id?: number;
  @DateField({ required: false, description: 'From this day on' }) date_from?: string;
  @DateField({ required: false, description: 'Up to this day, included' }) date_to?: string;
}

export class DailyReportDto {
  @ApiProperty() id: number;
  @ApiProperty() school_id: number;
  @ApiProperty({ example: 'مجمع الفرقان' }) school_name: string;
  @ApiProperty({ type: String, format: 'date' }) report_date: string;
  @ApiProperty({ type: String, nullable: true }) report_notes: string | null;
  @ApiProperty({ description: 'Circle rows' }) total_classes: number;
  @ApiProperty() total_present: number;
  @ApiProperty() total_absent: number;
  @ApiProperty() total_pages_taught: number;
  @ApiProperty({ type: String, nullable: true }) reporter_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null when that account is gone' }) reporter_name: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

export class ClassReportDto {
  @ApiProperty({ description: "The row's id; null in an auto-fill answer", type: Number, nullable: true }) id: number | null;
  @ApiProperty() class_id: number;
  @ApiProperty({ example: 'حلقة الإمام عاصم' }) class_name: string;
  @ApiProperty({ type: String, nullable: true }) teacher_id: string | null;
  @ApiProperty({ type: String, nullable: true }) teacher_name: string | null;
  @ApiProperty() students_enrolled: number;
  @ApiProperty() students_present: number;
  @ApiProperty({ description: 'max(0, students_enrolled - students_present)' }) students_absent: number;
  @ApiProperty() pages_taught: number;
  @ApiProperty({ type: String, nullable: true }) lesson_topic: string | null;
  @ApiProperty({ type: String, nullable: true }) class_notes: string | null;
}

export class DailyReportDetailDto extends DailyReportDto {
  @ApiProperty({ type: [ClassReportDto], description: 'By circle name' }) class_reports: ClassReportDto[];
}

export class DailyReportListResponseDto {
  @ApiProperty({ type: [DailyReportDto], description: 'The reports the caller may see, newest day first' }) reports: DailyReportDto[];
}

export class DailyReportResponseDto {
  @ApiProperty({ type: DailyReportDetailDto }) report: DailyReportDetailDto;
}

export class DailyReportMessageResponseDto {
  @ApiProperty({ example: 'تم إنشاء التقرير بنجاح' }) message: string;
  @ApiProperty({ type: DailyReportDetailDto }) report: DailyReportDetailDto;
}

export class DailyReportStatisticsDto {
  @ApiProperty() total_reports: number;
  @ApiProperty({ description: "Students present, summed over the reports' rows" }) total_present: number;
  @ApiProperty() total_absent: number;
  @ApiProperty({
    description: "The mean of each report's present share (present / (present + absent) x 100) over reports with any students, one decimal; 0 without any",
  })
  avg_attendance_rate: number;
}

export class AutoFillResponseDto {
  @ApiProperty({ type: [ClassReportDto], description: 'One row per active circle of the complex, by name' }) class_reports: ClassReportDto[];
}

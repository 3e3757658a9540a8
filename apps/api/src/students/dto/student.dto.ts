import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { LIMITS, MESSAGES, SCHOOL_LEVELS, STUDENT_STATUSES, type StudentStatus } from '#common';
import { ChoiceField, DateField, EmailField, IntField, MobileField, NationalIdField, TextField } from '../../common/fields.js';
import { PersonNameBodyDto, PersonNameDto } from '../../users/dto/person-name.dto.js';

const ACTIVE_FILTER = ['active', 'inactive'] as const;

/**
 * A student as the management form sends it (spec 02 sections 3 and 5). The circle, when given, must be of the
 * student's complex and is where the student is enrolled for that circle's semester. Positions are a surah (1 to
 * 114) and an ayah of it, both or neither.
 */
export class CreateStudentDto extends PersonNameBodyDto {
  @NationalIdField() id: string;
  @ChoiceField(SCHOOL_LEVELS, { example: 'الصف الرابع الابتدائي' }) school_level: string;
  @ChoiceField(STUDENT_STATUSES, { required: false, description: 'inactive when left out; suspended means inactive' }) status?: StudentStatus | null;
  @EmailField({ required: false }) email?: string | null;
  @MobileField({ required: false }) phone?: string | null;
  @TextField({ required: false, max: LIMITS.person.address }) address?: string | null;
  @DateField({ required: false }) date_of_birth?: string | null;
  @TextField({ required: false, max: LIMITS.person.notes }) notes?: string | null;
  @IntField({ required: false, description: 'The complex; needed to activate the student' }) school_id?: number | null;
  @IntField({ required: false, description: 'A circle of the complex; the student is enrolled in it' }) class_id?: number | null;
  @IntField({ required: false, max: 114, message: MESSAGES.students.invalidSurah }) memorized_surah_id?: number | null;
  @IntField({ required: false, max: 286, message: MESSAGES.students.invalidAyah }) memorized_ayah_number?: number | null;
  @IntField({ required: false, max: 114, message: MESSAGES.students.invalidSurah }) target_surah_id?: number | null;
  @IntField({ required: false, max: 286, message: MESSAGES.students.invalidAyah }) target_ayah_number?: number | null;
}

/**
 * Any subset of the create fields, for the edit form, the memorisation form and the status toggle alike; the
 * national ID does not change. A field sent as null is cleared.
 */
export class UpdateStudentDto extends PartialType(OmitType(CreateStudentDto, ['id'] as const), { skipNullProperties: false }) {}

export class StudentQueryDto {
  @IntField({ required: false, query: true }) class_id?: number;
  @IntField({ required: false, query: true }) school_id?: number;
  @TextField({ required: false, max: 100, description: 'Part of a name or the national ID (Arabic-normalised)' }) search?: string;
  @ChoiceField(ACTIVE_FILTER, { required: false }) status?: (typeof ACTIVE_FILTER)[number];
}

export class StudentDto extends PersonNameDto {
  @ApiProperty({ example: '1234567890' }) id: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date_of_birth: string | null;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ enum: ACTIVE_FILTER }) status: 'active' | 'inactive';
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: Number, nullable: true }) school_id: number | null;
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The circle of the active enrolment' }) class_id: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The same as class_id' }) current_class_id: number | null;
  @ApiProperty({ type: String, nullable: true }) class_name: string | null;
  @ApiProperty({ type: Number, nullable: true }) semester_id: number | null;
  @ApiProperty({ type: String, nullable: true }) semester_name: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) enrollment_date: string | null;
  @ApiProperty({ type: Number, nullable: true }) memorized_surah_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) memorized_ayah_number: number | null;
  @ApiProperty({ type: Number, nullable: true }) target_surah_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) target_ayah_number: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class StudentMessageResponseDto {
  @ApiProperty({ example: 'تم حفظ بيانات الطالب بنجاح' }) message: string;
  @ApiProperty({ type: StudentDto }) student: StudentDto;
}

import { ApiProperty } from '@nestjs/swagger';
import type { ClassTeacherRole } from '#common';
import { BooleanField, ChoiceField, IntField } from '../../common/fields.js';
import { toUserView, UserViewDto } from '../../users/dto/user-view.dto.js';
import type { StaffProfile } from '../../users/entities/staff-profile.entity.js';
import type { User } from '../../users/entities/user.entity.js';

const STAFF_LIST_TYPES = ['teacher', 'administrator', 'supervisor'] as const;

/** Filters of the staff list. */
export class TeacherQueryDto {
  @ChoiceField(STAFF_LIST_TYPES, { required: false, default: 'teacher', description: 'administrator lists complex managers' })
  user_type?: (typeof STAFF_LIST_TYPES)[number];

  @IntField({ required: false, query: true })
  school_id?: number;

  @BooleanField({ required: false, query: true })
  is_active?: boolean;
}

/** A circle a teacher teaches, and how. */
export class TeacherClassDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['primary', 'assistant'] }) role: ClassTeacherRole;
  @ApiProperty() is_active: boolean;
}

export class TeacherDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) specialization: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The same as qualifications, the name the edit form reads' }) actual_qualifications: string | null;
  @ApiProperty({ type: String, nullable: true }) qualifications: string | null;
  @ApiProperty({ type: [TeacherClassDto], description: 'The circles they teach (none for other staff)' }) classes: TeacherClassDto[];
  @ApiProperty({ type: [Number] }) class_ids: number[];
}

/** A staff member with their profile's specialization and qualifications (null when they have no profile) and circles. */
export function toTeacherDto(user: User, profile: StaffProfile | undefined, classes: TeacherClassDto[]): TeacherDto {
  const qualifications = profile?.qualifications ?? null;
  return {
    ...toUserView(user),
    specialization: profile?.specialization ?? null,
    actual_qualifications: qualifications,
    qualifications,
    classes,
    class_ids: classes.map((c) => c.id),
  };
}

export class TeacherMessageResponseDto {
  @ApiProperty({ example: 'تم حفظ بيانات المعلم بنجاح' }) message: string;
  @ApiProperty({ type: TeacherDto }) teacher: TeacherDto;
}

export class TeachersResponseDto {
  @ApiProperty({ type: [TeacherDto] }) teachers: TeacherDto[];
}

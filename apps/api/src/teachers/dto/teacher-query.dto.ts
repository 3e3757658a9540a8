import { ApiProperty } from '@nestjs/swagger';
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

export class TeacherDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) specialization: string | null;
  @ApiProperty({ type: String, nullable: true }) qualifications: string | null;
}

/** A staff member with their profile's specialization and qualifications (null when they have no profile). */
export function toTeacherDto(user: User, profile: StaffProfile | undefined): TeacherDto {
  return { ...toUserView(user), specialization: profile?.specialization ?? null, qualifications: profile?.qualifications ?? null };
}

export class TeachersResponseDto {
  @ApiProperty({ type: [TeacherDto] }) teachers: TeacherDto[];
}

import { ApiProperty } from '@nestjs/swagger';
import { BooleanField, ChoiceField, IntField } from '../../common/fields.js';
import { UserViewDto } from '../../users/dto/user-view.dto.js';

const STAFF_LIST_TYPES = ['teacher', 'administrator', 'supervisor'] as const;

/** Filters of the staff list. */
export class TeacherQueryDto {
  @ChoiceField(STAFF_LIST_TYPES, { required: false, default: 'teacher', description: 'administrator lists complex managers' })
  user_type?: (typeof STAFF_LIST_TYPES)[number];

  @IntField({ required: false })
  school_id?: number;

  @BooleanField({ required: false, query: true })
  is_active?: boolean;
}

export class TeacherDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) specialization: string | null;
  @ApiProperty({ type: String, nullable: true }) qualifications: string | null;
}

export class TeachersResponseDto {
  @ApiProperty({ type: [TeacherDto] }) teachers: TeacherDto[];
}

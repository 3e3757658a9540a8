import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { MESSAGES } from '#common';
import { IntField } from '../../common/fields.js';
import { UserViewDto } from '../../users/dto/user-view.dto.js';

const STAFF_LIST_TYPES = ['teacher', 'administrator', 'supervisor'] as const;

/** Filters of the staff list. */
export class TeacherQueryDto {
  @ApiPropertyOptional({ enum: STAFF_LIST_TYPES, default: 'teacher', description: 'administrator lists complex managers' })
  @IsOptional()
  @IsIn(STAFF_LIST_TYPES, { message: MESSAGES.invalidChoice })
  user_type?: (typeof STAFF_LIST_TYPES)[number];

  @IntField({ required: false })
  school_id?: number;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: MESSAGES.invalidBoolean })
  is_active?: boolean;
}

export class TeacherDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) specialization: string | null;
  @ApiProperty({ type: String, nullable: true }) qualifications: string | null;
}

export class TeachersResponseDto {
  @ApiProperty({ type: [TeacherDto] }) teachers: TeacherDto[];
}

import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '#common';
import type { User } from '../entities/user.entity.js';
import { PersonNameDto, toPersonName } from './person-name.dto.js';

/** A user as the API shows it: never the password hash. */
export class UserViewDto extends PersonNameDto {
  @ApiProperty({ example: '1234567890' }) id: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: ROLES, description: 'Same as role; older clients read this name' }) user_type: Role;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) account_status: AccountStatus;
  @ApiProperty({ type: Number, nullable: true }) school_id: number | null;
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) neighborhood: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date_of_birth: string | null;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

/** Maps a user row (with its school joined when known) to {@link UserViewDto}. */
export function toUserView(user: User): UserViewDto {
  return {
    id: user.id,
    ...toPersonName(user),
    email: user.email,
    phone: user.phone,
    role: user.role,
    user_type: user.role,
    is_active: user.is_active,
    account_status: user.account_status,
    school_id: user.school_id,
    school_name: user.school?.name ?? null,
    address: user.address,
    neighborhood: user.neighborhood,
    date_of_birth: user.date_of_birth,
    school_level: user.school_level,
    created_at: new Date(user.created_at).toISOString(),
  };
}

export class UserResponseDto {
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
}

export class UserMessageResponseDto {
  @ApiProperty({ example: 'تم اعتماد الحساب وتفعيله' }) message: string;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
}

import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, ROLES, SCHOOL_LEVELS, type Role } from '#common';
import { BooleanField, ChoiceField, DateField, EmailField, IntField, MobileField, TextField } from '../../common/fields.js';
import { UserViewDto } from './user-view.dto.js';

/** Filters of the people lists. */
export class UserQueryDto {
  @ChoiceField(ROLES, { required: false }) role?: Role;
  @IntField({ required: false, query: true }) school_id?: number;
  @TextField({ required: false, max: 100, description: 'Part of a name, the national ID, the e-mail or the phone (Arabic-normalised)' }) search?: string;
  @BooleanField({ required: false, query: true }) is_active?: boolean;
}

/** A person in a list, with how many children are linked to them (parents; 0 for others). */
export class UserListItemDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() children_count: number;
}

/** The profile form of users and parents (spec 02 section 5). */
export class UpdateProfileDto {
  @TextField({ example: 'محمد' }) first_name: string;
  @TextField({ required: false }) second_name?: string | null;
  @TextField({ required: false }) third_name?: string | null;
  @TextField({ example: 'القحطاني' }) last_name: string;
  @EmailField() email: string;
  @MobileField({ required: false }) phone?: string | null;
  @TextField({ required: false, max: LIMITS.person.address }) address?: string | null;
  @DateField({ required: false }) date_of_birth?: string | null;
  @ChoiceField(SCHOOL_LEVELS, { required: false }) school_level?: string | null;
  @TextField({ required: false, max: LIMITS.person.neighborhood }) neighborhood?: string | null;
  @TextField({ required: false, max: LIMITS.person.notes }) notes?: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, LIMITS, ROLES, SCHOOL_LEVELS, SELF_SCHOOL_LEVELS, type AccountStatus, type Role, type SelfSchoolLevel } from '#common';
import { BooleanField, ChoiceField, DateField, EmailField, IntField, MobileField, TextField } from '../../common/fields.js';
import { AccountNameBodyDto } from './person-name.dto.js';
import { UserViewDto } from './user-view.dto.js';

export const EMAIL_FILTERS = ['duplicate', 'unique'] as const;
type EmailFilter = (typeof EMAIL_FILTERS)[number];

/** Filters of the people lists. */
export class UserQueryDto {
  @ChoiceField(ROLES, { required: false }) role?: Role;
  @IntField({ required: false, query: true }) school_id?: number;
  @TextField({ required: false, max: 100, description: 'Part of a name, the national ID, the e-mail or the phone (Arabic-normalised)' }) search?: string;
  @BooleanField({ required: false, query: true }) is_active?: boolean;
  @IntField({ required: false, query: true, description: 'Teachers of this circle and the students enrolled in it' }) class_id?: number;
  @ChoiceField(EMAIL_FILTERS, { required: false, description: "duplicate: the e-mail is another account's too; unique: it is not (or there is none)" })
  email?: EmailFilter;
  @ChoiceField(ACCOUNT_STATUSES, {
    required: false,
    description:
      'pending_activation: the accounts waiting for approval, as the bell counts them (switched off is is_active=false, which also holds rejected and pending ones)',
  })
  account_status?: AccountStatus;
}

/** A circle as a person's card names it. */
export class ClassRefDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

/** A person in a list, with how many children are linked to them (parents; 0 for others). */
export class UserListItemDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() children_count: number;
  @ApiProperty({ type: [ClassRefDto], description: 'The circles a teacher teaches, or the one a student is enrolled in' }) classes: ClassRefDto[];
  @ApiProperty({ type: [String], description: 'The parents linked to a student' }) parent_ids: string[];
  @ApiProperty({ description: 'Another account uses the same e-mail' }) email_duplicate: boolean;
  @ApiProperty({
    enum: Object.keys(SELF_SCHOOL_LEVELS),
    nullable: true,
    description: "A parent's request, made at registration (registerSelf), to study as a student too: the level they chose; null otherwise",
  })
  study_request: SelfSchoolLevel | null;
}

/** The profile form of users and parents (spec 02 section 5). */
export class UpdateProfileDto extends AccountNameBodyDto {
  @EmailField() email: string;
  @MobileField({ required: false }) phone?: string | null;
  @TextField({ required: false, max: LIMITS.person.address }) address?: string | null;
  @DateField({ required: false }) date_of_birth?: string | null;
  @ChoiceField(SCHOOL_LEVELS, { required: false }) school_level?: string | null;
  @TextField({ required: false, max: LIMITS.person.neighborhood }) neighborhood?: string | null;
  @TextField({ required: false, max: LIMITS.person.notes }) notes?: string | null;
}

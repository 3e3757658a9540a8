import { PartialType } from '@nestjs/swagger';
import { ACCOUNT_FORM_ROLES, ROLES, type Role } from '#common';
import { BooleanField, ChoiceField, ConfirmationField, EmailField, IntField, MobileField, NationalIdField, PasswordField } from '../../common/fields.js';
import { AccountNameBodyDto } from './person-name.dto.js';

/**
 * The account forms of /administrators and /admin-roots (spec 02 section 5): a complex manager, supervisor or
 * platform admin, with a password typed twice. Teachers, students and parents are added on their own screens.
 */
export class CreateUserDto extends AccountNameBodyDto {
  @NationalIdField() id: string;
  @EmailField() email: string;
  @MobileField({ required: false }) phone?: string | null;
  @ChoiceField(ACCOUNT_FORM_ROLES, { example: 'administrator' }) role: Role;
  @IntField({ required: false, description: 'Required for a complex manager; kept for a supervisor' }) school_id?: number | null;
  @PasswordField() password: string;
  @ConfirmationField('password') confirm_password: string;
}

/**
 * Two forms send this. The role edit of /user-management sends role, school_id and class_id; the edit of a manager
 * or platform admin also sends the names, e-mail and phone, and a new password only when one is typed.
 */
export class UpdateUserDto extends PartialType(AccountNameBodyDto, { skipNullProperties: false }) {
  @ChoiceField(ROLES, { example: 'teacher' }) role: Role;
  @IntField({ required: false, description: 'Kept for administrator, supervisor, teacher and student; null otherwise' }) school_id?: number | null;
  @IntField({ required: false, description: 'Kept for teacher and student; must be a circle of the complex' }) class_id?: number | null;
  @EmailField({ ifSent: true }) email?: string;
  @MobileField({ required: false }) phone?: string | null;
  @PasswordField({ required: false, description: 'A new password; left out (or empty) keeps the current one' }) password?: string | null;
  @ConfirmationField('password') confirm_password?: string;
}

/** The platform admins' switch: the state to set. */
export class SetActiveDto {
  @BooleanField() is_active: boolean;
}

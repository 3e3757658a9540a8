import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, SCHOOL_LEVELS, SELF_SCHOOL_LEVELS, STAFF_REGISTRATION_TYPES, type Role, type SelfSchoolLevel } from '#common';
import {
  BooleanField,
  ChoiceField,
  DateField,
  EmailField,
  IntField,
  MobileField,
  NationalIdField,
  NationalIdListField,
  PasswordField,
  RequiredWhen,
  TextField,
} from '../../common/fields.js';
import { PersonNameBodyDto } from './person-name.dto.js';

/** The national ID and the four name parts every registration asks for. */
class Registrant extends PersonNameBodyDto {
  @NationalIdField() id: string;
}

/** Parent self-registration (spec 01 section 5). */
export class RegisterParentDto extends Registrant {
  @TextField({ max: LIMITS.person.neighborhood, example: 'حي النرجس' }) neighborhood: string;
  @MobileField({ requiredMessage: MESSAGES.validation.mobileRequired }) phone: string;
  @EmailField() email: string;
  @PasswordField() password: string;

  @NationalIdListField({
    required: false,
    message: MESSAGES.validation.childId,
    description: 'National IDs of the children; blank rows are dropped by the client',
  })
  childIds?: string[];

  @BooleanField({ required: false, description: 'Also register the parent as a student' })
  registerSelf?: boolean;

  @RequiredWhen((dto: RegisterParentDto) => dto.registerSelf === true)
  @ChoiceField(Object.keys(SELF_SCHOOL_LEVELS), {
    conditional: true,
    requiredMessage: MESSAGES.validation.selfSchoolLevelRequired,
    description: 'Required when registerSelf is true',
  })
  selfSchoolLevel?: SelfSchoolLevel;
}

/** Student self-registration. */
export class RegisterStudentDto extends Registrant {
  @MobileField({ required: false }) phone?: string | null;
  @EmailField({ required: false }) email?: string | null;
  @PasswordField() password: string;
  @ChoiceField(SCHOOL_LEVELS) school_level: string;
  @DateField({ requiredMessage: MESSAGES.validation.dateOfBirthRequired }) date_of_birth: string;
  @NationalIdField({ required: false, message: MESSAGES.validation.parentId, description: "The parent's national ID, or null" })
  parent_id?: string | null;
}

/** Staff registration: teachers, supervisors and managers. */
export class RegisterStaffDto extends Registrant {
  @TextField({ required: false, max: LIMITS.person.address }) address?: string | null;
  @MobileField() phone: string;
  @EmailField() email: string;
  @PasswordField() password: string;
  @ChoiceField(STAFF_REGISTRATION_TYPES, { description: 'Defaults to teacher on the form' }) user_type: Role;

  @RequiredWhen((dto: RegisterStaffDto) => dto.user_type !== 'administrator')
  @IntField({
    conditional: true,
    requiredMessage: MESSAGES.validation.schoolRequired,
    message: MESSAGES.validation.schoolRequired,
    description: 'Required unless user_type is administrator',
  })
  school_id?: number | null;

  @TextField({ required: false, max: LIMITS.person.specialization }) specialization?: string | null;
  @TextField({ required: false, max: LIMITS.person.qualifications }) qualifications?: string | null;
}

/** The answer to a registration. */
export class RegistrationResponseDto {
  @ApiProperty({ example: 'pending_activation' }) status: string;
  @ApiProperty({ example: MESSAGES.registration.pending }) message: string;
}

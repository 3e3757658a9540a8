import { PartialType } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '#common';
import { BooleanField, EmailField, IntField, IntListField, MobileField, TextField } from '../../common/fields.js';
import { PersonNameBodyDto } from '../../users/dto/person-name.dto.js';

/** A teacher's details as the edit form sends them; every field is optional, a sent one is checked as on the form. */
export class UpdateTeacherDto extends PartialType(PersonNameBodyDto, { skipNullProperties: false }) {
  @EmailField({ ifSent: true }) email?: string;
  @MobileField({ ifSent: true }) phone?: string;
  @TextField({ required: false, max: LIMITS.person.address }) address?: string | null;
  @IntField({ ifSent: true, description: "Another complex of the caller's; the teacher leaves circles of the old one" }) school_id?: number;
  @TextField({ required: false, max: LIMITS.person.specialization }) specialization?: string | null;
  @TextField({ required: false, max: LIMITS.person.qualifications, description: 'Shown as actual_qualifications on the form' }) qualifications?: string | null;
}

/** The circles a teacher teaches, replacing the ones they have; in a circle without a primary teacher they become it. */
export class TeacherClassesDto {
  @IntListField({ min: 1, max: 2_147_483_647, maxItems: 50, message: MESSAGES.validation.invalidNumber }) class_ids: number[];
}

export class TeacherActivationDto {
  @BooleanField() is_active: boolean;
}

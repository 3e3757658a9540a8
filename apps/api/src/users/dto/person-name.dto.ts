import { ApiProperty } from '@nestjs/swagger';
import { TextField } from '../../common/fields.js';

/**
 * A person's four name parts as the API shows them (spec 01 section 5): the name, the father's, the grandfather's
 * and the family's; the middle two may be '' for an account made without them.
 */
export class PersonNameDto {
  @ApiProperty() first_name: string;
  @ApiProperty() second_name: string;
  @ApiProperty() third_name: string;
  @ApiProperty() last_name: string;
}

/** The four name parts of a person (a user row, or a raw row read with them), for an answer. */
export function toPersonName(person: PersonNameDto): PersonNameDto {
  return { first_name: person.first_name, second_name: person.second_name, third_name: person.third_name, last_name: person.last_name };
}

/**
 * The four name parts as a form sends them when it asks for all four: a registration, the student form. An edit
 * that may leave any of them out is `PartialType(PersonNameBodyDto, { skipNullProperties: false })`.
 */
export class PersonNameBodyDto {
  @TextField({ example: 'محمد' }) first_name: string;
  @TextField({ example: 'عبدالله' }) second_name: string;
  @TextField({ example: 'سعد' }) third_name: string;
  @TextField({ example: 'القحطاني' }) last_name: string;
}

/**
 * The name parts of the account and profile forms (spec 02 section 5): the first and last required, the father's
 * and grandfather's optional ('' or null clears them).
 */
export class AccountNameBodyDto {
  @TextField({ example: 'محمد' }) first_name: string;
  @TextField({ required: false }) second_name?: string | null;
  @TextField({ required: false }) third_name?: string | null;
  @TextField({ example: 'القحطاني' }) last_name: string;
}

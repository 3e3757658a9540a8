import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { fullName, LIMITS } from '#common';
import type { School } from '../entities/school.entity.js';
import { BooleanField, DateField, EmailField, MobileField, NationalIdField, TextField } from '../../common/fields.js';

/** A complex as the form sends it. The address is the neighbourhood, city and region joined by ', '. */
export class CreateSchoolDto {
  @TextField({ max: LIMITS.school.name, example: 'مجمع النور لتحفيظ القرآن' }) name: string;
  @TextField({ max: LIMITS.school.address, example: 'حي النرجس, الرياض, منطقة الرياض', description: 'Neighbourhood, city and region joined by ", "' })
  address: string;
  @MobileField({ required: false }) phone?: string | null;
  @EmailField({ required: false }) email?: string | null;
  @DateField({ required: false }) established_date?: string | null;
  @BooleanField({ required: false, description: 'Defaults to true' }) is_active?: boolean;
  @NationalIdField({ required: false, description: 'National ID of a user whose role is administrator' }) administrator_id?: string | null;
}

/**
 * Any subset of the create fields; the status toggle sends only is_active. A field that is sent is checked as on
 * create, so name and address cannot be blanked; null for is_active is refused here, as it has no default to fall
 * back to.
 */
export class UpdateSchoolDto extends PartialType(OmitType(CreateSchoolDto, ['is_active'] as const), { skipNullProperties: false }) {
  @BooleanField({ ifSent: true }) is_active?: boolean;
}

export class SchoolDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) established_date: string | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: String, nullable: true }) administrator_id: string | null;
  @ApiProperty({ type: String, nullable: true }) administrator_first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) administrator_second_name: string | null;
  @ApiProperty({ type: String, nullable: true }) administrator_third_name: string | null;
  @ApiProperty({ type: String, nullable: true }) administrator_last_name: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The administrator's full name" }) principal_name: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}

/** Maps a complex row, with its administrator joined, to the answer shape. */
export function toSchoolDto(school: School): SchoolDto {
  const admin = school.administrator ?? null;
  const principal = admin ? fullName(admin) : null;
  return {
    id: school.id,
    name: school.name,
    address: school.address,
    phone: school.phone,
    email: school.email,
    established_date: school.established_date,
    is_active: school.is_active,
    administrator_id: school.administrator_id,
    administrator_first_name: admin?.first_name ?? null,
    administrator_second_name: admin?.second_name ?? null,
    administrator_third_name: admin?.third_name ?? null,
    administrator_last_name: admin?.last_name ?? null,
    principal_name: principal,
    created_at: new Date(school.created_at).toISOString(),
    updated_at: new Date(school.updated_at).toISOString(),
  };
}

export class SchoolsResponseDto {
  @ApiProperty({ type: [SchoolDto] }) schools: SchoolDto[];
}

export class SchoolResponseDto {
  @ApiProperty({ type: SchoolDto }) school: SchoolDto;
}

export class SchoolMessageResponseDto {
  @ApiProperty({ example: 'تم حفظ مجمع الحلقات' }) message: string;
  @ApiProperty({ type: SchoolDto }) school: SchoolDto;
}

export class PublicSchoolDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class PublicSchoolsResponseDto {
  @ApiProperty({ type: [PublicSchoolDto] }) schools: PublicSchoolDto[];
}

import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES, RELATIONSHIP_TYPES, type RelationshipType } from '#common';
import { BooleanField, ChoiceField } from '../../common/fields.js';
import { Matches, IsNotEmpty } from 'class-validator';

/** Linking a student to a parent (spec 02 section 5: the child-link ID rules). */
export class AddChildDto {
  @ApiProperty({ example: '1234567890', description: '6 to 15 digits' })
  @IsNotEmpty({ message: MESSAGES.children.studentIdRequired })
  @Matches(/^\d*$/, { message: MESSAGES.children.studentIdDigits })
  @Matches(/^\d{6,15}$/, { message: MESSAGES.children.studentIdLength })
  studentId: string;

  @ChoiceField(Object.keys(RELATIONSHIP_TYPES), { required: false, default: 'parent' }) relationshipType?: RelationshipType | null;
  @BooleanField({ required: false, default: false }) isPrimary?: boolean | null;
}

/** A linked child (spec 03 section 3, child link). */
export class ChildDto {
  @ApiProperty() relationship_id: number;
  @ApiProperty() student_id: string;
  @ApiProperty({ description: 'The same as student_id' }) id: string;
  @ApiProperty() first_name: string;
  @ApiProperty() second_name: string;
  @ApiProperty() third_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: Object.keys(RELATIONSHIP_TYPES) }) relationship_type: RelationshipType;
  @ApiProperty() is_primary: boolean;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
}

export class ChildrenResponseDto {
  @ApiProperty({ type: [ChildDto] }) children: ChildDto[];
}

/** A student who may be linked. */
export class AvailableStudentDto {
  @ApiProperty() id: string;
  @ApiProperty() first_name: string;
  @ApiProperty() second_name: string;
  @ApiProperty() third_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
  @ApiProperty() is_active: boolean;
}

export class AvailableStudentsResponseDto {
  @ApiProperty({ type: [AvailableStudentDto] }) students: AvailableStudentDto[];
}

export class ChildLinkedResponseDto {
  @ApiProperty({ example: 'تم ربط الطالب بنجاح' }) message: string;
  @ApiProperty({ type: ChildDto }) child: ChildDto;
}

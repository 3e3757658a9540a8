import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES, RELATIONSHIP_TYPES, type RelationshipType } from '#common';
import { BooleanField, ChoiceField } from '../../common/fields.js';
import { Matches, IsNotEmpty } from 'class-validator';
import { PersonNameDto } from '../../users/dto/person-name.dto.js';

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
export class ChildDto extends PersonNameDto {
  @ApiProperty() relationship_id: number;
  @ApiProperty() student_id: string;
  @ApiProperty({ description: 'The same as student_id' }) id: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: Object.keys(RELATIONSHIP_TYPES) }) relationship_type: RelationshipType;
  @ApiProperty() is_primary: boolean;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
}

/** The states of a link: a parent's request waits for the child's complex; staff's links and confirmed requests count. */
export const CHILD_LINK_STATES = ['pending', 'confirmed'] as const;
export type ChildLinkState = (typeof CHILD_LINK_STATES)[number];

/**
 * A link waiting for the child's complex to confirm it, as the parent's page shows it: the request, nothing of the
 * child but the national ID the parent chose.
 */
export class PendingChildDto {
  @ApiProperty() relationship_id: number;
  @ApiProperty({ example: '1234567890' }) student_id: string;
  @ApiProperty({ enum: Object.keys(RELATIONSHIP_TYPES) }) relationship_type: RelationshipType;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
}

export class ChildrenResponseDto {
  @ApiProperty({ type: [ChildDto], description: 'The confirmed links whose child the caller may read' }) children: ChildDto[];
  @ApiProperty({
    type: [PendingChildDto],
    description: "Links waiting for the child's complex: the parent's own requests, and for staff those whose child they may read",
  })
  pending: PendingChildDto[];
}

/** A student who may be linked. */
export class AvailableStudentDto extends PersonNameDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) school_level: string | null;
  @ApiProperty({ type: String, nullable: true }) school_name: string | null;
  @ApiProperty() is_active: boolean;
}

export class AvailableStudentsResponseDto {
  @ApiProperty({ type: [AvailableStudentDto] }) students: AvailableStudentDto[];
}

export class ChildLinkedResponseDto {
  @ApiProperty({ example: 'تم ربط الطالب بنجاح' }) message: string;
  @ApiProperty({ enum: CHILD_LINK_STATES, description: "pending: the child's complex must confirm the link first" }) status: ChildLinkState;
  @ApiProperty({ type: ChildDto, nullable: true, description: 'The linked child, when the link is confirmed' }) child: ChildDto | null;
  @ApiProperty({ type: PendingChildDto, nullable: true, description: "The request, when the link waits for the child's complex" })
  request: PendingChildDto | null;
}

/** The parent of a pending link, as the child's complex sees the request. */
export class LinkParentDto extends PersonNameDto {
  @ApiProperty({ example: '1234567890' }) id: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
}

/** A pending link as the staff who confirm it see it: who asks, for which of their students. */
export class PendingChildLinkDto {
  @ApiProperty() relationship_id: number;
  @ApiProperty({ enum: Object.keys(RELATIONSHIP_TYPES) }) relationship_type: RelationshipType;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ type: LinkParentDto }) parent: LinkParentDto;
  @ApiProperty({ type: AvailableStudentDto }) student: AvailableStudentDto;
}

export class PendingChildLinksResponseDto {
  @ApiProperty({ type: [PendingChildLinkDto], description: 'Oldest first' }) links: PendingChildLinkDto[];
}

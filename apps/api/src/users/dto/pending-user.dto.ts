import { ApiProperty } from '@nestjs/swagger';
import { NationalIdListField } from '../../common/fields.js';
import { UserViewDto } from './user-view.dto.js';

/** A registration waiting for approval, with what the person asked for. */
export class PendingUserDto extends UserViewDto {
  @ApiProperty({ type: String, nullable: true }) specialization: string | null;
  @ApiProperty({ type: String, nullable: true }) qualifications: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A parent who asked to study too: the level chosen' })
  self_school_level: string | null;
  @ApiProperty({ type: [String], description: 'Family members named at registration (children of a parent, parent of a student), linked or still waiting' })
  family_ids: string[];
}

export class PendingUsersResponseDto {
  @ApiProperty({ type: [PendingUserDto] }) users: PendingUserDto[];
}

/** The bulk approval: accounts waiting for approval, approved together or not at all. */
export class ApproveUsersDto {
  @NationalIdListField({ max: 100, description: 'Accounts waiting for approval, at most 100 at a time' }) ids: string[];
}

export class ApprovedUsersResponseDto {
  @ApiProperty({ example: 'تم اعتماد 3 حسابات' }) message: string;
  @ApiProperty({ type: [UserViewDto], description: 'The accounts as approved' }) users: UserViewDto[];
}

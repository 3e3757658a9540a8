import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isPrivilegeAction, isPrivilegeCategory, MESSAGES, PRIVILEGE_ACTIONS, ROLES, type Permissions, type PrivilegeAction, type Role } from '#common';

/** The Swagger shape of a permissions object: each category an optional list of actions. */
export class PermissionsDto {
  @ApiPropertyOptional({ enum: PRIVILEGE_ACTIONS, isArray: true }) system?: PrivilegeAction[];
  @ApiPropertyOptional({ enum: PRIVILEGE_ACTIONS, isArray: true }) schools?: PrivilegeAction[];
  @ApiPropertyOptional({ enum: PRIVILEGE_ACTIONS, isArray: true }) users?: PrivilegeAction[];
  @ApiPropertyOptional({ enum: PRIVILEGE_ACTIONS, isArray: true }) academic?: PrivilegeAction[];
  @ApiPropertyOptional({ enum: PRIVILEGE_ACTIONS, isArray: true }) attendance?: PrivilegeAction[];
  @ApiPropertyOptional({ enum: PRIVILEGE_ACTIONS, isArray: true }) reports?: PrivilegeAction[];
}

@ValidatorConstraint({ name: 'isPermissions' })
class PermissionsConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    return Object.entries(value).every(([category, actions]) => isPrivilegeCategory(category) && Array.isArray(actions) && actions.every(isPrivilegeAction));
  }
}

/** The privilege editor's save: the complete set of a user's own grants, replacing the previous one. */
export class UpdatePrivilegesDto {
  @ApiProperty({ type: PermissionsDto, example: { reports: ['view', 'create'], academic: ['edit'] } })
  @IsObject({ message: MESSAGES.validation.invalidChoice })
  @Validate(PermissionsConstraint, { message: MESSAGES.validation.invalidChoice })
  permissions: Permissions;
}

export class PrivilegesResponseDto {
  @ApiProperty({ example: '1234567890' }) user_id: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ type: PermissionsDto, description: "The user's own grants, added to the role's defaults" })
  permissions: Permissions;
  @ApiProperty({ type: PermissionsDto, description: "The role's default privileges (spec 01 section 6)" })
  role_permissions: Permissions;
}

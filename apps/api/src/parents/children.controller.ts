import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe, nationalIdPipe } from '../common/id.pipe.js';
import { ChildrenService } from './children.service.js';
import { AddChildDto, AvailableStudentsResponseDto, ChildLinkedResponseDto, ChildrenResponseDto } from './dto/children.dto.js';

const SCOPE = 'A parent reaches only their own links; staff the parents of their complex\'s students (the admin every parent).';

@ApiTags('children')
@Controller('children')
export class ChildrenController {
  constructor(private readonly service: ChildrenService) {}

  @Get(':parentId')
  @Access('A parent\'s linked children', RULES.children.read, { notes: SCOPE, errors: [404] })
  @ApiParam({ name: 'parentId', example: '1234567890' })
  @ApiOkResponse({ type: ChildrenResponseDto })
  list(@CurrentUser() caller: AuthUser, @Param('parentId', nationalIdPipe) parentId: string): Promise<ChildrenResponseDto> {
    return this.service.list(caller, parentId);
  }

  @Get(':parentId/available')
  @Access('Students the parent may still be linked to', RULES.children.link, {
    notes: `${SCOPE} For staff: the students of their scope not linked yet. For a parent: the students whose registration named them.`,
    errors: [404],
  })
  @ApiParam({ name: 'parentId', example: '1234567890' })
  @ApiOkResponse({ type: AvailableStudentsResponseDto })
  available(@CurrentUser() caller: AuthUser, @Param('parentId', nationalIdPipe) parentId: string): Promise<AvailableStudentsResponseDto> {
    return this.service.available(caller, parentId);
  }

  @Post(':parentId/add')
  @Access('Link a student to a parent (an inactive student too)', RULES.children.link, {
    notes: `${SCOPE} Only a student of the available list may be linked (else 404).`,
    errors: [400, 404, [409, 'Already linked']],
  })
  @ApiParam({ name: 'parentId', example: '1234567890' })
  @ApiCreatedResponse({ type: ChildLinkedResponseDto })
  add(@CurrentUser() caller: AuthUser, @Param('parentId', nationalIdPipe) parentId: string, @Body() dto: AddChildDto): Promise<ChildLinkedResponseDto> {
    return this.service.add(caller, parentId, dto);
  }

  @Delete(':parentId/:relationshipId')
  @Access('Unlink a child', RULES.children.link, { notes: SCOPE, errors: [404] })
  @ApiParam({ name: 'parentId', example: '1234567890' })
  @ApiOkResponse({ type: MessageResponseDto })
  remove(
    @CurrentUser() caller: AuthUser,
    @Param('parentId', nationalIdPipe) parentId: string,
    @Param('relationshipId', idPipe) relationshipId: number,
  ): Promise<MessageResponseDto> {
    return this.service.remove(caller, parentId, relationshipId);
  }
}

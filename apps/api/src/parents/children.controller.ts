import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { MessageResponseDto } from '../common/error-response.dto.js';
import { idPipe, nationalIdPipe } from '../common/id.pipe.js';
import { ChildrenService } from './children.service.js';
import { AddChildDto, AvailableStudentsResponseDto, ChildLinkedResponseDto, ChildrenResponseDto, PendingChildLinksResponseDto } from './dto/children.dto.js';

const SCOPE = "A parent reaches only their own links; staff the parents of their complex's students by confirmed links (the admin every parent).";
/** Who may unlink what: the decision written in family.rule.ts. */
const UNLINK =
  "The parent unlinks their own links (or withdraws a pending request), whatever the child's complex; the admin any link; " +
  "a complex manager or supervisor holding users.edit only a link whose child is a student they may edit (their complex's). " +
  "Any other link, another complex's child's included, is 404 like a missing one.";
const CONFIRMING =
  "A parent's link to a child who did not name them at registration waits (status pending) until staff who may edit the child " +
  'confirm it; until then the parent reaches nothing of the child.';

@ApiTags('children')
@Controller('children')
export class ChildrenController {
  constructor(private readonly service: ChildrenService) {}

  // Before GET :parentId, which would take 'pending' for a parent's ID.
  @Get('pending')
  @Access("Parents' link requests waiting for confirmation", RULES.children.approve, {
    notes: `${CONFIRMING} Lists the pending links whose child the caller may edit (the student rule's 'edit': a manager or supervisor their complex's students, the admin every one), oldest first, with the parent's names and phone and the child. One query.`,
  })
  @ApiOkResponse({ type: PendingChildLinksResponseDto })
  pending(@CurrentUser() caller: AuthUser): Promise<PendingChildLinksResponseDto> {
    return this.service.pending(caller);
  }

  @Post('pending/:relationshipId/approve')
  @HttpCode(200)
  @Access("Confirm a parent's link request", RULES.children.approve, {
    notes: `${CONFIRMING} Only a pending link whose child the caller may edit; any other (confirmed, missing, another complex's child) is 404.`,
    errors: [404],
  })
  @ApiParam({ name: 'relationshipId', example: 12 })
  @ApiOkResponse({ type: MessageResponseDto })
  approve(@CurrentUser() caller: AuthUser, @Param('relationshipId', idPipe) relationshipId: number): Promise<MessageResponseDto> {
    return this.service.approve(caller, relationshipId);
  }

  @Post('pending/:relationshipId/reject')
  @HttpCode(200)
  @Access("Refuse a parent's link request", RULES.children.approve, {
    notes: `${CONFIRMING} The pending link is removed (the parent may ask again). Only a pending link whose child the caller may edit; any other is 404.`,
    errors: [404],
  })
  @ApiParam({ name: 'relationshipId', example: 12 })
  @ApiOkResponse({ type: MessageResponseDto })
  reject(@CurrentUser() caller: AuthUser, @Param('relationshipId', idPipe) relationshipId: number): Promise<MessageResponseDto> {
    return this.service.reject(caller, relationshipId);
  }

  @Get(':parentId')
  @Access("A parent's linked children", RULES.children.read, {
    notes:
      `${SCOPE} children: the confirmed links whose child the caller may read by the student rule (a teacher their circles' students, ` +
      "staff their complex's, the parent all of their own). pending: the requests waiting for the child's complex, as the request " +
      "only (the parent's own; staff those of the children they may read). One query after the parent's.",
    errors: [404],
  })
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
    notes:
      `${SCOPE} Only a student of the available list may be linked (else 404). Confirmed at once when the caller may edit the student ` +
      `(staff, the admin) or the student named this parent at registration; otherwise status pending, with its own message. ${CONFIRMING}`,
    errors: [400, 404, [409, 'Already linked']],
  })
  @ApiParam({ name: 'parentId', example: '1234567890' })
  @ApiCreatedResponse({ type: ChildLinkedResponseDto })
  add(@CurrentUser() caller: AuthUser, @Param('parentId', nationalIdPipe) parentId: string, @Body() dto: AddChildDto): Promise<ChildLinkedResponseDto> {
    return this.service.add(caller, parentId, dto);
  }

  @Delete(':parentId/:relationshipId')
  @Access('Unlink a child', RULES.children.link, { notes: `${SCOPE} ${UNLINK}`, errors: [404] })
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

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { DashboardService } from './dashboard.service.js';
import { ActivitiesResponseDto, DashboardStatsResponseDto, NotificationsResponseDto } from './dto/dashboard.dto.js';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly service: DashboardService) {}

  @Get('stats')
  @Access("The dashboard's figures for the caller's role", RULES.dashboard.view, {
    notes:
      'Spec 03 section 6. Admin: active students, active teachers, circles and complexes of the platform. Complex manager and supervisor: ' +
      'those of their complex, with its name. Teacher: the active students enrolled in the circles they teach, and those circles. ' +
      'Parent: their linked children. Student: none. Figures a role has no card for are null. Counted with the same row rules as ' +
      'every list, in one query.',
  })
  @ApiOkResponse({ type: DashboardStatsResponseDto })
  stats(@CurrentUser() caller: AuthUser): Promise<DashboardStatsResponseDto> {
    return this.service.stats(caller);
  }

  @Get('activities')
  @Access('The latest changes the caller may see, newest first (at most 10), from the audit trail', RULES.dashboard.view, {
    notes:
      'Who may read the audit trail (the admin) sees every change; anyone else the changes they made, those to accounts they may see ' +
      "(a manager or supervisor their complex's people and its students' parents, a teacher their students, a parent their children, " +
      'oneself) and those to circles they may see. Writes to people, family links, circles, complexes, grades, attendance and points ' +
      "are told about, with an Arabic title. One query (two when the caller's grants are read).",
  })
  @ApiOkResponse({ type: ActivitiesResponseDto })
  activities(@CurrentUser() caller: AuthUser): Promise<ActivitiesResponseDto> {
    return this.service.activities(caller);
  }

  @Get('notifications')
  @Access("What the top bar's bell counts: pending accounts and parents' link requests the caller may approve", RULES.dashboard.notifications, {
    notes:
      'Not in the original spec (its bell always showed 0). Who may approve accounts (users.manage: the admin, or a grant) gets the ' +
      'number of pending accounts they may approve, inside their scope, as one item linking to the approval screen; who may confirm ' +
      "parents' link requests (users.edit: the admin, complex managers and supervisors) gets those whose child they may edit, as one " +
      'item linking to /children (or /parents for whoever may not open /children); an item only when its count is not 0; anyone else ' +
      'count 0 and no items. Open to limited accounts too, which always get 0. At most two queries.',
  })
  @ApiOkResponse({ type: NotificationsResponseDto })
  notifications(@CurrentUser() caller: AuthUser): Promise<NotificationsResponseDto> {
    return this.service.notifications(caller);
  }
}

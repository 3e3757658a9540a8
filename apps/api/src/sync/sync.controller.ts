import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RULES } from '#common';
import { Access } from '../access/access.decorator.js';
import { CurrentUser, type AuthUser } from '../access/auth-user.js';
import { BodyLimit } from '../common/json-body.js';
import { SYNC_MODELS, SYNC_REQUEST_EXAMPLES, SYNC_RESPONSE_EXAMPLES, SyncRequestDto, SyncResponseDto } from './dto/sync.dto.js';
import { SyncService } from './sync.service.js';

const SYNC_NOTE = [
  "The offline outbox's one request: 1 to 500 operations, each { client_id, kind, recorded_at, body } with the body of its kind's endpoint (attendance: POST /api/attendance/mark; points: POST /api/points, which here sets the student's entry of the day, creating or changing it; grade: POST /api/grading/grade).",
  "Each operation is held to exactly what its endpoint holds it to: its rule (a kind the caller may not write is refused 403), its body's validation (400 with details), and its checks (a circle outside the caller's scope 404, the circle's semester, the student's enrolment, a working day...). It gets its own result, in the order of the request; a refused one never stops the others.",
  'applied: written. duplicate: its client_id was applied before, by anyone: nothing changes, so a batch sent again is a no-op. stale (attendance, points): the server changed the same cell (student, circle, semester, day) after recorded_at: its value stays and comes back in current. Several operations on one cell in a request: the one recorded last is the value.',
  'Written per kind and circle, in one transaction each, in a fixed number of queries however many operations; applied client_ids are recorded in the same transaction, so ten identical requests at once apply each operation once. A malformed envelope (no list, more than 500, a bad or repeated client_id, an unknown kind, a bad recorded_at) is a 400 for the whole request, with details per field (operations.3.client_id).',
].join('\n\n');

@ApiTags('sync')
@ApiExtraModels(...SYNC_MODELS)
@Controller('sync')
export class SyncController {
  constructor(private readonly service: SyncService) {}

  @Post()
  @HttpCode(200)
  // 500 operations with their notes; the 1 MB of the bad-input sweep is refused.
  @BodyLimit('1mb')
  @Access("Apply an offline device's waiting changes: attendance marks, points and grades, each with its own outcome", RULES.sync.send, {
    notes: SYNC_NOTE,
    errors: [400],
  })
  @ApiBody({ type: SyncRequestDto, examples: SYNC_REQUEST_EXAMPLES })
  @ApiOkResponse({ type: SyncResponseDto, examples: SYNC_RESPONSE_EXAMPLES })
  sync(@CurrentUser() caller: AuthUser, @Body() dto: SyncRequestDto): Promise<SyncResponseDto> {
    return this.service.sync(caller, dto);
  }
}

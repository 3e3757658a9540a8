import { randomUUID } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { MESSAGES, RULES, type AccessRule, type FieldError } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { AttendanceService } from '../attendance/attendance.service.js';
import type { BatchOutcome, OperationLedger } from '../classes/class-book-batch.js';
import { ApiError, type ErrorBody } from '../common/api-error.js';
import { createValidationPipe } from '../common/validation.js';
import { gradingWrite, GradesService } from '../grading/grades.service.js';
import { PointsService } from '../points/points.service.js';
import { SYNC_BODIES, type SyncKind, type SyncOperationDto, type SyncRequestDto, type SyncResponseDto, type SyncResultDto } from './dto/sync.dto.js';
import { SyncOperation } from './entities/sync-operation.entity.js';

/** The rule of each kind's own endpoint: POST /api/attendance/mark, POST /api/points, POST /api/grading/grade. */
const RULE_OF: Record<SyncKind, AccessRule> = { attendance: RULES.attendance.manage, points: RULES.points.give, grade: RULES.grading.edit };

/** An operation whose body passed its kind's checks, waiting to be written with the others of its kind and circle. */
interface Checked<B> {
  index: number;
  client_id: string;
  recorded_at: Date;
  body: B;
}

/**
 * The offline outbox's one request: up to 500 operations (attendance marks, points, grades), each held to exactly what
 * its own endpoint holds it to, through that endpoint's service: its rule, its DTO's validation and Arabic messages,
 * and its scope and business checks. Each gets its own outcome; a refused one never stops the others.
 *
 * Operations are written per kind and circle, in one transaction each, through the services' batch methods (a fixed
 * number of queries however many operations). Applied client_ids are kept in `sync_operations` inside those same
 * transactions: an operation sent again, or by ten requests at once, is written once and answered duplicate after.
 */
@Injectable()
export class SyncService {
  /** The global pipe's checks, run on each body with its kind's DTO. */
  private readonly validation = createValidationPipe();

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly attendance: AttendanceService,
    private readonly points: PointsService,
    private readonly grades: GradesService,
  ) {}

  async sync(caller: AuthUser, dto: SyncRequestDto): Promise<SyncResponseDto> {
    const { operations } = dto;
    const seen = new Set<string>();
    const repeated: FieldError[] = [];
    operations.forEach((op, index) => {
      if (seen.has(op.client_id)) repeated.push({ path: `operations.${index}.client_id`, msg: MESSAGES.sync.repeatedClientId });
      seen.add(op.client_id);
    });
    if (repeated.length) throw ApiError.badRequest(MESSAGES.sync.repeatedClientId, repeated);

    // An operation applied before is answered at once, whatever its body or the caller's rights say now: it was written.
    const applied = await appliedIds(
      this.dataSource.manager,
      operations.map((op) => op.client_id),
    );
    const results: SyncResultDto[] = operations.map(({ client_id, kind }) => ({ client_id, kind, outcome: applied.has(client_id) ? 'duplicate' : 'refused' }));
    const checked: { [K in SyncKind]: Checked<InstanceType<(typeof SYNC_BODIES)[K]>>[] } = { attendance: [], points: [], grade: [] };
    for (const kind of Object.keys(RULE_OF) as SyncKind[]) {
      const ofKind = operations.map((op, index) => ({ op, index })).filter(({ op }) => op.kind === kind && !applied.has(op.client_id));
      if (ofKind.length === 0) continue;
      // The endpoint's guard answers before its pipe: a caller the rule refuses learns nothing of the body.
      const forbidden = await this.access.requireRule(caller, RULE_OF[kind]).then(
        () => null,
        (error: unknown) => error,
      );
      for (const { op, index } of ofKind) {
        try {
          if (forbidden) throw forbidden;
          (checked[kind] as Checked<object>[]).push({ index, client_id: op.client_id, recorded_at: new Date(op.recorded_at), body: await this.bodyOf(op) });
        } catch (error) {
          if (!(error instanceof HttpException)) throw error;
          Object.assign(results[index], refusalOf(error));
        }
      }
    }

    await this.writeByCircle(
      checked.attendance,
      results,
      async (classId, ops) => (await this.attendance.markMany(caller, classId, ops, this.ledger(caller, 'attendance', ops))).outcomes,
    );
    await this.writeByCircle(
      checked.points,
      results,
      async (classId, ops) => (await this.points.giveMany(caller, classId, ops, 'change', this.ledger(caller, 'points', ops))).outcomes,
    );
    await this.writeByCircle(checked.grade, results, (classId, ops) =>
      this.grades.gradeMany(
        caller,
        classId,
        ops.map((op) => gradingWrite(op.body)),
        this.ledger(caller, 'grade', ops),
      ),
    );
    return { results };
  }

  /**
   * Writes checked operations of one kind circle by circle, each circle in one call of its service's batch method
   * (one transaction), and fills in their results. The circle's own refusal (outside the caller's scope: 404)
   * refuses every operation in it.
   */
  private async writeByCircle<B extends { class_id: number }>(
    ops: readonly Checked<B>[],
    results: SyncResultDto[],
    write: (classId: number, ops: Checked<B>[]) => Promise<BatchOutcome<unknown, object>[]>,
  ): Promise<void> {
    for (const [classId, group] of byCircle(ops)) {
      try {
        const outcomes = await write(classId, group);
        group.forEach((op, n) => Object.assign(results[op.index], resultOf(outcomes[n])));
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        for (const op of group) Object.assign(results[op.index], refusalOf(error));
      }
    }
  }

  /** The operation's body as its kind's endpoint would take it, or that endpoint's 400. */
  private bodyOf(op: SyncOperationDto): Promise<object> {
    return this.validation.transform(op.body, { type: 'body', metatype: SYNC_BODIES[op.kind], data: undefined }) as Promise<object>;
  }

  /** The ledger of one circle's operations of one kind, which the batch consults inside its transaction. */
  private ledger(caller: AuthUser, kind: SyncKind, ops: readonly { client_id: string }[]): OperationLedger {
    const idsOf = (writes: readonly number[]) => writes.map((n) => ops[n].client_id);
    const read = async (manager: EntityManager, writes: readonly number[], appliedIn?: string) => {
      const ids = await appliedIds(manager, idsOf(writes), appliedIn);
      return new Set(writes.filter((n) => ids.has(ops[n].client_id)));
    };
    return {
      appliedBefore: (manager, writes) => (writes.length === 0 ? Promise.resolve(new Set()) : read(manager, writes)),
      claim: async (manager, writes) => {
        if (writes.length === 0) return new Set();
        const appliedIn = randomUUID();
        // INSERT IGNORE: an id another transaction holds is skipped, after waiting for it to end (InnoDB), never an
        // error. Sorted, so two requests lock the same ids in the same order. Not audited (no listeners): the ledger
        // is itself the record of who applied which operation, and the writes it stands for are audited.
        await manager
          .createQueryBuilder()
          .insert()
          .into(SyncOperation)
          .values(
            idsOf(writes)
              .sort()
              .map((client_id) => ({ client_id, user_id: caller.id, kind, applied_in: appliedIn })),
          )
          .orIgnore()
          .callListeners(false)
          .updateEntity(false)
          .execute();
        return read(manager, writes, appliedIn);
      },
    };
  }
}

/** Which of these client_ids the ledger holds (only those one transaction recorded, with `appliedIn`), in one query. */
async function appliedIds(manager: EntityManager, clientIds: readonly string[], appliedIn?: string): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const where = { client_id: In([...clientIds]), ...(appliedIn ? { applied_in: appliedIn } : {}) };
  return new Set((await manager.getRepository(SyncOperation).find({ select: { client_id: true }, where })).map((row) => row.client_id));
}

/** Operations by their circle, circles in the order they first come. */
function byCircle<B extends { class_id: number }>(ops: readonly Checked<B>[]): Map<number, Checked<B>[]> {
  const groups = new Map<number, Checked<B>[]>();
  for (const op of ops) {
    const group = groups.get(op.body.class_id);
    if (group) group.push(op);
    else groups.set(op.body.class_id, [op]);
  }
  return groups;
}

/** A refused operation's part of its result: the status and the body the endpoint would have answered. */
function refusalOf(error: HttpException): Pick<SyncResultDto, 'outcome' | 'status' | 'error' | 'details'> {
  const body = error.getResponse() as ErrorBody;
  return { outcome: 'refused', status: error.getStatus(), error: body.error, ...(body.details ? { details: body.details } : {}) };
}

function resultOf(outcome: BatchOutcome<unknown, object>): Partial<SyncResultDto> {
  switch (outcome.outcome) {
    case 'refused':
      return refusalOf(outcome.error);
    case 'stale':
      return { outcome: 'stale', current: outcome.current as SyncResultDto['current'] };
    default:
      return { outcome: outcome.outcome };
  }
}

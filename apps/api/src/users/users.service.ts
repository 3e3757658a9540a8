import { HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { MESSAGES } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import type { PendingUsersResponseDto } from './dto/pending-user.dto.js';
import type { UpdateProfileDto, UserListItemDto, UserQueryDto } from './dto/user-list.dto.js';
import { toUserView, type UserMessageResponseDto } from './dto/user-view.dto.js';
import { ParentProfile } from './entities/parent-profile.entity.js';
import { ParentStudentLink } from './entities/parent-student-link.entity.js';
import { PendingFamilyLink } from './entities/pending-family-link.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { User } from './entities/user.entity.js';
import { matchesSearch } from '../database/search.js';
import { childrenCountsOf, deleteUserForGood, findUserWithSchool, insertPlatformAdmin, updateUser, usersWithSchool } from './user.queries.js';
import { hashPassword } from './password.js';

/** Accounts: the first platform admin, and the approval of self-registered accounts. */
@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Users');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: AccessService,
  ) {}

  /** First start with no admin: create one from ADMIN_ID/ADMIN_PASSWORD, or generate a password and say it once. */
  async onApplicationBootstrap(): Promise<void> {
    const users = this.dataSource.getRepository(User);
    if (await users.existsBy({ role: 'admin' })) return;
    const { id, password } = this.config.admin;
    const chosen = password ?? randomBytes(12).toString('base64url');
    await insertPlatformAdmin(this.dataSource.manager, id, await hashPassword(chosen));
    if (password) this.logger.log(`Platform admin ${id} created from ADMIN_ID/ADMIN_PASSWORD.`);
    else this.logger.warn(`Platform admin created. Sign in with ID ${id} and password ${chosen} (shown only this once).`);
  }

  /**
   * Accounts waiting for approval that the caller may approve, oldest first, with their registration details (five
   * queries in all, however many accounts).
   */
  async listPending(caller: AuthUser): Promise<PendingUsersResponseDto> {
    const query = usersWithSchool(this.dataSource.manager)
      .where('user.account_status = :status', { status: 'pending_activation' })
      .orderBy('user.created_at', 'ASC')
      .addOrderBy('user.id', 'ASC');
    const users = await this.access.scope(query, 'user', caller, 'user', 'edit').getMany();
    if (users.length === 0) return { users: [] };
    const ids = users.map((u) => u.id);
    const [staff, parents, links, pending] = await Promise.all([
      this.dataSource.getRepository(StaffProfile).findBy({ user_id: In(ids) }),
      this.dataSource.getRepository(ParentProfile).findBy({ user_id: In(ids) }),
      this.dataSource.getRepository(ParentStudentLink).find({ where: [{ parent_id: In(ids) }, { student_id: In(ids) }] }),
      this.dataSource.getRepository(PendingFamilyLink).find({ where: [{ parent_id: In(ids) }, { student_id: In(ids) }] }),
    ]);
    const list = users.map((user) => {
      const profile = staff.find((s) => s.user_id === user.id);
      const family = [...links, ...pending]
        .filter((l) => l.parent_id === user.id || l.student_id === user.id)
        .map((l) => (l.parent_id === user.id ? l.student_id : l.parent_id));
      return {
        ...toUserView(user),
        specialization: profile?.specialization ?? null,
        qualifications: profile?.qualifications ?? null,
        self_school_level: parents.find((p) => p.user_id === user.id)?.self_school_level ?? null,
        family_ids: [...new Set(family)],
      };
    });
    return { users: list };
  }

  async approve(caller: AuthUser, id: string): Promise<UserMessageResponseDto> {
    const user = await this.findEditable(caller, id);
    if (user.account_status !== 'pending_activation') throw ApiError.conflict(MESSAGES.users.notPending);
    return { message: MESSAGES.users.approved, user: await this.save(user, { is_active: true, account_status: 'active' }) };
  }

  async reject(caller: AuthUser, id: string): Promise<UserMessageResponseDto> {
    const user = await this.findEditable(caller, id);
    if (user.account_status !== 'pending_activation') throw ApiError.conflict(MESSAGES.users.notPending);
    return { message: MESSAGES.users.rejected, user: await this.save(user, { is_active: false, account_status: 'rejected' }) };
  }

  /** Flips is_active. Activating also approves: an admin who switches a pending account on has accepted it. */
  async toggleActive(caller: AuthUser, id: string): Promise<UserMessageResponseDto> {
    if (caller.id === id) throw ApiError.conflict(MESSAGES.users.cannotChangeOwnAccount);
    const user = await this.findEditable(caller, id);
    const view = await this.save(user, user.is_active ? { is_active: false } : { is_active: true, account_status: 'active' });
    return { message: view.is_active ? MESSAGES.users.activated : MESSAGES.users.deactivated, user: view };
  }

  /** One account the caller may change, with its complex, in one query; outside their scope it is missing. */
  private async findEditable(caller: AuthUser, id: string): Promise<User> {
    const user = await this.access.scope(usersWithSchool(this.dataSource.manager).where('user.id = :id', { id }), 'user', caller, 'user', 'edit').getOne();
    if (!user) throw ApiError.notFound(MESSAGES.users.notFound);
    return user;
  }

  private async save(user: User, change: Partial<User>) {
    await this.dataSource.getRepository(User).update({ id: user.id }, change);
    return toUserView({ ...user, ...change } as User);
  }

  /** People the caller may see, filtered, with their linked-children counts: two queries however many. */
  async list(caller: AuthUser, query: UserQueryDto): Promise<UserListItemDto[]> {
    const qb = usersWithSchool(this.dataSource.manager).orderBy('user.first_name', 'ASC').addOrderBy('user.id', 'ASC');
    if (query.role !== undefined) qb.andWhere('user.role = :role', { role: query.role });
    if (query.school_id !== undefined) qb.andWhere('user.school_id = :schoolId', { schoolId: query.school_id });
    if (query.is_active !== undefined) qb.andWhere('user.is_active = :isActive', { isActive: query.is_active });
    matchesSearch(qb, 'user', query.search);
    const users = await this.access.scope(qb, 'user', caller, 'user', 'view').getMany();
    const counts = await childrenCountsOf(this.dataSource.manager, users.map((user) => user.id));
    return users.map((user) => ({ ...toUserView(user), notes: user.notes, children_count: counts.get(user.id) ?? 0 }));
  }

  /** The profile form: names, contacts and personal details. An e-mail another account uses is refused (409). */
  async updateProfile(caller: AuthUser, id: string, dto: UpdateProfileDto): Promise<UserMessageResponseDto> {
    const user = await this.findEditable(caller, id);
    const taken = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where('LOWER(user.email) = LOWER(:email)', { email: dto.email })
      .andWhere('user.id <> :id', { id })
      .getExists();
    if (taken) throw new ApiError(HttpStatus.CONFLICT, MESSAGES.profile.emailTaken, [{ path: 'email', msg: MESSAGES.profile.emailTaken }]);
    const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
    const change: Partial<User> = {
      first_name: dto.first_name,
      second_name: dto.second_name === undefined ? undefined : (dto.second_name ?? ''),
      third_name: dto.third_name === undefined ? undefined : (dto.third_name ?? ''),
      last_name: dto.last_name,
      email: dto.email,
      phone: orNull(dto.phone),
      address: orNull(dto.address),
      date_of_birth: orNull(dto.date_of_birth),
      school_level: orNull(dto.school_level),
      neighborhood: orNull(dto.neighborhood),
      notes: orNull(dto.notes),
    };
    await updateUser(this.dataSource.manager, id, change);
    const saved = await findUserWithSchool(this.dataSource.manager, id);
    return { message: MESSAGES.profile.saved, user: toUserView(saved ?? user) };
  }

  /** Deletes an account for good with what hangs on it, in one transaction; never one's own. */
  async remove(caller: AuthUser, id: string): Promise<MessageResponseDto> {
    if (caller.id === id) throw ApiError.conflict(MESSAGES.users.cannotDeleteOwnAccount);
    const qb = usersWithSchool(this.dataSource.manager).where('user.id = :id', { id });
    if (!(await this.access.scope(qb, 'user', caller, 'user', 'delete').getExists())) throw ApiError.notFound(MESSAGES.users.notFound);
    await this.dataSource.transaction((manager) => deleteUserForGood(manager, id));
    return { message: MESSAGES.users.deleted };
  }
}

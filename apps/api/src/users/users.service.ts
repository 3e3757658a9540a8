import { HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { allows, countedArabic, MESSAGES, placeRole, rolePlacementError, RULES, calendarToday, type CountedNoun, type Role, type RolePlacement } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { refuseRoleAboveOwn } from '../common/role-ceiling.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import type { ApprovedUsersResponseDto, ApproveUsersDto, PendingUsersResponseDto } from './dto/pending-user.dto.js';
import type { UpdateProfileDto, UserListItemDto, UserQueryDto } from './dto/user-list.dto.js';
import type { CreateUserDto, SetActiveDto, UpdateUserDto } from './dto/user-form.dto.js';
import { toUserView, type UserMessageResponseDto } from './dto/user-view.dto.js';
import { ParentProfile } from './entities/parent-profile.entity.js';
import { ParentStudentLink } from './entities/parent-student-link.entity.js';
import { PendingFamilyLink } from './entities/pending-family-link.entity.js';
import { StaffProfile } from './entities/staff-profile.entity.js';
import { User } from './entities/user.entity.js';
import { matchesSearch } from '../database/search.js';
import {
  childrenCountsOf,
  countActiveAdmins,
  deleteUserForGood,
  endsSessions,
  findUserWithSchool,
  insertPlatformAdmin,
  insertUser,
  isEmailTaken,
  parentIdsOf,
  saveStaffProfile,
  saveStudentProfile,
  sharedEmailsAmong,
  studyRequestsOf,
  updateUser,
  usersWithSchool,
  withSharedEmail,
} from './user.queries.js';
import {
  activeEnrollmentsOf,
  addTeacherClass,
  classesOfTeachers,
  enrolStudent,
  findClassSchool,
  onlyMembersOf,
  setTeacherClasses,
} from '../classes/class.queries.js';
import { manageSchoolIfUnmanaged, releaseSchoolsOf } from '../schools/school.queries.js';
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
    return { message: MESSAGES.users.approved, user: await this.decide(caller, id, { is_active: true, account_status: 'active' }) };
  }

  /**
   * Approves several pending accounts together, or none: one conditional write (WHERE still pending) checked by the
   * rows it changed, so an account approved or rejected meanwhile refuses the whole request (409) and the transaction
   * leaves every account as it was. Three queries however many accounts.
   */
  async approveMany(caller: AuthUser, dto: ApproveUsersDto): Promise<ApprovedUsersResponseDto> {
    const ids = [...new Set(dto.ids)];
    if (ids.length === 0) throw ApiError.field('ids', MESSAGES.users.noneChosen);
    await this.access.require(caller, 'user', 'edit', ids);
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager
        .getRepository(User)
        .update({ id: In(ids), account_status: 'pending_activation' }, { is_active: true, account_status: 'active' });
      if (affected !== ids.length) throw ApiError.conflict(MESSAGES.users.someNotPending);
    });
    const users = await usersWithSchool(this.dataSource.manager).where('user.id IN (:...ids)', { ids }).orderBy('user.first_name', 'ASC').getMany();
    return { message: MESSAGES.users.approvedMany(countedArabic(ids.length, ACCOUNTS)), users: users.map(toUserView) };
  }

  async reject(caller: AuthUser, id: string): Promise<UserMessageResponseDto> {
    return { message: MESSAGES.users.rejected, user: await this.decide(caller, id, { is_active: false, account_status: 'rejected' }) };
  }

  /**
   * Approves or rejects a pending account, once. The write is conditional (WHERE account_status is still pending)
   * and checked by the rows it changed, so of two decisions sent at once (two managers, two API processes) exactly
   * one wins on both databases and the other gets the same 409 as a late one. It runs in a transaction of its own
   * so that the loser's audit entry (the trail reads the row before the statement, when it may still look pending)
   * is rolled back with it: the trail keeps the winner's alone.
   */
  private async decide(caller: AuthUser, id: string, change: Pick<User, 'is_active' | 'account_status'>) {
    const user = await this.findEditable(caller, id);
    if (user.account_status !== 'pending_activation') throw ApiError.conflict(MESSAGES.users.notPending);
    await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.getRepository(User).update({ id, account_status: 'pending_activation' }, change);
      if (affected !== 1) throw ApiError.conflict(MESSAGES.users.notPending);
    });
    return toUserView({ ...user, ...change } as User);
  }

  /** Flips is_active. Activating also approves: an admin who switches a pending account on has accepted it. */
  async toggleActive(caller: AuthUser, id: string): Promise<UserMessageResponseDto> {
    if (caller.id === id) throw ApiError.conflict(MESSAGES.users.cannotChangeOwnAccount);
    const user = await this.findEditable(caller, id);
    return this.setActiveState(user, !user.is_active);
  }

  /** The platform admins' switch: sets is_active (switching on also approves). Never one's own account, never the last active admin. */
  async setActive(caller: AuthUser, id: string, dto: SetActiveDto): Promise<UserMessageResponseDto> {
    if (caller.id === id) throw ApiError.conflict(MESSAGES.users.cannotChangeOwnAccount);
    return this.setActiveState(await this.findEditable(caller, id), dto.is_active);
  }

  private async setActiveState(user: User, active: boolean): Promise<UserMessageResponseDto> {
    if (!active) await this.keepAnActiveAdmin(user);
    const view = await this.save(user, active ? { is_active: true, account_status: 'active' } : { is_active: false });
    return { message: view.is_active ? MESSAGES.users.activated : MESSAGES.users.deactivated, user: view };
  }

  /** Refuses (409) to demote, switch off or delete `user` when they are the one active platform admin left. */
  private async keepAnActiveAdmin(user: Pick<User, 'role' | 'is_active'>): Promise<void> {
    if (user.role === 'admin' && user.is_active && (await countActiveAdmins(this.dataSource.manager)) <= 1)
      throw ApiError.conflict(MESSAGES.users.lastActiveAdmin);
  }

  /**
   * Only a caller who manages the system makes or touches a platform admin's account: users.manage granted to a
   * complex manager must not let them crown someone admin.
   */
  private async requireAdminRights(caller: AuthUser, ...roles: Role[]): Promise<void> {
    if (!roles.includes('admin')) return;
    await this.access.permissions(caller);
    if (!allows(RULES.system.manage, caller)) throw ApiError.forbidden(MESSAGES.users.adminOnly);
  }

  /**
   * Checks a role placement against the caller's scope: the complex must be one they may see, the circle one of
   * that complex (400 otherwise). Returns the placement to store.
   */
  private async checkPlacement(caller: AuthUser, placement: RolePlacement): Promise<RolePlacement> {
    const missing = rolePlacementError(placement);
    if (missing) throw ApiError.field(missing.path, missing.msg);
    if (placement.school_id !== null) await this.access.require(caller, 'school', 'view', [placement.school_id]);
    if (placement.class_id !== null) {
      const schoolClass = await findClassSchool(this.dataSource.manager, placement.class_id);
      if (schoolClass?.school_id !== placement.school_id) {
        throw ApiError.field('class_id', MESSAGES.users.classNotInSchool);
      }
    }
    return placement;
  }

  private async refuseTakenEmail(email: string | undefined, exceptId: string | null): Promise<void> {
    if (email !== undefined && (await isEmailTaken(this.dataSource.manager, email, exceptId))) {
      throw ApiError.field('email', MESSAGES.profile.emailTaken, HttpStatus.CONFLICT);
    }
  }

  /** A complex manager, supervisor or platform admin from the account forms: active and approved at once. */
  async create(caller: AuthUser, dto: CreateUserDto): Promise<UserMessageResponseDto> {
    await this.requireAdminRights(caller, dto.role);
    refuseRoleAboveOwn(caller, dto.role);
    const placement = await this.checkPlacement(caller, placeRole(dto.role, dto.school_id, null));
    await this.refuseTakenEmail(dto.email, null);
    const passwordHash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (manager) => {
      await insertUser(manager, {
        id: dto.id,
        first_name: dto.first_name,
        second_name: dto.second_name ?? '',
        third_name: dto.third_name ?? '',
        last_name: dto.last_name,
        email: dto.email,
        phone: dto.phone || null,
        role: dto.role,
        school_id: placement.school_id,
        is_active: true,
        account_status: 'active',
        password_hash: passwordHash,
      });
      await this.settleRole(manager, dto.id, null, placement);
    });
    return { message: MESSAGES.users.created, user: toUserView((await findUserWithSchool(this.dataSource.manager, dto.id))!) };
  }

  /**
   * The role edit, and the managers' and platform admins' edit form: role, complex and circle by the role edit's
   * rules, and the names, contacts and password when sent. A new password ends the user's open sessions; the last
   * active platform admin keeps their role.
   */
  async update(caller: AuthUser, id: string, dto: UpdateUserDto): Promise<UserMessageResponseDto> {
    const user = await this.findEditable(caller, id);
    await this.requireAdminRights(caller, user.role, dto.role);
    refuseRoleAboveOwn(caller, dto.role);
    const placement = await this.checkPlacement(caller, placeRole(dto.role, dto.school_id, dto.class_id));
    if (dto.role !== 'admin') await this.keepAnActiveAdmin(user);
    await this.refuseTakenEmail(dto.email, id);
    const password = dto.password ? { password_hash: await hashPassword(dto.password) } : {};
    const optional = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, id, {
        role: placement.role,
        school_id: placement.school_id,
        first_name: dto.first_name,
        second_name: optional(dto.second_name),
        third_name: optional(dto.third_name),
        last_name: dto.last_name,
        email: dto.email,
        phone: dto.phone === undefined ? undefined : dto.phone || null,
        ...password,
      });
      await this.settleRole(manager, id, user, placement);
    });
    return { message: MESSAGES.users.saved, user: toUserView((await findUserWithSchool(this.dataSource.manager, id))!) };
  }

  /**
   * What follows a user's role and place, in `manager`'s transaction (`before`: the user as they were; null when
   * new). A complex manager manages their complex if it has nobody, and stops managing any when they change role.
   * A teacher joins the chosen circle (keeping the others of the same complex) and leaves every circle when they
   * change role or complex; a student is enrolled in the chosen circle or in none. Students and staff get the
   * profile their screens read.
   */
  private async settleRole(manager: EntityManager, id: string, before: Pick<User, 'role' | 'school_id'> | null, placement: RolePlacement): Promise<void> {
    const movedSchool = before !== null && before.school_id !== placement.school_id;
    if (before?.role === 'administrator' && (placement.role !== 'administrator' || movedSchool)) await releaseSchoolsOf(manager, id);
    if (placement.role === 'administrator' && placement.school_id !== null) await manageSchoolIfUnmanaged(manager, placement.school_id, id);

    if (before?.role === 'teacher' && (placement.role !== 'teacher' || movedSchool)) await setTeacherClasses(manager, id, []);
    if (placement.role === 'teacher' && placement.class_id !== null) await addTeacherClass(manager, id, placement.class_id);

    if (placement.role === 'student') {
      await saveStudentProfile(manager, id, {});
      await enrolStudent(manager, id, placement.class_id, calendarToday());
    } else if (before?.role === 'student') await enrolStudent(manager, id, null, calendarToday());
    if (['administrator', 'supervisor', 'teacher'].includes(placement.role)) await saveStaffProfile(manager, id, {});
  }

  /** One account the caller may change, with its complex, in one query; outside their scope it is missing. */
  private async findEditable(caller: AuthUser, id: string): Promise<User> {
    return this.access.one(usersWithSchool(this.dataSource.manager).where('user.id = :id', { id }), 'user', caller, 'user', 'edit');
  }

  private async save(user: User, change: Partial<User>) {
    // A deactivation ends the user's open sessions, as updateUser does for a new password or role.
    const sessions = endsSessions(user, change) ? { session_version: user.session_version + 1 } : {};
    await this.dataSource.getRepository(User).update({ id: user.id }, { ...change, ...sessions });
    return toUserView({ ...user, ...change } as User);
  }

  /**
   * People the caller may see, filtered, with their linked-children counts, circles, parents, whether their e-mail
   * is shared and a parent's request to study too: seven queries however many.
   */
  async list(caller: AuthUser, query: UserQueryDto): Promise<UserListItemDto[]> {
    const qb = usersWithSchool(this.dataSource.manager).orderBy('user.first_name', 'ASC').addOrderBy('user.id', 'ASC');
    if (query.role !== undefined) qb.andWhere('user.role = :role', { role: query.role });
    if (query.school_id !== undefined) qb.andWhere('user.school_id = :schoolId', { schoolId: query.school_id });
    if (query.is_active !== undefined) qb.andWhere('user.is_active = :isActive', { isActive: query.is_active });
    if (query.class_id !== undefined) onlyMembersOf(qb, 'user', query.class_id);
    if (query.email !== undefined) withSharedEmail(qb, query.email === 'duplicate');
    if (query.account_status !== undefined) qb.andWhere('user.account_status = :accountStatus', { accountStatus: query.account_status });
    matchesSearch(qb, 'user', query.search);
    const users = await this.access.scope(qb, 'user', caller, 'user', 'view').getMany();
    const ids = users.map((user) => user.id);
    const manager = this.dataSource.manager;
    const [counts, taught, enrolled, parents, shared, studyRequests] = await Promise.all([
      childrenCountsOf(manager, ids),
      classesOfTeachers(manager, ids),
      activeEnrollmentsOf(manager, ids),
      parentIdsOf(manager, ids),
      sharedEmailsAmong(
        manager,
        users.map((user) => user.email),
      ),
      studyRequestsOf(manager, ids),
    ]);
    return users.map((user) => {
      const enrolment = enrolled.get(user.id);
      return {
        ...toUserView(user),
        notes: user.notes,
        children_count: counts.get(user.id) ?? 0,
        classes: enrolment ? [{ id: enrolment.class_id, name: enrolment.class!.name }] : (taught.get(user.id) ?? []).map(({ id, name }) => ({ id, name })),
        parent_ids: parents.get(user.id) ?? [],
        email_duplicate: user.email !== null && shared.has(user.email.toLowerCase()),
        study_request: studyRequests.get(user.id) ?? null,
      };
    });
  }

  /** The profile form: names, contacts and personal details. An e-mail another account uses is refused (409). */
  async updateProfile(caller: AuthUser, id: string, dto: UpdateProfileDto): Promise<UserMessageResponseDto> {
    const user = await this.findEditable(caller, id);
    await this.refuseTakenEmail(dto.email, id);
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
    const user = await this.access.scope(qb, 'user', caller, 'user', 'delete').getOne();
    if (!user) throw ApiError.notFound(MESSAGES.users.notFound);
    await this.keepAnActiveAdmin(user);
    await this.dataSource.transaction((manager) => deleteUserForGood(manager, id));
    return { message: MESSAGES.users.deleted };
  }
}

/** Accounts counted in the genitive ("تم اعتماد حسابين"). */
const ACCOUNTS: CountedNoun = { single: 'حساب', one: 'حساب واحد', two: 'حسابين', few: 'حسابات', many: 'حسابًا' };

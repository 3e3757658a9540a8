import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES, ROLES_WITH_CHILDREN } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import type { ParentStudentLink } from '../users/entities/parent-student-link.entity.js';
import type { User } from '../users/entities/user.entity.js';
import {
  childLinkQuery,
  childLinksQuery,
  confirmChildLink,
  deleteChildLink,
  insertChildLink,
  likelyChildrenOf,
  namedAtRegistration,
  pendingChildLinksQuery,
  studentsNotLinkedTo,
  usersWithSchool,
} from '../users/user.queries.js';
import type {
  AddChildDto,
  AvailableStudentDto,
  AvailableStudentsResponseDto,
  ChildDto,
  ChildLinkedResponseDto,
  ChildrenResponseDto,
  PendingChildDto,
  PendingChildLinkDto,
  PendingChildLinksResponseDto,
} from './dto/children.dto.js';

/**
 * A parent's children: the links, the students that may still be linked, linking and unlinking, and the complex's
 * confirmation of a parent's requests. Who reaches which parent is the 'family' rule; each link is then narrowed by
 * its child through the student rule (see family.rule.ts for the whole decision).
 */
@Injectable()
export class ChildrenService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /**
   * The parent's links the caller may see, in one query: the confirmed ones whose child the caller may read (the
   * student rule's 'view'), and those waiting for the child's complex, as requests without the child's data. A
   * parent reads all of their own links; staff only those of the children they may read, pending ones too.
   */
  async list(caller: AuthUser, parentId: string): Promise<ChildrenResponseDto> {
    await this.findParent(caller, parentId, 'view');
    const qb = childLinksQuery(this.dataSource.manager, parentId);
    const readable = this.access.ids(qb, caller, 'student', 'view');
    // The parent's own confirmed links are their children by the student rule already; their pending requests are theirs to see.
    const links = await qb.andWhere(`(link.parent_id = :listCaller OR link.student_id IN ${readable})`, { listCaller: caller.id }).getMany();
    return {
      children: links.filter((link) => link.status === 'confirmed').map(toChildDto),
      pending: links.filter((link) => link.status === 'pending').map(toPendingChildDto),
    };
  }

  /**
   * Students this parent may be linked to by the caller: the students the caller manages that are not linked yet;
   * and, when the parent acts for themself, those who named them or carry their family name where their children study.
   */
  async available(caller: AuthUser, parentId: string): Promise<AvailableStudentsResponseDto> {
    const parent = await this.findParent(caller, parentId, 'edit');
    return { students: (await this.candidates(caller, parent)).map(({ student }) => toAvailableDto(student)) };
  }

  /**
   * Links a student of the available list (an inactive one too); any other is missing (404). The link is confirmed
   * at once when the caller may edit the student (staff of the child's complex, the admin) or when the child named
   * this parent at registration; a parent's other links wait for the child's complex (status pending).
   */
  async add(caller: AuthUser, parentId: string, dto: AddChildDto): Promise<ChildLinkedResponseDto> {
    const parent = await this.findParent(caller, parentId, 'edit');
    const existing = await childLinksQuery(this.dataSource.manager, parentId)
      .andWhere('link.student_id = :studentId', { studentId: dto.studentId })
      .getExists();
    if (existing) throw ApiError.conflict(MESSAGES.children.alreadyLinked);
    const candidate = (await this.candidates(caller, parent)).find(({ student }) => student.id === dto.studentId);
    if (!candidate) throw ApiError.notFound(MESSAGES.users.notFound);
    const confirmed = candidate.managed || (await namedAtRegistration(this.dataSource.manager, parentId, dto.studentId));
    const id = await insertChildLink(this.dataSource.manager, {
      parent_id: parentId,
      student_id: dto.studentId,
      relationship_type: dto.relationshipType ?? 'parent',
      is_primary: dto.isPrimary ?? false,
      status: confirmed ? 'confirmed' : 'pending',
    });
    const link = await childLinksQuery(this.dataSource.manager, parentId).andWhere('link.id = :id', { id }).getOneOrFail();
    if (!confirmed) return { message: MESSAGES.children.linkPending, status: 'pending', child: null, request: toPendingChildDto(link) };
    return { message: MESSAGES.children.linked, status: 'confirmed', child: toChildDto(link), request: null };
  }

  /**
   * Unlinks one of the parent's links, or withdraws a request: the parent their own, whatever the child's complex;
   * anyone else only a link whose child they may edit (the student rule's 'edit'), so one complex never undoes
   * another's link. Anything else is missing (404).
   */
  async remove(caller: AuthUser, parentId: string, relationshipId: number): Promise<MessageResponseDto> {
    await this.findParent(caller, parentId, 'edit');
    const qb = childLinkQuery(this.dataSource.manager, relationshipId).andWhere('link.parent_id = :parentId', { parentId });
    const editable = this.access.ids(qb, caller, 'student', 'edit');
    const link = await qb.andWhere(`(link.parent_id = :removeCaller OR link.student_id IN ${editable})`, { removeCaller: caller.id }).getOne();
    if (!link || !(await deleteChildLink(this.dataSource.manager, link.id))) throw ApiError.notFound(MESSAGES.children.linkNotFound);
    return { message: MESSAGES.children.unlinked };
  }

  /** Parents' requests waiting for confirmation whose child the caller may edit, oldest first, in one query. */
  async pending(caller: AuthUser): Promise<PendingChildLinksResponseDto> {
    const links = await this.access.scope(pendingChildLinksQuery(this.dataSource.manager), 'student', caller, 'student', 'edit').getMany();
    return { links: links.map(toPendingChildLinkDto) };
  }

  /** Confirms a parent's request: from now on the parent reaches the child. */
  async approve(caller: AuthUser, relationshipId: number): Promise<MessageResponseDto> {
    const link = await this.findPending(caller, relationshipId);
    if (!(await confirmChildLink(this.dataSource.manager, link.id))) throw ApiError.notFound(MESSAGES.children.linkNotFound);
    return { message: MESSAGES.children.linkApproved };
  }

  /** Refuses a parent's request: the link is removed, and the parent may ask again. */
  async reject(caller: AuthUser, relationshipId: number): Promise<MessageResponseDto> {
    const link = await this.findPending(caller, relationshipId);
    if (!(await deleteChildLink(this.dataSource.manager, link.id, { onlyPending: true }))) throw ApiError.notFound(MESSAGES.children.linkNotFound);
    return { message: MESSAGES.children.linkRejected };
  }

  /** A pending link whose child the caller may edit; any other (confirmed, missing, another complex's) is missing. */
  private async findPending(caller: AuthUser, relationshipId: number): Promise<ParentStudentLink> {
    const qb = pendingChildLinksQuery(this.dataSource.manager).andWhere('link.id = :relationshipId', { relationshipId });
    const link = await this.access.scope(qb, 'student', caller, 'student', 'edit').getOne();
    if (!link) throw ApiError.notFound(MESSAGES.children.linkNotFound);
    return link;
  }

  /**
   * A parent (or a staff member who is a parent too, spec 02 section 6) whose links the caller may read or change
   * (the 'family' rule); anyone else is missing.
   */
  private async findParent(caller: AuthUser, parentId: string, action: 'view' | 'edit'): Promise<User> {
    const qb = usersWithSchool(this.dataSource.manager)
      .where('user.role IN (:...roles)', { roles: ROLES_WITH_CHILDREN })
      .andWhere('user.id = :parentId', { parentId });
    return this.access.one(qb, 'user', caller, 'family', action);
  }

  /** The students the caller may link to the parent; `managed` when the caller may edit them (the link is confirmed). */
  private async candidates(caller: AuthUser, parent: User): Promise<{ student: User; managed: boolean }[]> {
    const managed = await this.access.scope(studentsNotLinkedTo(this.dataSource.manager, parent.id), 'user', caller, 'student', 'edit').getMany();
    const found = new Map(managed.map((student) => [student.id, { student, managed: true }]));
    if (caller.id === parent.id) {
      for (const student of await likelyChildrenOf(this.dataSource.manager, parent))
        if (!found.has(student.id)) found.set(student.id, { student, managed: false });
    }
    return [...found.values()];
  }
}

function toChildDto(link: ParentStudentLink): ChildDto {
  const student = link.student!;
  return {
    relationship_id: link.id,
    student_id: student.id,
    id: student.id,
    first_name: student.first_name,
    second_name: student.second_name,
    third_name: student.third_name,
    last_name: student.last_name,
    school_level: student.school_level,
    email: student.email,
    phone: student.phone,
    relationship_type: link.relationship_type,
    is_primary: link.is_primary,
    is_active: student.is_active,
    school_name: student.school?.name ?? null,
  };
}

function toPendingChildDto(link: ParentStudentLink): PendingChildDto {
  return {
    relationship_id: link.id,
    student_id: link.student_id,
    relationship_type: link.relationship_type,
    requested_at: new Date(link.created_at).toISOString(),
  };
}

function toAvailableDto(student: User): AvailableStudentDto {
  return {
    id: student.id,
    first_name: student.first_name,
    second_name: student.second_name,
    third_name: student.third_name,
    last_name: student.last_name,
    school_level: student.school_level,
    school_name: student.school?.name ?? null,
    is_active: student.is_active,
  };
}

function toPendingChildLinkDto(link: ParentStudentLink): PendingChildLinkDto {
  const parent = link.parent!;
  return {
    relationship_id: link.id,
    relationship_type: link.relationship_type,
    requested_at: new Date(link.created_at).toISOString(),
    parent: {
      id: parent.id,
      first_name: parent.first_name,
      second_name: parent.second_name,
      third_name: parent.third_name,
      last_name: parent.last_name,
      phone: parent.phone,
    },
    student: toAvailableDto(link.student!),
  };
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES, ROLES_WITH_CHILDREN } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import type { ParentStudentLink } from '../users/entities/parent-student-link.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { childLinksOf, deleteChildLink, insertChildLink, likelyChildrenOf, studentsNotLinkedTo, usersWithSchool } from '../users/user.queries.js';
import type { AddChildDto, AvailableStudentDto, AvailableStudentsResponseDto, ChildDto, ChildLinkedResponseDto, ChildrenResponseDto } from './dto/children.dto.js';

/** A parent's children: the links, the students that may still be linked, linking and unlinking. */
@Injectable()
export class ChildrenService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  async list(caller: AuthUser, parentId: string): Promise<ChildrenResponseDto> {
    await this.findParent(caller, parentId, 'view');
    return { children: (await childLinksOf(this.dataSource.manager, parentId)).map(toChildDto) };
  }

  /**
   * Students this parent may be linked to by the caller: the students the caller manages that are not linked yet;
   * and, when the parent acts for themself, those who named them or carry their family name where their children study.
   */
  async available(caller: AuthUser, parentId: string): Promise<AvailableStudentsResponseDto> {
    const parent = await this.findParent(caller, parentId, 'edit');
    return { students: (await this.candidates(caller, parent)).map(toAvailableDto) };
  }

  /** Links a student of the available list (an inactive one too); any other is missing (404). */
  async add(caller: AuthUser, parentId: string, dto: AddChildDto): Promise<ChildLinkedResponseDto> {
    const parent = await this.findParent(caller, parentId, 'edit');
    const links = await childLinksOf(this.dataSource.manager, parentId);
    if (links.some((link) => link.student_id === dto.studentId)) throw ApiError.conflict(MESSAGES.children.alreadyLinked);
    if (!(await this.candidates(caller, parent)).some((student) => student.id === dto.studentId)) throw ApiError.notFound(MESSAGES.users.notFound);
    const id = await insertChildLink(this.dataSource.manager, {
      parent_id: parentId,
      student_id: dto.studentId,
      relationship_type: dto.relationshipType ?? 'parent',
      is_primary: dto.isPrimary ?? false,
    });
    const link = (await childLinksOf(this.dataSource.manager, parentId)).find((row) => row.id === id)!;
    return { message: MESSAGES.children.linked, child: toChildDto(link) };
  }

  async remove(caller: AuthUser, parentId: string, relationshipId: number): Promise<MessageResponseDto> {
    await this.findParent(caller, parentId, 'edit');
    if (!(await deleteChildLink(this.dataSource.manager, parentId, relationshipId))) throw ApiError.notFound(MESSAGES.children.linkNotFound);
    return { message: MESSAGES.children.unlinked };
  }

  /**
   * A parent (or a staff member who is a parent too, spec 02 section 6) whose links the caller may read or change
   * (the 'family' rule); anyone else is missing.
   */
  private async findParent(caller: AuthUser, parentId: string, action: 'view' | 'edit'): Promise<User> {
    const qb = usersWithSchool(this.dataSource.manager).where('user.role IN (:...roles)', { roles: ROLES_WITH_CHILDREN }).andWhere('user.id = :parentId', { parentId });
    const parent = await this.access.scope(qb, 'user', caller, 'family', action).getOne();
    if (!parent) throw ApiError.notFound(MESSAGES.users.notFound);
    return parent;
  }

  private async candidates(caller: AuthUser, parent: User): Promise<User[]> {
    const managed = await this.access.scope(studentsNotLinkedTo(this.dataSource.manager, parent.id), 'user', caller, 'student', 'edit').getMany();
    if (caller.id !== parent.id) return managed;
    const likely = await likelyChildrenOf(this.dataSource.manager, parent);
    return [...new Map([...managed, ...likely].map((student) => [student.id, student])).values()];
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

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES } from '#common';
import { isValidPosition } from '#quran';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { checkClassBookEntry } from '../classes/class-book-entry.js';
import { ApiError } from '../common/api-error.js';
import { saveStudentProfile } from '../users/user.queries.js';
import { toGoalDto, type GoalMessageResponseDto, type GoalsResponseDto, type SetGoalDto } from './dto/profile.dto.js';
import { StudentGoal } from './entities/student-goal.entity.js';

/** A student's memorisation targets: set from a circle whose book the caller keeps, read as a list, the open one on the profile. */
@Injectable()
export class GoalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The student's latest goal not yet reached, or null. */
  current(studentId: string): Promise<StudentGoal | null> {
    return this.dataSource.manager.getRepository(StudentGoal).findOne({ where: { student_id: studentId, completed: false }, order: { id: 'DESC' } });
  }

  /**
   * Sets a student's target from the profile dialog: a new goal row, and the target the student form shows (the
   * profile's), in one transaction.
   */
  async set(caller: AuthUser, classId: number, studentId: string, dto: SetGoalDto): Promise<GoalMessageResponseDto> {
    await checkClassBookEntry(this.access, this.dataSource.manager, caller, { class_id: classId, student_id: studentId });
    const target = { surahId: dto.target_surah_id, ayah: dto.target_ayah_number };
    if (!isValidPosition(target)) throw ApiError.field('target_ayah_number', MESSAGES.students.invalidAyah);
    const goal = await this.dataSource.transaction(async (manager) => {
      await saveStudentProfile(manager, studentId, { target_surah_id: target.surahId, target_ayah_number: target.ayah });
      const goals = manager.getRepository(StudentGoal);
      return goals.save(goals.create({ student_id: studentId, target_surah_id: target.surahId, target_ayah_number: target.ayah, set_by: caller.id }));
    });
    return { message: MESSAGES.goals.saved, goal: toGoalDto(goal) };
  }

  /** A student's goals, newest first. */
  async list(caller: AuthUser, studentId: string): Promise<GoalsResponseDto> {
    await this.access.require(caller, 'student', 'view', [studentId]);
    const goals = await this.dataSource.manager.getRepository(StudentGoal).find({ where: { student_id: studentId }, order: { id: 'DESC' } });
    return { goals: goals.map(toGoalDto) };
  }
}

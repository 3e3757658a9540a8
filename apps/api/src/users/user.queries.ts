import type { EntityManager } from 'typeorm';
import { User } from './entities/user.entity.js';

/**
 * One user with their complex, in one query. (`findOne` with a relation makes TypeORM run two: a DISTINCT id
 * lookup for its LIMIT, then the join.)
 */
export function findUserWithSchool(manager: EntityManager, id: string): Promise<User | null> {
  return manager.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.school', 'school').where('user.id = :id', { id }).getOne();
}

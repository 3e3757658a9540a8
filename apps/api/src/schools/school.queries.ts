import type { EntityManager } from 'typeorm';
import { School } from './entities/school.entity.js';

// Reads of the complexes table that other modules need. The schools module owns the table: others read it only
// through these functions (ESLint keeps its entities out of other modules) and write it only through its service.

/** Whether an active complex has this id (the staff registration form may name only those). */
export function isActiveSchool(manager: EntityManager, id: number): Promise<boolean> {
  return manager.getRepository(School).existsBy({ id, is_active: true });
}

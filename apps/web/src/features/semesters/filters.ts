import type { FilterSpec } from '../../shared/list/useUrlFilters';

/** The chosen complex, and the semester opened from it, kept in the URL so a reload or a shared link keeps them. */
export const SEMESTER_FILTERS = {
  school_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'school_id' },
} satisfies FilterSpec;

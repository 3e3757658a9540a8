// Values the list filters of several screens share: the all/active/inactive status choice, and the complex chosen
// for someone who sees only one.

/** A status filter's choice. Its labels differ by screen (a circle is "مفعلة", a teacher "مفعل"). */
export type StatusChoice = 'all' | 'active' | 'inactive';

/** The choice that stands for a list's is_active filter (none: all). */
export const statusChoiceOf = (isActive: boolean | undefined): StatusChoice => (isActive === undefined ? 'all' : isActive ? 'active' : 'inactive');

/** The is_active filter a choice stands for (all: none). */
export const isActiveOf = (choice: StatusChoice): boolean | undefined => (choice === 'all' ? undefined : choice === 'active');

/** The select options of a status filter, in the order all, active, inactive, with this screen's words. */
export function statusOptions(labels: Readonly<Record<StatusChoice, string>>): { value: StatusChoice; label: string }[] {
  return (['all', 'active', 'inactive'] as const).map((value) => ({ value, label: labels[value] }));
}

/** The complex of someone who sees only one (its manager, supervisor or teachers): for them it is chosen already. */
export function soleSchoolId(schools: readonly { id: number }[] | undefined): number | undefined {
  return schools?.length === 1 ? schools[0].id : undefined;
}

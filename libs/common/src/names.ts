/** The four name parts every person carries (spec 01 section 5); the middle two may be blank. */
export interface FourNames {
  first_name?: string | null;
  second_name?: string | null;
  third_name?: string | null;
  last_name?: string | null;
}

/** A person's full name: the four parts in order, blanks skipped, one space between. */
export function fullName(person: FourNames): string {
  return [person.first_name, person.second_name, person.third_name, person.last_name].filter(Boolean).join(' ');
}

import { Column, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { registerSearchText, SEARCH_TEXT_LENGTH } from './search.js';

/** Column type of a 10-digit national ID: the key of users, and of every column that points at one. */
const NATIONAL_ID = { type: 'varchar', length: 10 } as const;

/** A column holding a national ID; `primary` for tables keyed by their user (profiles). */
export function NationalIdColumn(options: { nullable?: boolean; primary?: boolean } = {}): PropertyDecorator {
  return options.primary ? PrimaryColumn(NATIONAL_ID) : Column({ ...NATIONAL_ID, nullable: options.nullable ?? false });
}

/**
 * The user a national-ID column points at, as a foreign key. Put it on the relation property beside the
 * {@link NationalIdColumn} it joins on: `@UserRelation('student_id', { onDelete: 'CASCADE' }) student?: User`.
 */
export function UserRelation(column: string, options: { onDelete: 'CASCADE' | 'SET NULL'; nullable?: boolean }): PropertyDecorator {
  return (target, key) => {
    // By entity name, so an entity file need not import the users module's entity at run time.
    ManyToOne('User', options)(target, key);
    JoinColumn({ name: column })(target, key);
  };
}

/**
 * The Arabic-normalised search text of a row (see database/search.ts): an indexed varchar kept by the search-text
 * subscriber from `sources` on every insert and update, and left out of ordinary reads (`select: false`). Name the
 * entity so its field names are checked: `@SearchTextColumn<User>(['first_name', 'last_name', 'id'])`.
 */
export function SearchTextColumn<T>(sources: readonly (keyof T & string)[]): PropertyDecorator {
  return (target, key) => {
    Column({ type: 'varchar', length: SEARCH_TEXT_LENGTH, default: '', select: false })(target, key);
    Index()(target, key);
    registerSearchText(target.constructor, String(key), sources);
  };
}

/** A complex's id (`school_id`), indexed: the rows of a complex are listed and scoped by it. */
export function SchoolIdColumn(): PropertyDecorator {
  return (target, key) => {
    Index()(target, key);
    Column({ type: 'int' })(target, key);
  };
}

/**
 * The complex a {@link SchoolIdColumn} points at. The API only soft-deletes complexes; a complex removed by hand
 * takes its semesters, circles and courses along.
 */
export function SchoolRelation(): PropertyDecorator {
  return (target, key) => {
    // By entity name, so an entity file need not import the schools module's entity at run time.
    ManyToOne('School', { onDelete: 'CASCADE' })(target, key);
    JoinColumn({ name: 'school_id' })(target, key);
  };
}

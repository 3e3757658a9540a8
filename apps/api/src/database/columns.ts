import { Column, Index, JoinColumn, ManyToOne, PrimaryColumn, type RelationOptions } from 'typeorm';
import type { SchoolClass } from '../classes/entities/school-class.entity.js';
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
  return foreignKey('User', column, options);
}

/**
 * A many-to-one relation joined on `column`. The target is named, not imported, so an entity file need not import
 * another module's entity at run time (and no two entity files import each other in a circle).
 */
function foreignKey(entity: string, column: string, options: RelationOptions, inverseSide?: string): PropertyDecorator {
  return (target, key) => {
    ManyToOne(entity, inverseSide, options)(target, key);
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
  return foreignKey('School', 'school_id', { onDelete: 'CASCADE' });
}

/**
 * The circle a `class_id` column points at; deleting the circle deletes the row. `nullable` where the column may be
 * null (a course of the whole semester has no circle); `inverseSide` names the circle's list of these rows, if it has one.
 */
export function ClassRelation(options: { nullable?: boolean; inverseSide?: keyof SchoolClass & string } = {}): PropertyDecorator {
  return foreignKey('SchoolClass', 'class_id', { nullable: options.nullable, onDelete: 'CASCADE' }, options.inverseSide);
}

/**
 * The semester a `semester_id` column points at. A day's record (a grade, a mark, points) and a course go with their
 * semester (the default); a circle and an enrolment stay, their semester emptied (`SET NULL`, on a nullable column).
 */
export function SemesterRelation(options: { onDelete: 'CASCADE' | 'SET NULL'; nullable?: boolean } = { onDelete: 'CASCADE' }): PropertyDecorator {
  return foreignKey('Semester', 'semester_id', options);
}

/** The course a `course_id` column points at; deleting the course deletes the row. */
export function CourseRelation(): PropertyDecorator {
  return foreignKey('Course', 'course_id', { onDelete: 'CASCADE' });
}

import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, type EntityMetadata, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { MESSAGES, type Role } from '#common';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { refuseRoleAboveOwn } from '../common/role-ceiling.js';
import { countActiveAdmins } from '../users/user.queries.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { isForeignKeyViolation, isUniqueViolation } from '../database/errors.js';
import { escapeLike } from '../database/search.js';
import {
  DATABASE_PAGE,
  toColumnDto,
  toTableDto,
  type DatabaseRecordResponseDto,
  type DatabaseTableQueryDto,
  type DatabaseTableResponseDto,
  type DatabaseTablesResponseDto,
} from './dto/database.dto.js';
import { checkFieldRules } from './field-rules.js';
import { checkRecord, parseKey, toRecord } from './record-values.js';
import { browsedTables, INT_RANGE, type BrowsedTable } from './table-catalogue.js';

/** Column kinds a search matches with LIKE: everything stored as text. */
const TEXT_KINDS = new Set(['string', 'text', 'json', 'date', 'enum']);

/** The accounts table, whose rows keep the rules of user management. */
const USERS_TABLE = 'users';

/** The alias of the browsed table in every query. */
const ROW = 'row';

/**
 * The database browser (spec 02 section 2.13): the tables of the data source's entities, a page of a table's rows,
 * and adding, editing and deleting one row.
 *
 * Safe by construction: a table is found only in the allow-list built from the entity metadata (browsedTables),
 * column names come only from that metadata, and every value is a bound parameter; nothing of the request is ever
 * written into SQL. Writes go through the entity's repository, so the search-text and audit subscribers see them
 * (the trail records each one with its author). Secret columns are masked when read and refused when written.
 */
@Injectable()
export class DatabaseBrowserService {
  private catalogue?: Map<string, BrowsedTable>;

  constructor(private readonly dataSource: DataSource) {}

  tables(): DatabaseTablesResponseDto {
    return { tables: [...this.tablesByName().values()].map(toTableDto) };
  }

  /** One page of rows, ordered by primary key, and the table's columns: two queries (the rows and the count). */
  async rows(tableName: string, query: DatabaseTableQueryDto): Promise<DatabaseTableResponseDto> {
    const table = this.table(tableName);
    const page = query.page ?? 1;
    const limit = query.limit ?? DATABASE_PAGE.default;
    const qb = this.select(table);
    this.search(qb, table, query.search);
    const [rows, total] = await qb
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
    return {
      records: rows.map((row) => toRecord(table, row)),
      columns: table.listed.map(toColumnDto),
      totalPages: Math.max(1, Math.ceil(total / limit)),
      page,
      total,
    };
  }

  async create(tableName: string, body: unknown): Promise<DatabaseRecordResponseDto> {
    const table = this.table(tableName);
    if (table.readOnly) throw ApiError.conflict(MESSAGES.database.readOnlyTable);
    if (!table.canCreate) throw ApiError.conflict(MESSAGES.database.noCreate);
    const values = checkRecord(table, body, { create: true });
    await checkFieldRules(table.name, body as Record<string, unknown>, values);
    const repository = this.repository(table);
    const row = repository.create();
    for (const [column, value] of values) column.metadata.setEntityValue(row, value);
    // insert(), never save(): save() of a row whose key exists (a user's national ID) would quietly update it.
    await this.write(() => repository.insert(row), MESSAGES.database.missingReference);
    // insert() has put the generated key back into the row.
    return { message: MESSAGES.database.created, record: await this.readRecord(table, table.primary[0].metadata.getEntityValue(row)) };
  }

  /**
   * Changes the columns the body names. The row is loaded and saved whole, so the subscribers see it before and
   * after: the search text of a user is rebuilt from their names, and the trail records the changed fields.
   */
  async update(caller: AuthUser, tableName: string, keyText: string, body: unknown): Promise<DatabaseRecordResponseDto> {
    const table = this.writableRow(tableName);
    const key = parseKey(table.primary[0], keyText);
    const values = checkRecord(table, body, { key });
    await checkFieldRules(table.name, body as Record<string, unknown>, values);
    const row = await this.load(table, key);
    const before = { ...row };
    for (const [column, value] of values) column.metadata.setEntityValue(row, value);
    await this.keepAccountsSafe(caller, table, before, row);
    await this.write(() => this.repository(table).save(row), MESSAGES.database.missingReference);
    return { message: MESSAGES.database.updated, record: await this.readRecord(table, key) };
  }

  /**
   * Deletes one row, unless other rows point at it. The refusal does not depend on the foreign key's ON DELETE:
   * a cascade or a SET NULL done by the database would change rows that the audit trail never sees.
   */
  async remove(caller: AuthUser, tableName: string, keyText: string): Promise<MessageResponseDto> {
    const table = this.writableRow(tableName);
    const key = parseKey(table.primary[0], keyText);
    const row = await this.load(table, key);
    await this.keepAccountsSafe(caller, table, row, null);
    const dependants = await this.dependantsOf(table, row);
    if (dependants.length > 0) throw ApiError.conflict(this.dependantsMessage(dependants));
    // A row pointing at it may appear between the check and the delete: the foreign key then refuses it.
    const everyDependant = this.referencesTo(table).map((reference) => reference.metadata);
    await this.write(() => this.repository(table).remove(row), this.dependantsMessage(everyDependant));
    return { message: MESSAGES.database.deleted };
  }

  /**
   * The account rules of user management hold here too (`after` null: a delete): nobody deletes or switches off their
   * own account, nobody gives an account a role above their own (a system.manage grant opens the browser, not the
   * admin's role), and the last active platform admin stays an active admin.
   */
  private async keepAccountsSafe(caller: AuthUser, table: BrowsedTable, before: ObjectLiteral, after: ObjectLiteral | null): Promise<void> {
    if (table.metadata.tableName !== USERS_TABLE) return;
    if (after && after.role !== before.role) refuseRoleAboveOwn(caller, after.role as Role);
    if (before.id === caller.id && (after === null || !after.is_active)) {
      throw ApiError.conflict(after === null ? MESSAGES.users.cannotDeleteOwnAccount : MESSAGES.users.cannotChangeOwnAccount);
    }
    const activeAdmin = (row: ObjectLiteral | null) => row?.role === 'admin' && row.is_active === true;
    if (activeAdmin(before) && !activeAdmin(after) && (await countActiveAdmins(this.dataSource.manager)) <= 1)
      throw ApiError.conflict(MESSAGES.users.lastActiveAdmin);
  }

  private tablesByName(): Map<string, BrowsedTable> {
    // Built on first use, once the data source has its metadata; the entities do not change while the app runs.
    this.catalogue ??= browsedTables(this.dataSource);
    return this.catalogue;
  }

  /** The allow-listed table of this name; any other name is a 404, however it is spelt. */
  private table(name: string): BrowsedTable {
    const table = this.tablesByName().get(name);
    if (!table) throw ApiError.notFound(MESSAGES.database.tableNotFound);
    return table;
  }

  /** A table whose rows a path value may edit or delete. */
  private writableRow(name: string): BrowsedTable {
    const table = this.table(name);
    if (table.readOnly) throw ApiError.conflict(MESSAGES.database.readOnlyTable);
    if (!table.canEditAndDelete) throw ApiError.conflict(MESSAGES.database.compositeKey);
    return table;
  }

  private repository(table: BrowsedTable): Repository<ObjectLiteral> {
    return this.dataSource.getRepository<ObjectLiteral>(table.metadata.target);
  }

  /** The listed columns of the table (never a secret one: its value is not even read), ordered by primary key. */
  private select(table: BrowsedTable): SelectQueryBuilder<ObjectLiteral> {
    const qb = this.repository(table)
      .createQueryBuilder(ROW)
      .select(table.listed.filter((column) => !column.secret).map((column) => `${ROW}.${column.metadata.propertyPath}`));
    for (const column of table.primary) qb.addOrderBy(`${ROW}.${column.metadata.propertyPath}`, 'ASC');
    return qb;
  }

  /**
   * Narrows to the rows where some text column contains `text` (LIKE, wildcards matched literally; case-insensitive
   * as both databases compare by default), or, for a whole number, some number column equals it. Secret columns are
   * never searched: a search would tell their values apart.
   */
  private search(qb: SelectQueryBuilder<ObjectLiteral>, table: BrowsedTable, text: string | undefined): void {
    const term = text?.trim();
    if (!term) return;
    const searchable = table.listed.filter((column) => !column.secret);
    const number = /^-?\d{1,10}$/.test(term) ? Number(term) : null;
    const matchesNumber = number !== null && number >= INT_RANGE.min && number <= INT_RANGE.max;
    const textColumns = searchable.filter((column) => TEXT_KINDS.has(column.kind));
    const numberColumns = matchesNumber ? searchable.filter((column) => column.kind === 'int' || column.kind === 'decimal') : [];
    qb.andWhere(
      new Brackets((where) => {
        // A table with nothing to match finds nothing, rather than everything.
        if (textColumns.length === 0 && numberColumns.length === 0) where.where('1 = 0');
        for (const column of textColumns) where.orWhere(`${ROW}.${column.metadata.propertyPath} LIKE :search ESCAPE '!'`);
        for (const column of numberColumns) where.orWhere(`${ROW}.${column.metadata.propertyPath} = :searchNumber`);
      }),
      { search: `%${escapeLike(term)}%`, searchNumber: number },
    );
  }

  private where(table: BrowsedTable, key: unknown): ObjectLiteral {
    return { [table.primary[0].metadata.propertyPath]: key };
  }

  /** The whole row (secrets included, for the save that follows: they are never sent), or a 404. */
  private async load(table: BrowsedTable, key: unknown): Promise<ObjectLiteral> {
    const row = await this.repository(table).findOne({ where: this.where(table, key) });
    if (!row) throw ApiError.notFound(MESSAGES.database.recordNotFound);
    return row;
  }

  /** A row as the grid shows it, read back after a write (with its defaults and generated values). */
  private async readRecord(table: BrowsedTable, key: unknown): Promise<Record<string, unknown>> {
    const column = table.primary[0];
    const row = await this.select(table).where(`${ROW}.${column.metadata.propertyPath} = :key`, { key }).getOne();
    if (!row) throw ApiError.notFound(MESSAGES.database.recordNotFound);
    return toRecord(table, row);
  }

  /** The foreign keys of every table that point at `table`. */
  private referencesTo(table: BrowsedTable) {
    return this.dataSource.entityMetadatas.flatMap((metadata) =>
      metadata.foreignKeys.filter((foreignKey) => foreignKey.referencedEntityMetadata === table.metadata).map((foreignKey) => ({ metadata, foreignKey })),
    );
  }

  /** The tables that have rows pointing at `row`: one query per foreign key that references its table. */
  private async dependantsOf(table: BrowsedTable, row: ObjectLiteral): Promise<EntityMetadata[]> {
    const found = new Set<EntityMetadata>();
    for (const { metadata, foreignKey } of this.referencesTo(table)) {
      const qb = this.dataSource.getRepository<ObjectLiteral>(metadata.target).createQueryBuilder('dependant');
      foreignKey.columns.forEach((column, index) => {
        qb.andWhere(`dependant.${column.propertyPath} = :value${index}`, { [`value${index}`]: foreignKey.referencedColumns[index].getEntityValue(row) });
      });
      if (await qb.getExists()) found.add(metadata);
    }
    return [...found];
  }

  /** The refusal of a delete, naming the tables (by their Arabic names) whose rows point at the row. */
  private dependantsMessage(tables: EntityMetadata[]): string {
    const labels = new Set(tables.map((metadata) => this.tablesByName().get(metadata.tableName)?.label ?? metadata.tableName));
    return MESSAGES.database.hasDependants([...labels].join('، '));
  }

  /**
   * Runs a write, answering the database's constraint violations as conflicts in Arabic rather than a 500: a
   * duplicate in a unique column, and a broken foreign key with `foreignKeyMessage`.
   */
  private async write(run: () => Promise<unknown>, foreignKeyMessage: string): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(MESSAGES.database.duplicate);
      if (isForeignKeyViolation(error)) throw ApiError.conflict(foreignKeyMessage);
      throw error;
    }
  }
}

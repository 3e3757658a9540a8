import type { DataSource, EntityMetadata } from 'typeorm';
import { isSecretColumn } from '../audit/audit-record.js';
import { TABLE_LABELS } from './table-labels.js';

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * What the browser knows how to check and store. `other` is a column type it does not know: shown, never written.
 * `string` is a varchar (its length limit in `maxLength`), `text` a long text, `json` TypeORM's simple-json.
 */
export type ColumnKind = 'int' | 'decimal' | 'float' | 'boolean' | 'string' | 'text' | 'json' | 'date' | 'datetime' | 'enum' | 'other';

/** One column of a browsed table, described from the entity metadata (never from the request). */
export interface BrowsedColumn {
  metadata: ColumnMetadata;
  name: string;
  kind: ColumnKind;
  /** The type as a person reads it, MySQL-style and the same on both databases: int, varchar(100), decimal(4,1)... */
  type: string;
  /** 'PRI' primary key, 'UNI' unique on its own, 'MUL' first column of an index or a foreign key (information_schema's KEY). */
  key: 'PRI' | 'UNI' | 'MUL' | '';
  nullable: boolean;
  /** The column's default as text, null when it has none. */
  default: string | null;
  maxLength: number | null;
  /** A password hash, token or secret: never sent (masked) and never written. */
  secret: boolean;
  /** A derived column kept by a subscriber (search_text): neither listed nor written. */
  hidden: boolean;
  /** Set by the database or TypeORM (generated id, timestamps), derived, secret or of an unknown type: never written. */
  readOnly: boolean;
}

/** A table the browser may show: an entity of the data source, with what may be done to it. */
export interface BrowsedTable {
  name: string;
  label: string;
  description: string | null;
  metadata: EntityMetadata;
  /** Every column, hidden ones included (so a body that names one is told it is read-only, not unknown). */
  columns: BrowsedColumn[];
  /** The columns a grid shows: the key first, then the table's own columns in the entity's order, the timestamps last. */
  listed: BrowsedColumn[];
  primary: BrowsedColumn[];
  /** Not written at all: the audit trail (its writes would not be audited, and it must not be rewritten). */
  readOnly: boolean;
  /** Rows can be added: not read-only, and no required column is one the browser may not write (users' password hash). */
  canCreate: boolean;
  /** One path value names one row: a single-column primary key. */
  canEditAndDelete: boolean;
}

/** Tables that are shown but never written through the browser: the audit trail, the records of reset links and mail, and the sync ledger. */
const READ_ONLY_TABLES = new Set(['audit_log', 'password_reset_requests', 'mail_outbox', 'sync_operations']);

/** Column names that hold secrets: the audit trail's denylist (password, token, secret, api key) and any hash. */
export function isSecret(name: string): boolean {
  return isSecretColumn(name) || /hash/i.test(name);
}

/** The 32-bit INT the int columns of both databases hold. */
export const INT_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

function typeName(column: ColumnMetadata): string {
  return typeof column.type === 'function' ? column.type.name : String(column.type).toLowerCase();
}

function kindOf(column: ColumnMetadata): ColumnKind {
  if (column.enum) return 'enum';
  switch (typeName(column)) {
    case 'Number':
    case 'int':
    case 'integer':
    case 'smallint':
    case 'tinyint':
      return 'int';
    case 'decimal':
    case 'numeric':
      return 'decimal';
    case 'float':
    case 'double':
    case 'real':
      return 'float';
    case 'Boolean':
    case 'boolean':
    case 'bool':
      return 'boolean';
    case 'String':
    case 'varchar':
    case 'character varying':
    case 'nvarchar':
    case 'char':
      return 'string';
    case 'text':
    case 'mediumtext':
    case 'longtext':
      return 'text';
    case 'simple-json':
    case 'json':
      return 'json';
    case 'date':
      return 'date';
    case 'Date':
    case 'datetime':
    case 'timestamp':
      return 'datetime';
    default:
      return 'other';
  }
}

function typeLabel(column: ColumnMetadata, kind: ColumnKind): string {
  switch (kind) {
    case 'decimal':
      return `decimal(${column.precision ?? 10},${column.scale ?? 0})`;
    case 'string':
      return `varchar(${column.length || 255})`;
    case 'enum':
      return `enum(${(column.enum ?? []).map((value) => `'${String(value)}'`).join(',')})`;
    case 'other':
      return typeName(column);
    default:
      return kind;
  }
}

function keyOf(metadata: EntityMetadata, column: ColumnMetadata): BrowsedColumn['key'] {
  if (column.isPrimary) return 'PRI';
  const indexes = [
    ...metadata.indices.map((index) => ({ unique: index.isUnique, columns: index.columns })),
    ...metadata.uniques.map((unique) => ({ unique: true, columns: unique.columns })),
  ];
  if (indexes.some((index) => index.unique && index.columns.length === 1 && index.columns[0] === column)) return 'UNI';
  const leads = indexes.some((index) => index.columns[0] === column) || metadata.foreignKeys.some((fk) => fk.columns[0] === column);
  return leads ? 'MUL' : '';
}

function defaultOf(column: ColumnMetadata): string | null {
  // TypeORM gives the timestamps a driver-specific SQL function (datetime('now'), CURRENT_TIMESTAMP(6)): say what it means.
  if (column.isCreateDate || column.isUpdateDate) return 'CURRENT_TIMESTAMP';
  const value: unknown = column.default;
  if (value === undefined || value === null) return null;
  return typeof value === 'function' ? String(value()) : String(value);
}

function describeColumn(metadata: EntityMetadata, column: ColumnMetadata): BrowsedColumn {
  const kind = kindOf(column);
  const secret = isSecret(column.databaseName);
  const hidden = !column.isSelect;
  const managed = column.isGenerated || column.isCreateDate || column.isUpdateDate || column.isDeleteDate || column.isVersion;
  return {
    metadata: column,
    name: column.databaseName,
    kind,
    type: typeLabel(column, kind),
    key: keyOf(metadata, column),
    nullable: column.isNullable,
    default: defaultOf(column),
    maxLength: kind === 'string' ? Number(column.length) || 255 : null,
    secret,
    hidden,
    readOnly: managed || secret || hidden || kind === 'other',
  };
}

/** A column an insert must give a value: not nullable, no default, not generated (the timestamps have their default). */
export function needsValue(column: BrowsedColumn): boolean {
  return !column.nullable && column.default === null && !column.metadata.isGenerated;
}

/** Where a column stands in a grid: the key first, the table's own columns, the timestamps (inherited, so first in the metadata) last. */
function placeOf(column: BrowsedColumn): number {
  if (column.metadata.isPrimary) return 0;
  return column.metadata.isCreateDate || column.metadata.isUpdateDate ? 2 : 1;
}

function describeTable(metadata: EntityMetadata): BrowsedTable {
  const columns = metadata.columns.map((column) => describeColumn(metadata, column));
  const readOnly = READ_ONLY_TABLES.has(metadata.tableName);
  // A NOT NULL column without a default that the browser may not write (a password hash) makes every insert fail.
  const blocksInsert = columns.some((column) => needsValue(column) && column.readOnly);
  const primary = columns.filter((column) => column.metadata.isPrimary);
  const known = TABLE_LABELS[metadata.tableName];
  return {
    name: metadata.tableName,
    label: known?.label ?? metadata.tableName,
    description: known?.description ?? null,
    metadata,
    columns,
    listed: columns.filter((column) => !column.hidden).sort((a, b) => placeOf(a) - placeOf(b)),
    primary,
    readOnly,
    canCreate: !readOnly && !blocksInsert,
    canEditAndDelete: !readOnly && primary.length === 1,
  };
}

/**
 * The allow-list of the browser: the regular tables of the data source's entities (apps/api/src/database/entities.ts),
 * known ones first in the order of {@link TABLE_LABELS}, then the others by name. Nothing else is ever queried.
 */
export function browsedTables(dataSource: DataSource): Map<string, BrowsedTable> {
  const order = Object.keys(TABLE_LABELS);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const tables = dataSource.entityMetadatas
    .filter((metadata) => metadata.tableType === 'regular')
    .map(describeTable)
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return new Map(tables.map((table) => [table.name, table]));
}

import { Init1795271460671 } from './1795271460671-Init.js';

/** MySQL/MariaDB migrations in the order they run. Append new ones at the end; never reorder. */
export const MYSQL_MIGRATIONS: Function[] = [Init1795271460671];

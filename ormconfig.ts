import { DataSource } from 'typeorm';
import { loadConfig } from './apps/api/src/config/app-config.js';
import { dataSourceOptions } from './apps/api/src/database/data-source-options.js';

/**
 * The data source the TypeORM CLI uses (migration:generate, migration:run), built from the same validated config
 * as the app. Run the CLI on the compiled file: `npx typeorm -d dist/ormconfig.js ...` with DB_TYPE chosen.
 */
export default new DataSource(await dataSourceOptions(loadConfig()));

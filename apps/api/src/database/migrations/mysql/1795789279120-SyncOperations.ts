import { MigrationInterface, QueryRunner } from 'typeorm';

// The sync endpoint's ledger of applied operations. Written from the SQLite migration in the MySQL dialect of the
// earlier generated ones (the same foreign key name: TypeORM derives it from the table and column).
export class SyncOperations1795789279120 implements MigrationInterface {
  name = 'SyncOperations1795789279120';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`sync_operations\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`client_id\` varchar(36) NOT NULL, \`user_id\` varchar(10) NOT NULL, \`kind\` varchar(12) NOT NULL, \`applied_in\` varchar(36) NOT NULL, PRIMARY KEY (\`client_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`sync_operations\` ADD CONSTRAINT \`FK_fc210cc9a22c0feee5e88a27ae9\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sync_operations\` DROP FOREIGN KEY \`FK_fc210cc9a22c0feee5e88a27ae9\``);
    await queryRunner.query(`DROP TABLE \`sync_operations\``);
  }
}

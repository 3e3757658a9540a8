import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795384993895 implements MigrationInterface {
  name = 'AuditLog1795384993895';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_log\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` varchar(10) NULL, \`action\` varchar(10) NOT NULL, \`entity\` varchar(64) NOT NULL, \`entity_id\` varchar(64) NULL, \`before\` text NULL, \`after\` text NULL, INDEX \`IDX_cb11bd5b662431ea0ac455a27d\` (\`user_id\`), INDEX \`IDX_2ad7930a7c2af80585c8c1b770\` (\`created_at\`), INDEX \`IDX_40c0e9a60edcd0f680b0e94b60\` (\`entity\`, \`entity_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_40c0e9a60edcd0f680b0e94b60\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_2ad7930a7c2af80585c8c1b770\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_cb11bd5b662431ea0ac455a27d\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordReset1795636314795 implements MigrationInterface {
  name = 'PasswordReset1795636314795';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`mail_outbox\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`recipient\` varchar(255) NOT NULL, \`subject\` varchar(200) NOT NULL, \`secret_text\` text NOT NULL, \`transport\` varchar(10) NOT NULL, \`sent_at\` datetime NULL, \`error\` varchar(500) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`password_reset_requests\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`identifier_hash\` varchar(64) NOT NULL, \`address\` varchar(64) NOT NULL, \`user_id\` varchar(10) NULL, \`token_hash\` varchar(64) NULL, \`expires_at\` datetime NULL, \`used_at\` datetime NULL, UNIQUE INDEX \`uq_password_reset_token\` (\`token_hash\`), INDEX \`idx_password_reset_address\` (\`address\`, \`created_at\`), INDEX \`idx_password_reset_identifier\` (\`identifier_hash\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`password_reset_requests\` ADD CONSTRAINT \`FK_8a8bf5831893c4b0c63f999c2d0\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`password_reset_requests\` DROP FOREIGN KEY \`FK_8a8bf5831893c4b0c63f999c2d0\``);
    await queryRunner.query(`DROP INDEX \`idx_password_reset_identifier\` ON \`password_reset_requests\``);
    await queryRunner.query(`DROP INDEX \`idx_password_reset_address\` ON \`password_reset_requests\``);
    await queryRunner.query(`DROP INDEX \`uq_password_reset_token\` ON \`password_reset_requests\``);
    await queryRunner.query(`DROP TABLE \`password_reset_requests\``);
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChildLinkStatus1795755171234 implements MigrationInterface {
  name = 'ChildLinkStatus1795755171234';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`parent_student_links\` ADD \`status\` varchar(20) NOT NULL DEFAULT 'confirmed'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`parent_student_links\` DROP COLUMN \`status\``);
  }
}

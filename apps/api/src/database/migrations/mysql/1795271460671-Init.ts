import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795271460671 implements MigrationInterface {
  name = 'Init1795271460671';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`schools\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(150) NOT NULL, \`address\` varchar(255) NOT NULL, \`phone\` varchar(20) NULL, \`email\` varchar(255) NULL, \`established_date\` varchar(10) NULL, \`is_active\` tinyint NOT NULL DEFAULT 1, \`administrator_id\` varchar(10) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` varchar(10) NOT NULL, \`first_name\` varchar(100) NOT NULL, \`second_name\` varchar(100) NOT NULL DEFAULT '', \`third_name\` varchar(100) NOT NULL DEFAULT '', \`last_name\` varchar(100) NOT NULL, \`email\` varchar(255) NULL, \`phone\` varchar(20) NULL, \`password_hash\` varchar(255) NOT NULL, \`role\` varchar(20) NOT NULL, \`is_active\` tinyint NOT NULL DEFAULT 0, \`account_status\` varchar(30) NOT NULL DEFAULT 'pending_activation', \`school_id\` int NULL, \`address\` varchar(255) NULL, \`neighborhood\` varchar(100) NULL, \`date_of_birth\` varchar(10) NULL, \`school_level\` varchar(50) NULL, \`notes\` text NULL, INDEX \`IDX_97672ac88f789774dd47f7c8be\` (\`email\`), INDEX \`IDX_ace513fa30d485cfd25c11a9e4\` (\`role\`), INDEX \`IDX_25e1cf8f41bae2f3d11f3c2a02\` (\`school_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`user_privileges\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` varchar(10) NOT NULL, \`category\` varchar(20) NOT NULL, \`action\` varchar(20) NOT NULL, \`granted_by\` varchar(10) NULL, UNIQUE INDEX \`uq_user_privilege\` (\`user_id\`, \`category\`, \`action\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`parent_profiles\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`user_id\` varchar(10) NOT NULL, \`self_school_level\` varchar(20) NULL, PRIMARY KEY (\`user_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`parent_student_links\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`parent_id\` varchar(10) NOT NULL, \`student_id\` varchar(10) NOT NULL, \`relationship_type\` varchar(20) NOT NULL DEFAULT 'parent', \`is_primary\` tinyint NOT NULL DEFAULT 0, UNIQUE INDEX \`uq_parent_student\` (\`parent_id\`, \`student_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`pending_family_links\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`id\` int NOT NULL AUTO_INCREMENT, \`parent_id\` varchar(10) NOT NULL, \`student_id\` varchar(10) NOT NULL, UNIQUE INDEX \`uq_pending_family\` (\`parent_id\`, \`student_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`staff_profiles\` (\`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`user_id\` varchar(10) NOT NULL, \`specialization\` varchar(100) NULL, \`qualifications\` text NULL, PRIMARY KEY (\`user_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`schools\` ADD CONSTRAINT \`FK_c7f67c7d3563e6c15f9083309ec\` FOREIGN KEY (\`administrator_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD CONSTRAINT \`FK_25e1cf8f41bae2f3d11f3c2a028\` FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`user_privileges\` ADD CONSTRAINT \`FK_4b28bac13f8de961282a9a9b8d5\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_profiles\` ADD CONSTRAINT \`FK_356597a0b1ed805fc5dce95862d\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_student_links\` ADD CONSTRAINT \`FK_0ba41060050e7656f608894500c\` FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`parent_student_links\` ADD CONSTRAINT \`FK_1c2705b8c12ddef5c396f7fa500\` FOREIGN KEY (\`student_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`staff_profiles\` ADD CONSTRAINT \`FK_223deb3f390b28562fad70eefed\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`staff_profiles\` DROP FOREIGN KEY \`FK_223deb3f390b28562fad70eefed\``);
    await queryRunner.query(`ALTER TABLE \`parent_student_links\` DROP FOREIGN KEY \`FK_1c2705b8c12ddef5c396f7fa500\``);
    await queryRunner.query(`ALTER TABLE \`parent_student_links\` DROP FOREIGN KEY \`FK_0ba41060050e7656f608894500c\``);
    await queryRunner.query(`ALTER TABLE \`parent_profiles\` DROP FOREIGN KEY \`FK_356597a0b1ed805fc5dce95862d\``);
    await queryRunner.query(`ALTER TABLE \`user_privileges\` DROP FOREIGN KEY \`FK_4b28bac13f8de961282a9a9b8d5\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP FOREIGN KEY \`FK_25e1cf8f41bae2f3d11f3c2a028\``);
    await queryRunner.query(`ALTER TABLE \`schools\` DROP FOREIGN KEY \`FK_c7f67c7d3563e6c15f9083309ec\``);
    await queryRunner.query(`DROP TABLE \`staff_profiles\``);
    await queryRunner.query(`DROP INDEX \`uq_pending_family\` ON \`pending_family_links\``);
    await queryRunner.query(`DROP TABLE \`pending_family_links\``);
    await queryRunner.query(`DROP INDEX \`uq_parent_student\` ON \`parent_student_links\``);
    await queryRunner.query(`DROP TABLE \`parent_student_links\``);
    await queryRunner.query(`DROP TABLE \`parent_profiles\``);
    await queryRunner.query(`DROP INDEX \`uq_user_privilege\` ON \`user_privileges\``);
    await queryRunner.query(`DROP TABLE \`user_privileges\``);
    await queryRunner.query(`DROP INDEX \`IDX_25e1cf8f41bae2f3d11f3c2a02\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_ace513fa30d485cfd25c11a9e4\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_97672ac88f789774dd47f7c8be\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP TABLE \`schools\``);
  }
}

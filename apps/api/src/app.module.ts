import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { AccessModule } from './access/access.module.js';
import { AttendanceModule } from './attendance/attendance.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ClassesModule } from './classes/classes.module.js';
import { CoursesModule } from './courses/courses.module.js';
import { GradingModule } from './grading/grading.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { serialiseSqlite } from './database/sqlite-serial.js';
import { DatabaseBrowserModule } from './database-browser/database-browser.module.js';
import { HealthController } from './health/health.controller.js';
import { ParentsModule } from './parents/parents.module.js';
import { PasswordsModule } from './passwords/passwords.module.js';
import { PointsModule } from './points/points.module.js';
import { DailyReportsModule } from './daily-reports/daily-reports.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { PrivilegesModule } from './privileges/privileges.module.js';
import { SchoolsModule } from './schools/schools.module.js';
import { SemestersModule } from './semesters/semesters.module.js';
import { StudentsModule } from './students/students.module.js';
import { SyncModule } from './sync/sync.module.js';
import { TeachersModule } from './teachers/teachers.module.js';
import { ThrottleModule, type ThrottleOptions } from './throttle/throttle.module.js';
import { UsersModule } from './users/users.module.js';

/** Options the tests use: a TypeORM logger to watch the app (the query counter), their own Redis key prefix. */
export interface AppModuleOptions extends ThrottleOptions {
  queryLogger?: TypeOrmLogger;
}

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

/** The application: its validated config, the database (migrated at start) and one module per domain. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({ ...(await dataSourceOptions(config, options.queryLogger)), migrationsRun: true }),
          // SQLite: one transaction at a time, however many requests are being answered (database/sqlite-serial.ts).
          dataSourceFactory: async (resolved) => serialiseSqlite(new DataSource(resolved!)),
        }),
        ThrottleModule.forRoot({ redisKeyPrefix: options.redisKeyPrefix }),
        AccessModule,
        AuthModule,
        UsersModule,
        PrivilegesModule,
        SchoolsModule,
        SemestersModule,
        ClassesModule,
        CoursesModule,
        GradingModule,
        AttendanceModule,
        PointsModule,
        SyncModule,
        DailyReportsModule,
        DashboardModule,
        ProfileModule,
        PasswordResetModule,
        TeachersModule,
        StudentsModule,
        ParentsModule,
        PasswordsModule,
        AuditModule,
        DatabaseBrowserModule,
      ],
      controllers: [HealthController],
    };
  }
}

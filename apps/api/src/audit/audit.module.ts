import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller.js';
import { AuditContextInterceptor } from './audit.interceptor.js';
import { AuditReader } from './audit.reader.js';
import { AuditService } from './audit.service.js';

/**
 * The audit trail: its read endpoint, and the interceptor that names the caller of every request for the audit
 * subscriber (registered with the data source, see database/data-source-options.ts), which writes the trail; and the
 * reader other modules see the trail through.
 */
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditReader, { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor }],
  exports: [AuditReader],
})
export class AuditModule {}

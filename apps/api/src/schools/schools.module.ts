import { Module } from '@nestjs/common';
import { SchoolReader } from './school.reader.js';
import { SchoolsController } from './schools.controller.js';
import { SchoolsService } from './schools.service.js';

@Module({ controllers: [SchoolsController], providers: [SchoolsService, SchoolReader], exports: [SchoolsService, SchoolReader] })
export class SchoolsModule {}

import { Module } from '@nestjs/common';
import { ClassReader } from './class.reader.js';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';

@Module({ controllers: [ClassesController], providers: [ClassesService, ClassReader], exports: [ClassesService, ClassReader] })
export class ClassesModule {}

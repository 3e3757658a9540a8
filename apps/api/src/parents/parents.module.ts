import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ChildrenController } from './children.controller.js';
import { ChildrenService } from './children.service.js';
import { ParentStudentsController } from './parent-students.controller.js';
import { ParentStudentsService } from './parent-students.service.js';
import { ParentsController } from './parents.controller.js';

@Module({
  imports: [UsersModule],
  controllers: [ParentsController, ChildrenController, ParentStudentsController],
  providers: [ChildrenService, ParentStudentsService],
})
export class ParentsModule {}

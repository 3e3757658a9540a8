import { ApiProperty } from '@nestjs/swagger';

/** The counts of /dashboard: the role's own figures (spec 03 section 6); null where the role has no such card. */
export class DashboardStatsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Active students in the caller's scope: all (admin), their complex's (manager, supervisor), those enrolled in the circles they teach (teacher)",
  })
  students: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "Active teachers: all (admin), their complex's (manager, supervisor)" })
  teachers: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "Circles: all (admin), their complex's (manager, supervisor), those they teach (teacher)" })
  classes: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "Complexes: the admin's alone" })
  schools: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "A parent's linked children" })
  children: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The complex a manager or supervisor works in' })
  schoolName: string | null;
}

export class DashboardStatsResponseDto {
  @ApiProperty({ type: DashboardStatsDto }) stats: DashboardStatsDto;
}

export const ACTIVITY_KINDS = ['student', 'teacher', 'parent', 'child', 'other'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export class ActivityDto {
  @ApiProperty({ enum: ACTIVITY_KINDS, description: 'Which icon the screen shows' }) kind: ActivityKind;
  @ApiProperty({ example: 'تسجيل طالب جديد' }) title: string;
  @ApiProperty({ example: 'عبدالله الشهري', description: 'Whom or what it concerns (a person, a circle, a complex), else who did it; may be empty' })
  subtitle: string;
  @ApiProperty({ type: String, format: 'date-time' }) time: string;
}

export class ActivitiesResponseDto {
  @ApiProperty({ type: [ActivityDto] }) activities: ActivityDto[];
}

export class NotificationItemDto {
  @ApiProperty({ enum: ['pendingAccounts', 'pendingChildLinks'] }) kind: 'pendingAccounts' | 'pendingChildLinks';
  @ApiProperty({ example: '3 حسابات بانتظار الموافقة' }) title: string;
  @ApiProperty() count: number;
  @ApiProperty({ example: '/user-management?status=pending', description: 'The screen that deals with it' }) path: string;
}

export class NotificationsResponseDto {
  @ApiProperty({ description: "The number the bell shows: the sum of the items' counts" }) count: number;
  @ApiProperty({ type: [NotificationItemDto] }) items: NotificationItemDto[];
}

import { useEffect } from 'react';
import { Button, Col } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { calendarToday, defaultSemester } from '#common';
import { semesterQueries } from '../../api/semesters';
import type { ApiData } from '../../api/types';
import { CircleFilter, FilterBar, SemesterFilter } from '../list/FilterBar';
import { useUrlFilters } from '../list/useUrlFilters';
import { T } from '../locale';
import { Panel } from '../Panel';

/** A circle to pick, as the attendance and points lists of circles answer it. */
export type PickableCircle = ApiData<'/api/attendance/classes', 'get'>['classes'][number];

/** The circle and the semester, kept in the URL (other pages link here with both); a new circle clears the semester. */
const FILTERS = {
  class_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'class_id' },
} as const;

/**
 * The circle and semester of the daily screens (attendance, points; spec 03): someone with one circle starts on it,
 * the semester is the circle's own, else its complex's containing today, and one not of the circle's complex (an old
 * link) gives way to that. Returns the chosen circle, its complex's semesters and the chosen semester.
 */
export function useCircleSemester(circles: readonly PickableCircle[] | undefined) {
  const filters = useUrlFilters(FILTERS);
  const classId = filters.values.class_id;
  const circle = circles?.find((c) => c.id === classId);
  const semesters = useQuery({ ...semesterQueries.lookup({ school_id: circle?.school_id }), enabled: circle !== undefined });

  const only = circles?.length === 1 ? circles[0].id : undefined;
  const { update } = filters;
  useEffect(() => {
    if (classId === undefined && only !== undefined) update({ class_id: only });
  }, [classId, only, update]);
  const semesterId = filters.values.semester_id;
  const list = semesters.isSuccess && circle ? semesters.data : undefined;
  // The circle's own semester is known from the circles' list: the grid need not wait for the semesters to arrive
  // (one round trip less on a weak network); the check against the list follows when it does.
  const wanted = list
    ? list.some((s) => s.id === semesterId)
      ? semesterId
      : (list.find((s) => s.id === circle?.semester_id) ?? defaultSemester(list, calendarToday()))?.id
    : (semesterId ?? circle?.semester_id ?? undefined);
  useEffect(() => {
    if (wanted !== semesterId) update({ semester_id: wanted });
  }, [wanted, semesterId, update]);

  return { filters, circle, semesters, semesterId };
}

/** The pickers' card: the circle (with its complex), the semester, and refresh. */
export function CircleSemesterPicker({
  name,
  circles,
  picked,
  refreshing,
  onRefresh,
}: {
  name: string;
  circles: readonly PickableCircle[];
  picked: ReturnType<typeof useCircleSemester>;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { filters, circle, semesters } = picked;
  return (
    <Panel>
      <FilterBar filters={filters} name={name} compact>
        <Col xs={24} md={10}>
          {/* Circles of several complexes may share a name. */}
          <CircleFilter circles={circles.map((c) => ({ id: c.id, name: `${c.name} (${c.school_name})` }))} placeholder={T.chooseCircle} />
        </Col>
        <Col xs={24} md={10}>
          <SemesterFilter semesters={semesters} placeholder={T.chooseSemester} disabled={circle === undefined} />
        </Col>
        <Col xs={24} md={4}>
          <Button block icon={<ReloadOutlined />} loading={refreshing} disabled={circle === undefined} onClick={onRefresh}>
            {T.refresh}
          </Button>
        </Col>
      </FilterBar>
    </Panel>
  );
}

import { useState } from 'react';
import { Button, Descriptions } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { formatGregorianDate } from '#common';
import type { ApiData } from '../../../api/types';
import { T } from '../../../shared/locale';
import { CLASS_COURSES_T } from '../locale';

type SchoolClass = ApiData<'/api/classes', 'get'>[number];
type Semester = ApiData<'/api/semesters', 'get'>['semesters'][number];

/** What was chosen, folded away by default: the complex, the circle (its level and students) and the semester's dates. */
export function ScopeDetails({ schoolClass, semester }: { schoolClass: SchoolClass; semester: Semester }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button type="link" icon={open ? <UpOutlined /> : <DownOutlined />} onClick={() => setOpen(!open)} aria-expanded={open} style={{ paddingInline: 0 }}>
        {open ? CLASS_COURSES_T.hideDetails : CLASS_COURSES_T.showDetails}
      </Button>
      {open ? (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 8 }}>
          <Descriptions.Item label={T.complex}>{schoolClass.school_name}</Descriptions.Item>
          <Descriptions.Item label={T.circle}>{schoolClass.name}</Descriptions.Item>
          <Descriptions.Item label={CLASS_COURSES_T.level}>{schoolClass.school_level}</Descriptions.Item>
          <Descriptions.Item label={T.studentCount}>{schoolClass.student_count}</Descriptions.Item>
          <Descriptions.Item label={T.semester}>{semester.name}</Descriptions.Item>
          <Descriptions.Item label={CLASS_COURSES_T.semesterPeriod}>
            {CLASS_COURSES_T.period(formatGregorianDate(semester.start_date), formatGregorianDate(semester.end_date))}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </div>
  );
}

import { Descriptions, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { getSurah, tryParseReference } from '#quran';
import type { ParentStudentDetail } from '../../api/parent-students';
import { DualDate } from '../DualDate';
import { GRADES_T } from '../grades/locale';
import { T } from '../locale';
import { QURAN_T } from '../quran/locale';
import { PHONE_SCREEN, useMediaQuery } from '../useMediaQuery';
import { fullName } from '../user-name';
import { CHILD_DETAIL_T } from './locale';
import styles from './children.module.css';

type Student = ParentStudentDetail['student'];
type GradeRow = ParentStudentDetail['grades'][number];
type AttendanceRow = ParentStudentDetail['attendance'][number];

/** A grade's range in words: "من النبإ 1 إلى النبإ 40"; null without a readable one. */
function rangeOf(grade: GradeRow): string | null {
  const start = tryParseReference(grade.start_reference);
  const end = tryParseReference(grade.end_reference);
  if (!start || !end) return null;
  return GRADES_T.range(GRADES_T.reference(getSurah(start.surahId).name, start.ayah), GRADES_T.reference(getSurah(end.surahId).name, end.ayah));
}

const orNotSet = (value: string | null) => value ?? T.notSet;

/** A linked child's record (spec 03, parent pages): the four names, ID, dates, contacts, complex and circle. */
export function ChildProfile({ student }: { student: Student }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered className={styles.profile}>
      <Descriptions.Item label={T.fullName}>{fullName(student)}</Descriptions.Item>
      <Descriptions.Item label={T.nationalIdLabel}>
        <span className="ltr-value">{student.id}</span>
      </Descriptions.Item>
      <Descriptions.Item label={T.dateOfBirth}>{student.date_of_birth ? <DualDate date={student.date_of_birth} /> : T.notSet}</Descriptions.Item>
      <Descriptions.Item label={T.enrollmentDate}>{student.enrollment_date ? <DualDate date={student.enrollment_date} /> : T.notSet}</Descriptions.Item>
      <Descriptions.Item label={T.email}>{student.email ? <span className="ltr-value">{student.email}</span> : T.notSet}</Descriptions.Item>
      <Descriptions.Item label={T.phone}>{student.phone ? <span className="ltr-value">{student.phone}</span> : T.notSet}</Descriptions.Item>
      <Descriptions.Item label={T.address}>{orNotSet(student.address)}</Descriptions.Item>
      <Descriptions.Item label={T.schoolLevel}>{orNotSet(student.school_level)}</Descriptions.Item>
      <Descriptions.Item label={T.status}>
        <Tag color={student.student_status === 'active' ? 'success' : 'default'}>{student.student_status === 'active' ? T.active : T.inactive}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={T.complex}>{orNotSet(student.school_name)}</Descriptions.Item>
      <Descriptions.Item label={T.circle}>{orNotSet(student.class_name)}</Descriptions.Item>
      <Descriptions.Item label={CHILD_DETAIL_T.classLevel}>{orNotSet(student.class_level)}</Descriptions.Item>
    </Descriptions>
  );
}

/** A grade's surah and range, or a dash. */
function SurahOf({ grade }: { grade: GradeRow }) {
  if (!grade.surah_name) return <>—</>;
  const range = rangeOf(grade);
  return (
    <Flex vertical>
      <span>{grade.surah_name}</span>
      {range ? <Typography.Text type="secondary">{range}</Typography.Text> : null}
    </Flex>
  );
}

const gradeOf = (grade: GradeRow) => GRADES_T.gradeOutOf(grade.grade, grade.max_grade);
const pagesOf = (grade: GradeRow) => (grade.pages === null ? null : CHILD_DETAIL_T.pagesCount(grade.pages));

const GRADE_COLUMNS: TableColumnsType<GradeRow> = [
  { title: T.date, key: 'date', render: (_, grade) => <DualDate date={grade.date} /> },
  { title: T.circle, dataIndex: 'class_name', key: 'class' },
  { title: CHILD_DETAIL_T.course, dataIndex: 'course_name', key: 'course' },
  { title: QURAN_T.surah, key: 'surah', render: (_, grade) => <SurahOf grade={grade} /> },
  { title: CHILD_DETAIL_T.pages, key: 'pages', render: (_, grade) => pagesOf(grade) ?? '—' },
  { title: GRADES_T.gradeValue, key: 'grade', render: (_, grade) => gradeOf(grade) },
  { title: T.notes, key: 'notes', render: (_, grade) => grade.notes ?? '—' },
];

/**
 * On a phone seven columns would run off the screen: two, the course with its surah, pages and notes under it, and
 * the grade with its day (the circle, the child's one, is on the profile tab).
 */
const PHONE_GRADE_COLUMNS: TableColumnsType<GradeRow> = [
  {
    title: CHILD_DETAIL_T.course,
    key: 'course',
    render: (_, grade) => (
      <Flex vertical>
        <Typography.Text strong>{grade.course_name}</Typography.Text>
        {grade.surah_name ? <SurahOf grade={grade} /> : null}
        {pagesOf(grade) ? <Typography.Text type="secondary">{pagesOf(grade)}</Typography.Text> : null}
        {grade.notes ? <Typography.Text type="secondary">{grade.notes}</Typography.Text> : null}
      </Flex>
    ),
  },
  {
    title: GRADES_T.gradeValue,
    key: 'grade',
    render: (_, grade) => (
      <Flex vertical>
        <Typography.Text strong>{gradeOf(grade)}</Typography.Text>
        <DualDate date={grade.date} />
      </Flex>
    ),
  },
];

/** The child's latest grades (spec 03 section 3, grade row): date, circle, course, surah and pages, grade, notes. */
export function ChildGradesTable({ grades }: { grades: GradeRow[] }) {
  const phone = useMediaQuery(PHONE_SCREEN);
  if (grades.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CHILD_DETAIL_T.noGrades} />;
  return (
    <Table<GradeRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={grades}
      scroll={phone ? undefined : { x: 'max-content' }}
      columns={phone ? PHONE_GRADE_COLUMNS : GRADE_COLUMNS}
    />
  );
}

type AttendanceMark = Pick<AttendanceRow, 'id' | 'date' | 'is_present' | 'notes' | 'class_name'>;

/**
 * A student's attendance marks: date, present or absent, circle, notes. On a phone the circle is left out (a student
 * has one at a time) and the notes go under the day, so the status stays on screen.
 */
export function ChildAttendanceTable({ attendance }: { attendance: AttendanceMark[] }) {
  const phone = useMediaQuery(PHONE_SCREEN);
  if (attendance.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CHILD_DETAIL_T.noAttendance} />;
  const columns: TableColumnsType<AttendanceMark> = [
    {
      title: T.date,
      key: 'date',
      render: (_, mark) =>
        phone && mark.notes ? (
          <Flex vertical>
            <DualDate date={mark.date} />
            <Typography.Text type="secondary">{mark.notes}</Typography.Text>
          </Flex>
        ) : (
          <DualDate date={mark.date} />
        ),
    },
    {
      title: T.status,
      key: 'status',
      render: (_, mark) => <Tag color={mark.is_present ? 'success' : 'error'}>{mark.is_present ? T.present : T.absent}</Tag>,
    },
    ...(phone
      ? []
      : [
          { title: T.circle, dataIndex: 'class_name', key: 'class' },
          { title: T.notes, key: 'notes', render: (_: unknown, mark: AttendanceMark) => mark.notes ?? '—' },
        ]),
  ];
  return (
    <Table<AttendanceMark>
      rowKey="id"
      size="small"
      pagination={attendance.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      dataSource={attendance}
      scroll={phone ? undefined : { x: 'max-content' }}
      columns={columns}
    />
  );
}

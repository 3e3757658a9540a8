import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { RELATIONSHIP_TYPES } from '#common';
import { parentStudentQueries, type MyStudent } from '../../api/parent-students';
import { CHILD_LINKS_T } from '../../shared/children/locale';
import { CardGrid } from '../../shared/list/CardGrid';
import { T } from '../../shared/locale';
import { fullName } from '../../shared/user-name';
import { StudentDetailsModal } from './components/StudentDetailsModal';
import { MY_STUDENTS_T } from './locale';

/**
 * /my-students (spec 03, parent pages): the signed-in parent's linked children as cards, each opening a details
 * modal with the child's record and their latest grades and attendance.
 */
export default function MyStudentsPage() {
  const students = useQuery(parentStudentQueries.mine());
  const [open, setOpen] = useState<{ student: MyStudent; open: boolean } | null>(null);

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {MY_STUDENTS_T.subtitle}
      </Typography.Paragraph>
      {students.isSuccess && students.data.length === 0 ? (
        <Card>
          <Empty description={MY_STUDENTS_T.empty}>
            <Typography.Paragraph className="text-with-link" style={{ marginBottom: 0 }}>
              <Link to="/children">{MY_STUDENTS_T.linkHint}</Link>
            </Typography.Paragraph>
          </Empty>
        </Card>
      ) : (
        <CardGrid
          query={students}
          fallback={CHILD_LINKS_T.studentsLoadFailed}
          emptyText={MY_STUDENTS_T.empty}
          itemKey={(student) => student.id}
          renderItem={(student) => <StudentCard student={student} onOpen={() => setOpen({ student, open: true })} />}
        />
      )}
      {open ? <StudentDetailsModal key={open.student.id} student={open.student} open={open.open} onClose={() => setOpen({ ...open, open: false })} /> : null}
    </Flex>
  );
}

function StudentCard({ student, onOpen }: { student: MyStudent; onOpen: () => void }) {
  const name = fullName(student);
  return (
    <Card
      size="small"
      title={
        <Typography.Text strong title={name}>
          {name}
        </Typography.Text>
      }
      extra={<Tag color={student.status === 'active' ? 'success' : 'default'}>{student.status === 'active' ? T.active : T.inactive}</Tag>}
      actions={[
        <Button key="details" type="link" icon={<EyeOutlined />} onClick={onOpen} aria-label={`${MY_STUDENTS_T.viewDetails}: ${name}`}>
          {MY_STUDENTS_T.viewDetails}
        </Button>,
      ]}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={T.nationalIdLabel}>
          <span className="ltr-value">{student.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.schoolLevel}>{student.school_level ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.complex}>{student.school_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.circle}>{student.class_name ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={CHILD_LINKS_T.relationshipType}>
          {RELATIONSHIP_TYPES[student.relationship_type]}
          {student.is_primary ? (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {MY_STUDENTS_T.primary}
            </Tag>
          ) : null}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

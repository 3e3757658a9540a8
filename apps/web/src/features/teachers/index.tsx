import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { schoolQueries } from '../../api/schools';
import { teacherQueries } from '../../api/teachers';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader, ListSummary } from '../../shared/list/ListPageHeader';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { TeacherCard } from './components/TeacherCard';
import { TEACHER_FILTERS, TeacherFilters } from './components/TeacherFilters';
import { soleSchoolId } from '../../shared/list/filterValues';
import { TeacherFormModal } from './components/TeacherFormModal';
import { TEACHERS_T } from './locale';

/** /teachers (spec 02 section 2.6): the teachers as cards, filtered by complex and status, with their circles. */
export default function TeachersPage() {
  const filters = useUrlFilters(TEACHER_FILTERS);
  const teachers = useQuery(teacherQueries.list({ user_type: 'teacher', ...filters.values }));
  const schools = useQuery(schoolQueries.lookup());
  const canManage = useCan(RULES.teachers.manage);
  const filtered = Object.values(filters.values).some((value) => value !== undefined);

  return (
    <>
      <ListPageHeader
        subtitle={canManage ? TEACHERS_T.subtitle : TEACHERS_T.readOnlySubtitle}
        actions={
          canManage ? (
            <TeacherFormModal
              // A new teacher starts in the complex being looked at, or in the only one its user has.
              defaultSchoolId={filters.values.school_id ?? soleSchoolId(schools.data)}
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  {TEACHERS_T.addTeacher}
                </Button>
              }
            />
          ) : null
        }
      />
      <TeacherFilters filters={filters} />
      {teachers.isSuccess ? <ListSummary>{TEACHERS_T.teacherCount(teachers.data.length)}</ListSummary> : null}
      <CardGrid
        // A new search or filter starts again on the first page.
        key={JSON.stringify(filters.values)}
        query={teachers}
        fallback={TEACHERS_T.teachersLoadFailed}
        emptyText={filtered ? TEACHERS_T.teachersNoMatch : TEACHERS_T.teachersEmpty}
        itemKey={(teacher) => teacher.id}
        renderItem={(teacher) => <TeacherCard teacher={teacher} canManage={canManage} />}
      />
    </>
  );
}

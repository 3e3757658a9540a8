import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { schoolQueries } from '../../api/schools';
import { studentQueries } from '../../api/students';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader, ListSummary } from '../../shared/list/ListPageHeader';
import { ListViewSwitch, useListView } from '../../shared/list/ListViewSwitch';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { T } from '../../shared/locale';
import { StudentCard } from './components/StudentCard';
import { STUDENT_FILTERS, StudentFilters, toStudentListParams } from './components/StudentFilters';
import { StudentFormModal } from './components/StudentFormModal';
import { StudentTable } from './components/StudentTable';
import { STUDENTS_T } from './locale';
import { soleSchoolId } from '../../shared/list/filterValues';

/**
 * /students (spec 02 section 2.7): the students the signed-in user may see (the API scopes the list: staff their
 * complex, a teacher their circles' students, a parent their children, a student themself) as cards or as a table
 * with sorting (for a complex of thousands), searchable and filtered by status, complex and circle, with add, edit,
 * memorisation plan, activate/suspend and delete by rights.
 */
export default function StudentsPage() {
  const filters = useUrlFilters(STUDENT_FILTERS);
  const { view, setView, switchable } = useListView();
  const params = toStudentListParams(filters.values);
  const students = useQuery(studentQueries.list(params));
  // The 'of Y' of the count; with no filter it is the very same query, fetched once.
  const total = useQuery({ ...studentQueries.list(), select: (all) => all.length });
  const schools = useQuery(schoolQueries.lookup());
  const canCreate = useCan(RULES.students.create);
  const canEdit = useCan(RULES.students.edit);
  const canDelete = useCan(RULES.students.delete);
  const filtered = Object.values(params).some((value) => value !== undefined);
  // A student sees only themself, a parent of one child only them: with one student there is nothing to narrow.
  const fewToFilter = !filtered && total.isSuccess && total.data <= 1;
  // A new student starts in the complex being looked at, or in the only one the user sees (a complex manager's).
  const defaultSchoolId = params.school_id ?? soleSchoolId(schools.data);

  return (
    <>
      <ListPageHeader
        subtitle={canCreate || canEdit ? STUDENTS_T.subtitle : STUDENTS_T.readOnlySubtitle}
        actions={
          <Flex gap={8} wrap>
            {switchable && !fewToFilter ? <ListViewSwitch view={view} onChange={setView} /> : null}
            {canCreate ? (
              <StudentFormModal
                defaultSchoolId={defaultSchoolId}
                trigger={
                  <Button type="primary" icon={<PlusOutlined />}>
                    {STUDENTS_T.addStudent}
                  </Button>
                }
              />
            ) : null}
          </Flex>
        }
      />
      {fewToFilter ? null : <StudentFilters filters={filters} />}
      {students.isSuccess && total.isSuccess ? (
        <ListSummary onClearFilters={filtered ? filters.clear : undefined}>
          {filtered ? STUDENTS_T.shownCount(students.data.length, total.data) : `${T.studentCount}: ${total.data}`}
        </ListSummary>
      ) : null}
      {view === 'table' && !fewToFilter ? (
        <StudentTable
          query={students}
          emptyText={filtered ? STUDENTS_T.studentsNoMatch : STUDENTS_T.studentsEmpty}
          showComplex={(schools.data ?? []).length > 1}
          canEdit={canEdit}
          canDelete={canDelete}
        />
      ) : (
        <CardGrid
          // A new search or filter starts again on the first page.
          key={JSON.stringify(params)}
          query={students}
          fallback={STUDENTS_T.loadFailed}
          emptyText={filtered ? STUDENTS_T.studentsNoMatch : STUDENTS_T.studentsEmpty}
          itemKey={(student) => student.id}
          renderItem={(student) => <StudentCard student={student} canEdit={canEdit} canDelete={canDelete} />}
        />
      )}
    </>
  );
}

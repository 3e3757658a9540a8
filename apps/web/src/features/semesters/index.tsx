import { useEffect } from 'react';
import { Button, Card, Col, Empty, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { schoolQueries } from '../../api/schools';
import { semesterQueries } from '../../api/semesters';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ComplexFilter, FilterBar } from '../../shared/list/FilterBar';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { soleSchoolId } from '../../shared/list/filterValues';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { SemesterCard } from './components/SemesterCard';
import { SemesterDrawer } from './components/SemesterDrawer';
import { SemesterFormModal } from './components/SemesterFormModal';
import { SEMESTER_FILTERS } from './filters';
import { T } from '../../shared/locale';
import { SEMESTERS_T } from './locale';
import { ExceptionResult } from '../../shared/ExceptionResult';

/** /semesters: a complex's semesters as cards, with add, edit, details with courses, and (admin) delete. */
export default function SemestersPage() {
  // The route guard already keeps others out; this says why to anyone who gets here all the same.
  const canManage = useCan(RULES.semesters.manage);
  if (!canManage) return <ExceptionResult status="403" title={SEMESTERS_T.notAuthorisedTitle} subTitle={T.managersOnly} />;
  return <SemestersScreen />;
}

function SemestersScreen() {
  const filters = useUrlFilters(SEMESTER_FILTERS);
  const schools = useQuery(schoolQueries.lookup());
  const canDelete = useCan(RULES.semesters.delete);
  const schoolId = filters.values.school_id;
  const onlySchool = soleSchoolId(schools.data);
  const { update } = filters;

  const semesters = useQuery({ ...semesterQueries.list({ school_id: schoolId }), enabled: schoolId !== undefined });
  const opened = semesters.data?.find((semester) => semester.id === filters.values.semester_id) ?? null;

  // A manager of a single complex has nothing to choose: theirs is preselected, in the URL like any choice.
  useEffect(() => {
    if (schoolId === undefined && onlySchool !== undefined) update({ school_id: onlySchool });
  }, [schoolId, onlySchool, update]);

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={schoolId === undefined}>
      {SEMESTERS_T.addSemester}
    </Button>
  );

  return (
    <>
      <ListPageHeader
        subtitle={SEMESTERS_T.subtitle}
        actions={
          schoolId === undefined ? (
            // A disabled button takes no pointer events, so the hint sits on a wrapper.
            <Tooltip title={SEMESTERS_T.chooseComplexToAdd}>
              <span>{addButton}</span>
            </Tooltip>
          ) : (
            <SemesterFormModal schoolId={schoolId} trigger={addButton} />
          )
        }
      />
      {/* The complex whose semesters are shown; a new one closes the semester opened from the old. */}
      <FilterBar filters={filters} name="semester-filters">
        <Col xs={24} md={12} lg={8}>
          <ComplexFilter schools={schools} placeholder={T.chooseComplex} soleChosen />
        </Col>
      </FilterBar>
      {schoolId === undefined ? (
        <Card>
          <Empty description={SEMESTERS_T.chooseComplexFirst} />
        </Card>
      ) : (
        <CardGrid
          query={semesters}
          fallback={SEMESTERS_T.semestersLoadFailed}
          emptyText={SEMESTERS_T.semestersEmpty}
          itemKey={(semester) => semester.id}
          renderItem={(semester) => <SemesterCard semester={semester} canDelete={canDelete} onOpen={(chosen) => update({ semester_id: chosen.id })} />}
        />
      )}
      <SemesterDrawer semester={opened} onClose={() => update({ semester_id: undefined })} />
    </>
  );
}

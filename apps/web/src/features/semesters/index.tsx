import { Button, Card, Empty, Result, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { schoolQueries } from '../../api/schools';
import { semesterQueries } from '../../api/semesters';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { useUrlFilters, type FilterSpec } from '../../shared/list/useUrlFilters';
import { ComplexPicker } from './components/ComplexPicker';
import { SemesterCard } from './components/SemesterCard';
import { SemesterDrawer } from './components/SemesterDrawer';
import { SemesterFormModal } from './components/SemesterFormModal';
import { SEMESTERS_T } from './locale';
import styles from './semesters.module.css';

/** The chosen complex, and the semester opened from it, kept in the URL so a reload or a shared link keeps them. */
const FILTERS = {
  school_id: { type: 'number' },
  semester_id: { type: 'number', parent: 'school_id' },
} satisfies FilterSpec;

/** /semesters: a complex's semesters as cards, with add, edit, details with courses, and (admin) delete. */
export default function SemestersPage() {
  // The route guard already keeps others out; this says why to anyone who gets here all the same.
  const canManage = useCan(RULES.semesters.manage);
  if (!canManage) return <Result status="403" title={SEMESTERS_T.notAuthorisedTitle} subTitle={SEMESTERS_T.managersOnly} />;
  return <SemestersScreen />;
}

function SemestersScreen() {
  const filters = useUrlFilters(FILTERS);
  const schools = useQuery(schoolQueries.lookup());
  const canDelete = useCan(RULES.semesters.delete);
  const schoolList = schools.data ?? [];
  // A manager of a single complex has nothing to choose: theirs is preselected.
  const schoolId = filters.values.school_id ?? (schoolList.length === 1 ? schoolList[0].id : undefined);
  const semesters = useQuery({ ...semesterQueries.list({ school_id: schoolId }), enabled: schoolId !== undefined });
  const opened = semesters.data?.find((semester) => semester.id === filters.values.semester_id) ?? null;

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={schoolId === undefined}>
      {SEMESTERS_T.addSemester}
    </Button>
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{SEMESTERS_T.subtitle}</Typography.Paragraph>
      <div className={styles.header}>
        <ComplexPicker
          schools={schoolList}
          loading={schools.isPending}
          value={schoolId}
          onChange={(school_id) => filters.update({ school_id, semester_id: undefined })}
        />
        {schoolId === undefined ? (
          // A disabled button takes no pointer events, so the hint sits on a wrapper.
          <Tooltip title={SEMESTERS_T.chooseComplexToAdd}>
            <span>{addButton}</span>
          </Tooltip>
        ) : (
          <SemesterFormModal schoolId={schoolId} trigger={addButton} />
        )}
      </div>
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
          renderItem={(semester) => (
            <SemesterCard semester={semester} canDelete={canDelete} onOpen={(chosen) => filters.update({ semester_id: chosen.id })} />
          )}
        />
      )}
      <SemesterDrawer semester={opened} onClose={() => filters.update({ semester_id: undefined })} />
    </>
  );
}

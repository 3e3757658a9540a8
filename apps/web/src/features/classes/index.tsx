import { Button } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RULES } from '#common';
import { classKeys, classQueries } from '../../api/classes';
import { schoolQueries } from '../../api/schools';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader, ListSummary } from '../../shared/list/ListPageHeader';
import { useUrlFilters } from '../../shared/list/useUrlFilters';
import { ClassCard } from './components/ClassCard';
import { CLASS_FILTERS, ClassFilters } from './components/ClassFilters';
import { soleSchoolId } from '../../shared/list/filterValues';
import { ClassFormModal } from './components/ClassFormModal';
import { T } from '../../shared/locale';
import { CLASSES_T } from './locale';

/** /classes: the circles as cards, filtered by complex, semester and status, with their students and courses. */
export default function ClassesPage() {
  const filters = useUrlFilters(CLASS_FILTERS);
  const client = useQueryClient();
  const classes = useQuery(classQueries.list(filters.values));
  // The 'of Y' of the count; with no filter it is the very same query, fetched once.
  const total = useQuery({ ...classQueries.list(), select: (all) => all.length });
  const schools = useQuery(schoolQueries.list());
  const canManage = useCan(RULES.classes.manage);
  const filtered = Object.values(filters.values).some((value) => value !== undefined);
  // A new circle starts in the complex being looked at, or in the only one a complex manager has.
  const defaultSchoolId = filters.values.school_id ?? soleSchoolId(schools.data);

  return (
    <>
      <ListPageHeader
        subtitle={canManage ? CLASSES_T.subtitle : CLASSES_T.readOnlySubtitle}
        actions={
          <>
            <Button icon={<ReloadOutlined />} loading={classes.isRefetching} onClick={() => void client.invalidateQueries({ queryKey: classKeys.all })}>
              {T.refresh}
            </Button>
            {canManage ? (
              <ClassFormModal
                defaultSchoolId={defaultSchoolId}
                trigger={
                  <Button type="primary" icon={<PlusOutlined />}>
                    {CLASSES_T.addClass}
                  </Button>
                }
              />
            ) : null}
          </>
        }
      />
      <ClassFilters filters={filters} />
      {classes.isSuccess && total.isSuccess ? (
        <ListSummary onClearFilters={filtered ? filters.clear : undefined}>{CLASSES_T.shownCount(classes.data.length, total.data)}</ListSummary>
      ) : null}
      <CardGrid
        query={classes}
        fallback={T.classesLoadFailed}
        emptyText={filtered ? CLASSES_T.classesNoMatch : CLASSES_T.classesEmpty}
        itemKey={(circle) => circle.id}
        renderItem={(circle) => <ClassCard circle={circle} canManage={canManage} />}
      />
    </>
  );
}

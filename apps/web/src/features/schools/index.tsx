import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { schoolQueries } from '../../api/schools';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { ListPageHeader } from '../../shared/list/ListPageHeader';
import { SchoolCard } from './components/SchoolCard';
import { SchoolFormModal } from './components/SchoolFormModal';
import { SCHOOLS_T } from './locale';

/** /schools: the complexes as cards, with add, edit, activate/deactivate and delete. */
export default function SchoolsPage() {
  const schools = useQuery(schoolQueries.list());
  // Only what the API would allow is offered, by the same rules its guard reads.
  const canCreate = useCan(RULES.schools.create);
  const canEdit = useCan(RULES.schools.edit);
  const canDelete = useCan(RULES.schools.delete);

  return (
    <>
      <ListPageHeader
        subtitle={canCreate || canEdit ? SCHOOLS_T.schoolsSubtitle : SCHOOLS_T.schoolsReadOnlySubtitle}
        actions={
          canCreate ? (
            <SchoolFormModal
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  {SCHOOLS_T.addSchool}
                </Button>
              }
            />
          ) : null
        }
      />
      <CardGrid
        query={schools}
        fallback={SCHOOLS_T.schoolsLoadFailed}
        emptyText={SCHOOLS_T.schoolsEmpty}
        itemKey={(school) => school.id}
        renderItem={(school) => <SchoolCard school={school} canEdit={canEdit} canDelete={canDelete} />}
      />
    </>
  );
}

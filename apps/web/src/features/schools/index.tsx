import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { RULES } from '#common';
import { schoolQueries } from '../../api/schools';
import { useCan } from '../../session/viewer';
import { CardGrid } from '../../shared/list/CardGrid';
import { SchoolCard } from './components/SchoolCard';
import { SchoolFormModal } from './components/SchoolFormModal';
import { SCHOOLS_T } from './locale';
import styles from './schools.module.css';

/** /schools: the complexes as cards, with add, edit, activate/deactivate and delete. */
export default function SchoolsPage() {
  const schools = useQuery(schoolQueries.list());
  // Only what the API would allow is offered, by the same rules its guard reads.
  const canCreate = useCan(RULES.schools.create);
  const canEdit = useCan(RULES.schools.edit);
  const canDelete = useCan(RULES.schools.delete);

  return (
    <>
      <div className={styles.header}>
        {/* The layout's header already names the page; this line says what can be done here. */}
        <Typography.Text type="secondary">{canCreate || canEdit ? SCHOOLS_T.schoolsSubtitle : SCHOOLS_T.schoolsReadOnlySubtitle}</Typography.Text>
        {canCreate ? (
          <SchoolFormModal
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {SCHOOLS_T.addSchool}
              </Button>
            }
          />
        ) : null}
      </div>
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

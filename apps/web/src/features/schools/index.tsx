import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { MESSAGES } from '#common';
import { errorMessage } from '../../api/request';
import { useSchools } from '../../api/schools';
import { useCan } from '../../session/privileges';
import { T } from '../../shared/locale';
import { SchoolCard } from './components/SchoolCard';
import { SchoolFormModal } from './components/SchoolFormModal';
import styles from './schools.module.css';

/** /schools: the complexes as cards, with add, edit, activate/deactivate and delete. */
export default function SchoolsPage() {
  const schools = useSchools();
  const allowed = useCan();

  return (
    <>
      <div className={styles.header}>
        {/* The layout's header already names the page; this line says what can be done here. */}
        <Typography.Text type="secondary">{T.schoolsSubtitle}</Typography.Text>
        {allowed('schools', 'create') ? (
          <SchoolFormModal
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {T.addSchool}
              </Button>
            }
          />
        ) : null}
      </div>
      {schools.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Card key={key} className={styles.card}>
              <Skeleton active />
            </Card>
          ))}
        </div>
      ) : schools.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(schools.error, MESSAGES.schoolsLoadFailed)}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void schools.refetch()}>
              {T.retry}
            </Button>
          }
        />
      ) : schools.data.length === 0 ? (
        <Card>
          <Empty description={MESSAGES.schoolsEmpty} />
        </Card>
      ) : (
        <div className={styles.grid}>
          {schools.data.map((school) => (
            <SchoolCard key={school.id} school={school} canEdit={allowed('schools', 'edit')} canDelete={allowed('schools', 'delete')} />
          ))}
        </div>
      )}
    </>
  );
}

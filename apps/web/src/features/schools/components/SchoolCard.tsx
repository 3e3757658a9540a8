import { Card, Descriptions, Tag, Typography } from 'antd';
import { formatGregorianDate, MESSAGES } from '#common';
import { useDeleteSchool, useUpdateSchool } from '../../../api/schools';
import type { School } from '../../../api/types';
import { useConfirmedAction } from '../../../shared/forms/useConfirmedAction';
import { T } from '../../../shared/locale';
import { fullName } from '../../../shared/user-name';
import { SCHOOLS_T } from '../locale';
import styles from '../schools.module.css';
import { ADDRESS_SEPARATOR, SchoolFormModal } from './SchoolFormModal';
import { DeleteAction, EditAction, ToggleAction } from '../../../shared/list/CardActions';

/** One complex: its details, and edit, activate/deactivate and delete (which asks first). */
export function SchoolCard({ school, canEdit, canDelete }: { school: School; canEdit: boolean; canDelete: boolean }) {
  const act = useConfirmedAction();
  const toggle = useUpdateSchool();
  const remove = useDeleteSchool();
  const administrator = school.administrator_id
    ? fullName({
        first_name: school.administrator_first_name ?? undefined,
        second_name: school.administrator_second_name ?? undefined,
        third_name: school.administrator_third_name ?? undefined,
        last_name: school.administrator_last_name ?? undefined,
      })
    : (school.principal_name ?? null);

  const onToggle = () =>
    act({
      run: () => toggle.mutateAsync({ id: school.id, body: { is_active: !school.is_active } }),
      successText: school.is_active ? SCHOOLS_T.schoolDeactivated : SCHOOLS_T.schoolActivated,
      fallback: SCHOOLS_T.schoolToggleFailed,
    });

  const onDelete = () =>
    act({
      run: () => remove.mutateAsync(school.id),
      successText: MESSAGES.schools.deleted,
      fallback: SCHOOLS_T.schoolDeleteFailed,
      confirm: { title: SCHOOLS_T.deleteSchoolTitle, content: SCHOOLS_T.schoolDeleteConfirm },
    });

  // Only what the API would allow is offered: editing and the toggle need schools.edit, deleting schools.delete.
  const actions = [
    ...(canEdit
      ? [
          <SchoolFormModal key="edit" school={school} trigger={<EditAction />} />,
          <ToggleAction key="toggle" active={school.is_active} onClick={onToggle} loading={toggle.isPending} />,
        ]
      : []),
    ...(canDelete ? [<DeleteAction key="delete" onClick={onDelete} loading={remove.isPending} />] : []),
  ];

  return (
    <Card
      title={
        <Typography.Text strong className={styles.cardTitle} title={school.name}>
          {school.name}
        </Typography.Text>
      }
      extra={<Tag color={school.is_active ? 'success' : 'default'}>{school.is_active ? T.active : T.inactive}</Tag>}
      actions={actions}
    >
      <Descriptions column={1} size="small" className={styles.details}>
        <Descriptions.Item label={T.address}>
          {/* Stored with a Latin comma (the API's format); read with the Arabic one. */}
          {school.address ? school.address.split(ADDRESS_SEPARATOR).join(T.listSeparator) : T.notSet}
        </Descriptions.Item>
        <Descriptions.Item label={SCHOOLS_T.administrator}>{administrator || SCHOOLS_T.noAdministrator}</Descriptions.Item>
        <Descriptions.Item label={T.phone}>
          <span className="ltr-value">{school.phone || T.notSet}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <span className="ltr-value">{school.email || T.notSet}</span>
        </Descriptions.Item>
        <Descriptions.Item label={SCHOOLS_T.establishedDate}>
          {school.established_date ? formatGregorianDate(school.established_date.slice(0, 10)) : T.notSet}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

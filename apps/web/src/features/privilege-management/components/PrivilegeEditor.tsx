import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  fullName,
  PRIVILEGE_ACTION_LABELS,
  PRIVILEGE_ACTIONS,
  PRIVILEGE_CATEGORIES,
  PRIVILEGE_CATEGORY_LABELS,
  PRIVILEGE_EDITOR_GROUPS,
  ROLE_LABELS,
  type PrivilegeAction,
  type PrivilegeCategory,
} from '#common';
import { privilegeQueries, useSavePrivileges, type UserPrivileges } from '../../../api/privileges';
import { submitForm } from '../../../shared/forms/submit';
import { QueryError } from '../../../shared/list/QueryError';
import { T } from '../../../shared/locale';
import { boxStates, grantsToSave, hasChanges, initialTicks, keptGrants, roleHoldsEverything } from '../grants';
import { PRIVILEGES_T } from '../locale';
import styles from '../privileges.module.css';
import type { ListedUser } from '../types';

/** The columns of the boxes, one per action, in the order of libs/common's actions. */
const COLUMNS: readonly PrivilegeAction[] = PRIVILEGE_ACTIONS.filter((action) => action !== 'all');

/** One user's privileges: loads them, then shows the boxes (a fresh form after every save). */
export function PrivilegeEditor({ userId, person }: { userId: string; person?: ListedUser }) {
  const privileges = useQuery(privilegeQueries.editor(userId));
  return (
    <Card>
      <div className={styles.person}>
        <Typography.Title level={2} className={styles.name}>
          {person ? fullName(person) : <span className="ltr-value">{userId}</span>}
        </Typography.Title>
        {privileges.data ? <Tag color="blue">{ROLE_LABELS[privileges.data.role]}</Tag> : null}
        {person ? (
          <Typography.Text type="secondary" className="ltr-value">
            {person.id}
          </Typography.Text>
        ) : null}
      </div>
      {privileges.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : privileges.isError ? (
        <QueryError error={privileges.error} fallback={PRIVILEGES_T.privilegesLoadFailed} onRetry={() => void privileges.refetch()} />
      ) : (
        <GrantsForm key={privileges.dataUpdatedAt} data={privileges.data} />
      )}
    </Card>
  );
}

/** The boxes of every category and the save; `data` is what the server holds now. */
function GrantsForm({ data }: { data: UserPrivileges }) {
  const { role, permissions: stored } = data;
  const [ticks, setTicks] = useState(() => initialTicks(role, stored));
  const save = useSavePrivileges();
  const { message } = App.useApp();

  if (roleHoldsEverything(role)) return <Alert type="info" showIcon message={PRIVILEGES_T.roleHoldsAll(ROLE_LABELS[role])} />;

  const kept = keptGrants(role, stored);
  const changed = hasChanges(role, stored, ticks);
  const toggle = (category: PrivilegeCategory, action: PrivilegeAction, on: boolean) =>
    setTicks((previous) => {
      const others = (previous[category] ?? []).filter((one) => one !== action);
      return { ...previous, [category]: on ? [...others, action] : others };
    });
  const onSave = () =>
    submitForm(() => save.mutateAsync({ userId: data.user_id, permissions: grantsToSave(role, stored, ticks) }), {
      fallback: PRIVILEGES_T.saveFailed,
      successText: PRIVILEGES_T.saved,
      feedback: message,
    });

  return (
    <>
      <Alert type="info" showIcon message={PRIVILEGES_T.howItWorks} style={{ marginBottom: 8 }} />
      {PRIVILEGE_CATEGORIES.map((category) => {
        const nameId = `privilege-category-${category}`;
        // Stored grants without a box of their own (an own `all`, the create of complexes) are listed, and kept.
        const extra = (kept[category] ?? []).filter((action) => !PRIVILEGE_EDITOR_GROUPS[category].includes(action));
        return (
          <div key={category} className={styles.category} role="group" aria-labelledby={nameId}>
            <span id={nameId} className={styles.categoryName}>
              {PRIVILEGE_CATEGORY_LABELS[category]}
            </span>
            <div className={styles.boxes}>
              {boxStates(role, stored, ticks, category).map(([action, state]) => {
                const fixed = state === 'role' || state === 'all';
                return (
                  <Checkbox
                    key={action}
                    className={fixed ? styles.fixed : undefined}
                    // On a wide screen each action keeps its column, so the rows line up.
                    style={{ gridColumn: COLUMNS.indexOf(action) + 1 }}
                    checked={state !== 'off'}
                    disabled={fixed || save.isPending}
                    onChange={(event) => toggle(category, action, event.target.checked)}
                  >
                    {PRIVILEGE_ACTION_LABELS[action]}
                    {fixed ? (
                      <Typography.Text type="secondary" className={styles.boxHint}>
                        {state === 'role' ? PRIVILEGES_T.fromRole : PRIVILEGES_T.fromAll}
                      </Typography.Text>
                    ) : null}
                  </Checkbox>
                );
              })}
            </div>
            {extra.length ? (
              <Typography.Text type="secondary" className={`${styles.hint} ${styles.kept}`}>
                {PRIVILEGES_T.keptGrants}: {extra.map((action) => PRIVILEGE_ACTION_LABELS[action]).join(T.listSeparator)}
              </Typography.Text>
            ) : null}
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button type="primary" onClick={() => void onSave()} loading={save.isPending} disabled={!changed}>
          {T.save}
        </Button>
        <Button onClick={() => setTicks(initialTicks(role, stored))} disabled={!changed || save.isPending}>
          {T.cancel}
        </Button>
      </div>
    </>
  );
}

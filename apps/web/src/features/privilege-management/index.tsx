import { Card, Empty, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { userQueries } from '../../api/users';
import { useViewer } from '../../session/viewer';
import { PrivilegeEditor } from './components/PrivilegeEditor';
import { UserPicker } from './components/UserPicker';
import { PRIVILEGES_T } from './locale';

/**
 * /privilege-management (spec 03 section 6, the privilege editor): pick a person, then tick the actions of each
 * category to grant them on top of their role's defaults, which show ticked and fixed. The chosen person is kept in
 * the URL, so a refresh or a shared link opens them again.
 */
export default function PrivilegeManagementPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user') || undefined;
  const { user: viewer } = useViewer();
  const users = useQuery(userQueries.list());

  return (
    <>
      <Typography.Paragraph type="secondary">{PRIVILEGES_T.subtitle}</Typography.Paragraph>
      {/* One's own grants are changed by somebody else: the API refuses them to anyone but the admin, who needs none. */}
      <UserPicker users={users} hide={viewer?.id} value={userId} onChange={(id) => setParams(id ? { user: id } : {})} />
      {userId ? (
        <PrivilegeEditor key={userId} userId={userId} person={users.data?.find((person) => person.id === userId)} />
      ) : (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PRIVILEGES_T.noUserChosen} />
        </Card>
      )}
    </>
  );
}

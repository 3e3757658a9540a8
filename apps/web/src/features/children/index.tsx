import { Card, Flex, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { RULES } from '#common';
import { childQueries } from '../../api/children';
import { useCan, useViewer } from '../../session/viewer';
import { ChildrenManager } from '../../shared/children/ChildrenManager';
import { PendingChildLinks } from '../../shared/children/PendingChildLinks';
import { ChildFollowUp } from './components/ChildFollowUp';
import { CHILDREN_T } from './locale';

/**
 * /children (spec 02 section 2.14, spec 03): the follow-up of a parent's linked children, then the children, which
 * the parent links and unlinks;
 * a link to a child who did not name the parent waits for the child's complex, and shows as a request meanwhile.
 * Staff may open the page too, but only a parent has children here; they are told where parents' children are, and
 * those who confirm parents' requests (RULES.children.approve) find the requests of their students here.
 */
export default function ChildrenPage() {
  const { user } = useViewer();
  const isParent = useCan(RULES.personal.parent);
  const canLink = useCan(RULES.children.link);
  const canApprove = useCan(RULES.children.approve);
  const children = useQuery({ ...childQueries.of(user?.id ?? ''), enabled: Boolean(user) && isParent });
  if (!user) return null;
  if (!isParent) {
    return (
      <Flex vertical gap={16}>
        {canApprove ? <PendingChildLinks /> : null}
        <StaffNote />
      </Flex>
    );
  }

  // One placeholder until the children are known: the follow-up then comes above the list in the same frame, rather
  // than pushing the list (already drawn by the manager) down a whole screen (issue 26: a layout shift of 1.2).
  if (children.isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={24}>
      {/* What a parent comes for every day first; linking a child, done once, below it. */}
      {children.isSuccess && children.data.length > 0 ? <ChildFollowUp linked={children.data} /> : null}
      <section aria-labelledby="linked-children">
        <Typography.Title level={2} id="linked-children" style={{ fontSize: 20, marginTop: 0 }}>
          {CHILDREN_T.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{CHILDREN_T.subtitle}</Typography.Paragraph>
        <ChildrenManager parentId={user.id} canLink={canLink} />
      </section>
    </Flex>
  );
}

/** What staff see: whose page this is, and the parents screen when they may open it. */
function StaffNote() {
  const canOpenParents = useCan(RULES.parents.view);
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {CHILDREN_T.staffTitle}
      </Typography.Title>
      <Typography.Paragraph>{CHILDREN_T.staffNote}</Typography.Paragraph>
      {canOpenParents ? (
        // Underlined (global.css): its colour alone would not set it apart from the sentence above.
        <Typography.Paragraph className="text-with-link" style={{ marginBottom: 0 }}>
          <Link to="/parents">{CHILDREN_T.staffParentsLink}</Link>
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

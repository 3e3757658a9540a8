import { Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { childQueries } from '../../api/children';
import { CardGrid } from '../list/CardGrid';
import { ChildCard } from './ChildCard';
import { CHILD_LINKS_T } from './locale';
import { LinkChildForm } from './LinkChildForm';
import { PendingChildCard } from './PendingChildCard';
import styles from './children.module.css';

/**
 * A parent's linked children, as staff see them on /parents and the parent sees them on /children: one card a
 * child, and, for whoever may link (`canLink`, from RULES.children.link), the link form and an unlink button on
 * each card. Without it the available students are never asked for (the API would refuse). Links waiting for the
 * child's complex come first, as requests: nothing of the child shows until the complex confirms them.
 */
export function ChildrenManager({ parentId, canLink }: { parentId: string; canLink: boolean }) {
  const children = useQuery(childQueries.of(parentId));
  // The same call and cache: the requests of the answer.
  const requests = useQuery(childQueries.links(parentId)).data?.pending ?? [];
  return (
    <Flex vertical gap={16}>
      {canLink ? <LinkChildForm parentId={parentId} /> : null}
      {requests.length > 0 ? (
        <section aria-labelledby={`child-requests-${parentId}`}>
          <Typography.Title level={3} id={`child-requests-${parentId}`} className={styles.sectionTitle}>
            {CHILD_LINKS_T.requestsTitle}
          </Typography.Title>
          <div className={styles.requests}>
            {requests.map((request) => (
              <PendingChildCard key={request.relationship_id} parentId={parentId} request={request} canCancel={canLink} />
            ))}
          </div>
        </section>
      ) : null}
      <CardGrid
        query={children}
        fallback={CHILD_LINKS_T.childrenLoadFailed}
        emptyText={CHILD_LINKS_T.childrenEmpty}
        itemKey={(child) => child.relationship_id}
        renderItem={(child) => <ChildCard parentId={parentId} child={child} canUnlink={canLink} />}
      />
    </Flex>
  );
}

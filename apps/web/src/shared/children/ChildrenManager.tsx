import { Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { childQueries } from '../../api/children';
import { CardGrid } from '../list/CardGrid';
import { ChildCard } from './ChildCard';
import { CHILD_LINKS_T } from './locale';
import { LinkChildForm } from './LinkChildForm';

/**
 * A parent's linked children, as staff see them on /parents and the parent sees them on /children: one card a
 * child, and, for whoever may link (`canLink`, from RULES.children.link), the link form and an unlink button on
 * each card. Without it the available students are never asked for (the API would refuse).
 */
export function ChildrenManager({ parentId, canLink }: { parentId: string; canLink: boolean }) {
  const children = useQuery(childQueries.of(parentId));
  return (
    <Flex vertical gap={16}>
      {canLink ? <LinkChildForm parentId={parentId} /> : null}
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

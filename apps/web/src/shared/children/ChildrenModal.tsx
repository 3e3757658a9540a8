import { Modal } from 'antd';
import { fullName } from '../user-name';
import { ChildrenManager } from './ChildrenManager';
import { CHILD_LINKS_T } from './locale';

type Named = Parameters<typeof fullName>[0] & { id: string };

/** The children manager of one person (/parents, /user-management) in a dialog; its lists are fetched only while it is open. */
export function ChildrenModal({ person, canLink, open, onClose }: { person: Named; canLink: boolean; open: boolean; onClose: () => void }) {
  return (
    <Modal title={CHILD_LINKS_T.childrenTitle(fullName(person))} open={open} onCancel={onClose} footer={null} width={760} centered destroyOnHidden>
      <ChildrenManager parentId={person.id} canLink={canLink} />
    </Modal>
  );
}

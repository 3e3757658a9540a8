import { Modal } from 'antd';
import { ChildrenManager } from '../../../shared/children/ChildrenManager';
import { fullName } from '../../../shared/user-name';
import { PARENTS_T } from '../locale';
import type { Parent } from '../types';

/** The children manager of one parent; its lists are fetched only while it is open. */
export function ParentChildrenModal({ parent, canLink, open, onClose }: { parent: Parent; canLink: boolean; open: boolean; onClose: () => void }) {
  return (
    <Modal title={PARENTS_T.childrenTitle(fullName(parent))} open={open} onCancel={onClose} footer={null} width={760} centered destroyOnHidden>
      <ChildrenManager parentId={parent.id} canLink={canLink} />
    </Modal>
  );
}

import { Button } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { T } from '../locale';

// The buttons at the foot of a card (complexes, circles, teachers, parents, courses, semesters): one look, one
// wording. Their icons are hidden from screen readers, which would otherwise read antd's English icon names first.

/** "Edit": the trigger of the card's edit form. Extra props (the form's onClick) pass through. */
export function EditAction(props: { onClick?: () => void }) {
  return (
    <Button type="text" icon={<EditOutlined aria-hidden />} {...props}>
      {T.edit}
    </Button>
  );
}

/** Names the action it takes (deactivate an active record, activate an inactive one); the card's tag names the state. */
export function ToggleAction({ active, onClick, loading }: { active: boolean; onClick: () => void; loading: boolean }) {
  return (
    <Button type="text" icon={active ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />} onClick={onClick} loading={loading}>
      {active ? T.deactivate : T.activate}
    </Button>
  );
}

/** "Delete", in red; the handler asks first. */
export function DeleteAction({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={onClick} loading={loading}>
      {T.delete}
    </Button>
  );
}

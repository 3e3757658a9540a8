import { Tag } from 'antd';
import { T } from '../../../shared/locale';

// Small pieces the card and the details dialog show alike.

/** The student's state, as a tag: active or inactive ('suspended' is stored as inactive). */
export function StudentStatusTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'success' : 'default'}>{active ? T.active : T.inactive}</Tag>;
}

/** A left-to-right value (national ID, phone, e-mail) kept whole inside Arabic text, or 'not set'. */
export function LtrText({ value }: { value: string | null }) {
  return value ? <span className="ltr-value">{value}</span> : <>{T.notSet}</>;
}

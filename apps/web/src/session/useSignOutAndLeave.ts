import { useNavigate } from 'react-router-dom';
import { outbox, useOutbox } from '../offline/outbox';
import { OUTBOX_T } from '../offline/locale';
import { useConfirmedAction } from '../shared/forms/useConfirmedAction';
import { session } from './session';
import { signOut } from './sign-out';

/**
 * Sign-out from a button: end the session, forget this person's outbox, and show the sign-in page. With writes not
 * yet sent it asks first, since they are lost.
 */
export function useSignOutAndLeave(): () => void {
  const navigate = useNavigate();
  const confirm = useConfirmedAction();
  const { waiting } = useOutbox();
  const leave = async () => {
    const userId = session.get().user?.id;
    if (userId) await outbox.clear(userId);
    signOut();
    navigate('/login', { replace: true });
  };
  return () => {
    if (waiting === 0) return void leave();
    confirm({
      run: leave,
      fallback: OUTBOX_T.signOutFailed,
      confirm: { title: OUTBOX_T.signOutTitle, content: OUTBOX_T.signOutContent(waiting), okText: OUTBOX_T.signOutAnyway },
    });
  };
}

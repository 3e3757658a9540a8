import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { homePathFor, useSession } from '../session/session';
import { T } from './locale';

/** The way out of a dead end: home when signed in (/about while limited), else the sign-in page. */
export function BackHomeButton() {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Button type="primary" onClick={() => navigate(homePathFor(user))}>
      {user ? T.backToHome : T.backToLogin}
    </Button>
  );
}

import { useNavigate } from 'react-router-dom';
import { signOut } from './sign-out';

/** Sign-out from a button: end the session and show the sign-in page. */
export function useSignOutAndLeave(): () => void {
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate('/login', { replace: true });
  };
}

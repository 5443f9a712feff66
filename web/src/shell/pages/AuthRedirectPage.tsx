import { Navigate, useSearchParams } from 'react-router';
import { setToken } from '../../lib/storage';
import { HOME_PATH, LOGIN_PATH } from '../../lib/paths';

// Sign-in handed over from elsewhere (single sign-on link): `?token=` becomes this browser's session.
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  setToken(token);
  return <Navigate to={HOME_PATH} replace />;
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken } from '../lib/storage';
import { HOME_PATH, loginPath } from '../lib/paths';

// Signed-in area: without a token, go to login and come back here afterwards.
export function RequireAuth() {
  const location = useLocation();
  if (!getToken()) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}

// The login page: someone already signed in goes home instead.
export function GuestOnly({ children }: { children: ReactNode }) {
  if (getToken()) return <Navigate to={HOME_PATH} replace />;
  return children;
}

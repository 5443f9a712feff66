import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spin } from 'antd';
import { getToken } from '../lib/storage';
import { HOME_PATH, loginPath } from '../lib/paths';

// Signed-in area: without a token, go to login and come back here afterwards (or to the page a
// signed-out person was on, which signOut passes along as `from`).
export function RequireAuth() {
  const location = useLocation();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const intended = typeof from === 'string' ? from : location.pathname + location.search;
  if (!getToken()) return <Navigate to={loginPath(intended)} replace />;
  return <Outlet />;
}

// The login page: someone already signed in goes home instead.
export function GuestOnly({ children }: { children: ReactNode }) {
  if (getToken()) return <Navigate to={HOME_PATH} replace />;
  return children;
}

export function FullPageSpin() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
      <Spin size="large" />
    </div>
  );
}

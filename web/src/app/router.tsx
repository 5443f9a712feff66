import { lazy, Suspense, useLayoutEffect } from 'react';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { LoginPage } from '../features/account/LoginPage';
import { setNavigator } from '../api/bridge';
import { AUTH_REDIRECT_PATH, HOME_PATH, INDEX_PATH, LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../lib/paths';
import { FullPageSpin, GuestOnly, RequireAuth } from './guards';

// The shell and every page past login load on demand, keeping the login page's download small; so do
// the error pages (antd's Result with its illustrations).
const SignedInGate = lazy(() => import('./SignedInGate').then((m) => ({ default: m.SignedInGate })));
// A sign-in link may end the current session, which needs the API client: loaded when such a link is opened.
const AuthRedirectPage = lazy(() => import('../features/account/AuthRedirectPage').then((m) => ({ default: m.AuthRedirectPage })));
const NotFoundPage = lazy(() => import('../shell/pages/ErrorPages').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../shell/pages/ErrorPages').then((m) => ({ default: m.UnauthorizedPage })));

// Hash mode (spec §2). The signed-in area is one catch-all route: the Layout resolves the path against
// the route table built from user/info and keeps visited pages mounted (tags view), which nested router
// outlets could not. /redirect/<path> is handled there too, so a tab refresh keeps the other tabs.
// A declarative router: the app uses no loaders or actions, and the data router would add their code
// to the login page's download.
export function AppRouter() {
  return (
    <HashRouter>
      <NavigatorBridge />
      <Routes>
        <Route path={LOGIN_PATH} element={<GuestOnly><LoginPage /></GuestOnly>} />
        <Route path={AUTH_REDIRECT_PATH} element={<Suspense fallback={<FullPageSpin />}><AuthRedirectPage /></Suspense>} />
        <Route path={NOT_FOUND_PATH} element={<Suspense fallback={<FullPageSpin />}><NotFoundPage /></Suspense>} />
        <Route path={UNAUTHORIZED_PATH} element={<Suspense fallback={<FullPageSpin />}><UnauthorizedPage /></Suspense>} />
        <Route path={HOME_PATH} element={<RequireAuth />}>
          <Route index element={<Navigate to={INDEX_PATH} replace />} />
          <Route path="*" element={<Suspense fallback={<FullPageSpin />}><SignedInGate /></Suspense>} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

// Hands the router's navigation to code outside React (the API client); until it mounts, goTo sets the hash.
function NavigatorBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, state) => void navigate(to, { state }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

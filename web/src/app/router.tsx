import { lazy, Suspense } from 'react';
import { Navigate, createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoginPage } from '../features/account/LoginPage';
import { setNavigator } from '../api/bridge';
import { AUTH_REDIRECT_PATH, HOME_PATH, INDEX_PATH, LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../lib/paths';
import { AuthRedirectPage } from '../shell/pages/AuthRedirectPage';
import { NotFoundPage, UnauthorizedPage } from '../shell/pages/ErrorPages';
import { FullPageSpin, GuestOnly, RequireAuth } from './guards';

// The shell and every page past login load on demand, keeping the login page's download small.
const SignedInGate = lazy(() => import('./SignedInGate').then((m) => ({ default: m.SignedInGate })));

// Hash mode (spec §2). The signed-in area is one catch-all route: the Layout resolves the path against
// the route table built from user/info and keeps visited pages mounted (tags view), which nested router
// outlets could not. /redirect/<path> is handled there too, so a tab refresh keeps the other tabs.
export const router = createHashRouter([
  { path: LOGIN_PATH, element: <GuestOnly><LoginPage /></GuestOnly> },
  { path: AUTH_REDIRECT_PATH, element: <AuthRedirectPage /> },
  { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
  { path: UNAUTHORIZED_PATH, element: <UnauthorizedPage /> },
  {
    path: HOME_PATH,
    element: <RequireAuth />,
    children: [
      { index: true, element: <Navigate to={INDEX_PATH} replace /> },
      { path: '*', element: <Suspense fallback={<FullPageSpin />}><SignedInGate /></Suspense> },
    ],
  },
]);

setNavigator((to, state) => void router.navigate(to, { state }));

export function AppRouter() {
  return <RouterProvider router={router} />;
}

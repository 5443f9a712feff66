import { lazy, Suspense } from 'react';
import { Navigate, createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Flex, Spin } from 'antd';
import { LoginPage } from '../features/account/LoginPage';
import { setNavigator } from '../api/bridge';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths';
import { GuestOnly, RequireAuth } from './guards';

// Everything past login is loaded on demand, keeping the login page's download small.
const HomePage = lazy(() => import('../features/account/HomePage').then((m) => ({ default: m.HomePage })));

function PageFallback() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

const home = (
  <Suspense fallback={<PageFallback />}>
    <HomePage />
  </Suspense>
);

export const router = createHashRouter([
  { path: LOGIN_PATH, element: <GuestOnly><LoginPage /></GuestOnly> },
  {
    path: HOME_PATH,
    element: <RequireAuth />,
    children: [
      { index: true, element: home },
      { path: 'index', element: home },
      // Pages of later modules do not exist yet: a signed-in visit to any other path goes home.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
]);

setNavigator((to) => void router.navigate(to));

export function AppRouter() {
  return <RouterProvider router={router} />;
}

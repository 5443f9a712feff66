import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Flex, Spin } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { getIsBind } from '../lib/storage';
import { loginPath } from '../lib/paths';
import { ApiError } from '../api/client';
import { showError, wantMessages } from '../api/bridge';
import { useUserInfo } from '../features/account/useUserInfo';
import { Layout } from '../shell/Layout';
import { FullPageSpin } from './guards';
import { endSession } from './session';
import { queryClient } from './queryClient';
import { registerShellTexts } from '../i18n/shellTexts';

// The shell's texts, before anything of the signed-in area renders (the login page loads only its own;
// the pages' texts come with the first page that needs them, shell/PageViews.tsx).
registerShellTexts();

// Only a device awaiting approval shows it.
const DeviceBindNotice = lazy(() => import('../features/account/DeviceBindNotice').then((m) => ({ default: m.DeviceBindNotice })));

// The query cache serves everything past login (the login page has no queries).
export function SignedInGate() {
  useEffect(() => wantMessages(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BindGate />
    </QueryClientProvider>
  );
}

// Spec §4: a device awaiting approval sees the binding screen and user/info is not asked; otherwise the
// info is loaded before the shell (routes, permissions) can be built.
function BindGate() {
  // '0' means this session's device awaits approval: user/info would be refused, so do not ask.
  const [bound, setBound] = useState(() => getIsBind() !== '0');
  if (!bound) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Suspense fallback={<Spin size="large" />}>
          <DeviceBindNotice onBound={() => setBound(true)} />
        </Suspense>
      </Flex>
    );
  }
  return <InfoGate />;
}

function InfoGate() {
  const info = useUserInfo();
  const location = useLocation();
  // Where the person was going when the info failed, kept for the redirect after the next login.
  const intended = useRef(location.pathname + location.search);

  // Spec §8 route guard failure: reset the token, show the error ('Has Error' without text), back to login.
  useEffect(() => {
    if (!info.error) return;
    // The API client has already shown the message of a failed call.
    if (!(info.error instanceof ApiError)) showError(info.error.message || 'Has Error', 5);
    endSession({ redirect: loginPath(intended.current) });
  }, [info.error]);

  if (!info.data) return <FullPageSpin />;
  return <Layout info={info.data} />;
}

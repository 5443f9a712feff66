import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Flex } from 'antd';
import { getIsBind } from '../lib/storage';
import { loginPath } from '../lib/paths';
import { ApiError } from '../api/client';
import { showError } from '../api/bridge';
import { useUserInfo } from '../features/account/useUserInfo';
import { DeviceBindNotice } from '../features/account/DeviceBindNotice';
import { Layout } from '../shell/Layout';
import { FullPageSpin } from './guards';
import { signOut } from './session';

// Spec §4: a device awaiting approval sees the binding screen and user/info is not asked; otherwise the
// info is loaded before the shell (routes, permissions) can be built.
export function SignedInGate() {
  // '0' means this session's device awaits approval: user/info would be refused, so do not ask.
  const [bound, setBound] = useState(() => getIsBind() !== '0');
  if (!bound) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <DeviceBindNotice onBound={() => setBound(true)} />
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
    void signOut({ callServer: false, redirect: loginPath(intended.current) });
  }, [info.error]);

  if (!info.data) return <FullPageSpin />;
  return <Layout info={info.data} />;
}

import { useState } from 'react';
import { Button, Flex, Layout, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userLogout } from '@brokerage/contract';
import { api } from '../../api/client';
import { clearSession, getIsBind } from '../../lib/storage';
import { LOGIN_PATH } from '../../lib/paths';
import { DeviceBindNotice } from './DeviceBindNotice';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileCard } from './ProfileCard';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // '0' means this session's device awaits approval: user/info would be refused, so do not ask.
  const [bound, setBound] = useState(() => getIsBind() !== '0');

  const logout = useMutation({
    mutationFn: () => api(userLogout),
    // Leave even when the server call failed: the person asked to be signed out here. The query cache is
    // emptied by the next login: clearing it now would make the still mounted profile refetch without a token.
    onSettled: () => {
      clearSession();
      void navigate(LOGIN_PATH, { replace: true });
    },
  });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 24 }}>
        <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
            {t('app.brand')} · {t('app.platform')}
          </Typography.Title>
          <Flex align="center" gap={16}>
            <LanguageSwitch />
            <Button data-testid="logout" loading={logout.isPending} onClick={() => logout.mutate()}>
              {t('home.logout')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {bound ? <ProfileCard /> : <DeviceBindNotice onBound={() => setBound(true)} />}
      </Layout.Content>
    </Layout>
  );
}

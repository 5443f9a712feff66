import { useEffect } from 'react';
import { Card, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UserInfo } from '@brokerage/contract';
import { ApiError } from '../../api/client';
import { showError } from '../../api/bridge';
import { currentLanguage } from '../../i18n';
import { clearSession } from '../../lib/storage';
import { loginPath } from '../../lib/paths';
import { useUserInfo } from './useUserInfo';

// The signed-in person and the menus they may open.
export function ProfileCard() {
  const info = useUserInfo();
  const navigate = useNavigate();
  const location = useLocation();

  // Without a valid profile nothing else can work: sign out and come back here after the next login.
  useEffect(() => {
    if (!info.error) return;
    // The API client has shown its own errors already.
    if (!(info.error instanceof ApiError)) showError(info.error.message, 5);
    // The failed query stays cached until the next login clears the cache; removing it now would refetch.
    clearSession();
    void navigate(loginPath(location.pathname + location.search), { replace: true });
  }, [info.error, navigate, location.pathname, location.search]);

  if (!info.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  return <Profile info={info.data} />;
}

function Profile({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const menus = info.route.filter((node) => !node.hidden);
  const items = [
    { key: 'role', label: t('home.role'), children: info.role_name },
    { key: 'position', label: t('home.position'), children: info.position_name || t('home.none') },
    { key: 'company', label: t('home.company'), children: info.company_name },
    { key: 'department', label: t('home.department'), children: info.department_name || t('home.none') },
    { key: 'level', label: t('home.level'), children: info.level_name || t('home.noLevel') },
    { key: 'points', label: t('home.points'), children: info.point },
    { key: 'phone', label: t('home.phone'), children: info.staff_phone || t('home.none') },
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} data-testid="home-name" style={{ marginTop: 0 }}>{info.name}</Typography.Title>
        <Descriptions title={t('home.profile')} items={items} column={{ xs: 1, sm: 2, lg: 3 }} />
      </Card>
      <Card title={t('home.menus')}>
        {menus.length === 0 ? (
          <Empty description={t('home.noMenus')} />
        ) : (
          <Flex wrap gap={8} data-testid="home-menus">
            {menus.map((node) => (
              <Tag key={node.name} color="blue">{node.meta.title[lang]}</Tag>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}

import { lazy, useState } from 'react';
import { Alert, Avatar, Button, Col, Descriptions, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageList, type MessageItem } from '@brokerage/contract';
import { api } from '../../../api/client';
import { NEWS_CENTER_PATH, TARGET_PATH } from '../../../lib/paths';
import { useProfileItems } from '../../../features/account/profileItems';
import { useUserInfo } from '../../../features/account/useUserInfo';
import { MessageRows } from '../../../features/message/MessageList';
import { MESSAGE_KEY } from '../../../features/message/queries';
import { currentMonth, useMonthTarget } from '../../../features/target/queries';
import { TargetSummary } from '../../../features/target/TargetSummary';
import type { UserInfo } from '@brokerage/contract';
import { Later } from '../../../components/Later';
import { Panel } from './Panel';

// Loaded when a message is first opened (it sanitises the message's HTML).
const MessageDetail = lazy(() => import('../../../features/message/MessageDetail').then((m) => ({ default: m.MessageDetail })));

const LATEST = 5;

// /index: the person's card, this month's targets against actuals, latest announcements and unread messages.
export function DashboardPage() {
  const { data } = useUserInfo();
  if (!data) return <Skeleton active />;
  return <Dashboard info={data} />;
}

function Dashboard({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const items = useProfileItems(info);
  const [shown, setShown] = useState<MessageItem | null>(null);

  return (
    <Flex vertical gap={16} data-testid="dashboard">
      <Panel>
        <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
          <Avatar size={56} src={info.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-name">{info.name}</Typography.Title>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={items.map(({ key, label, value }) => ({ key, label, children: <span data-testid={`dashboard-${key}`}>{value}</span> }))}
        />
      </Panel>
      <MonthTargets />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <LatestMessages title={t('dashboard.announcements')} filter={{ category: 3 }} testId="dashboard-announcements" onOpen={setShown} />
        </Col>
        <Col xs={24} lg={12}>
          <LatestMessages title={t('dashboard.unread')} filter={{ read: 0 }} testId="dashboard-unread" onOpen={setShown} />
        </Col>
      </Row>
      <Later when={shown !== null}>
        <MessageDetail item={shown} onClose={() => setShown(null)} />
      </Later>
    </Flex>
  );
}

function MonthTargets() {
  const { t } = useTranslation();
  const target = useMonthTarget();
  return (
    <Panel title={t('dashboard.targets', { month: currentMonth() })} testId="dashboard-targets">
      {target.isPending ? (
        <Skeleton active />
      ) : target.data ? (
        <Flex vertical gap={8}>
          <TargetSummary target={target.data} />
          <Typography.Text type="secondary">{t('dashboard.actualNote')}</Typography.Text>
        </Flex>
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="dashboard-target-not-set"
          title={t('dashboard.notSet')}
          action={<Link to={TARGET_PATH}><Button size="small" type="primary">{t('dashboard.setTargets')}</Button></Link>}
        />
      )}
    </Panel>
  );
}

function LatestMessages({ title, filter, testId, onOpen }: {
  title: string; filter: { category?: 3; read?: 0 }; testId: string; onOpen: (item: MessageItem) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [...MESSAGE_KEY, 'dashboard', filter],
    queryFn: () => api(messageList, { page: 1, limit: LATEST, ...filter }),
  });
  return (
    <Panel title={title} testId={testId} extra={<Link to={NEWS_CENTER_PATH}>{t('dashboard.more')}</Link>}>
      {list.isPending ? (
        <Skeleton active />
      ) : list.data && list.data.list.length > 0 ? (
        <MessageRows items={list.data.list} onOpen={onOpen} testId={`${testId}-item`} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Panel>
  );
}

import {
  AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, DashboardOutlined, DatabaseOutlined,
  FileSearchOutlined, FileTextOutlined, HomeOutlined, MessageOutlined, NotificationOutlined, ReadOutlined,
  SettingOutlined, TeamOutlined, TransactionOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// The icon names of the menu tree (contract MENU_TREE) → antd icons; unknown names get a plain page icon.
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  audit: <AuditOutlined />,
  team: <TeamOutlined />,
  appstore: <AppstoreOutlined />,
  user: <UserOutlined />,
  transaction: <TransactionOutlined />,
  setting: <SettingOutlined />,
  bank: <BankOutlined />,
  message: <MessageOutlined />,
  'file-search': <FileSearchOutlined />,
  'bar-chart': <BarChartOutlined />,
  notification: <NotificationOutlined />,
  read: <ReadOutlined />,
  database: <DatabaseOutlined />,
};

export function menuIcon(name: string | undefined, topLevel: boolean): ReactNode {
  if (!name) return topLevel ? <FileTextOutlined /> : undefined;
  return ICONS[name] ?? <FileTextOutlined />;
}

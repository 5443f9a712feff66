import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VR_USER_STATUSES, VR_USER_STATUS_LABELS, vrDisableUser, type VrUser, type VrUserStatus } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FilterBar, ListView, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { USER_STATUS_COLORS } from './logic';
import { useInvalidateVr, useVrUsers } from './queries';
import { VrAddUserDialog } from './VrAddUserDialog';
import { VrUserPackageDialog } from './VrUserPackageDialog';

const PAGE_SIZE = 10;

// The VR accounts of the staff in the person's scope: filters, opening one, disabling one, a person's package use.
export function VrUsersPanel() {
  const { t } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<VrUserStatus | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [usage, setUsage] = useState<VrUser | null>(null);
  const users = useVrUsers({ page, limit: PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) });
  const invalidate = useInvalidateVr();

  const disable = async (user: VrUser) => {
    await api(vrDisableUser, { id: user.id });
    showSuccess(t('vr.accounts.disabled'));
    void invalidate();
  };

  const columns: ListColumn<VrUser>[] = [
    { key: 'name', title: t('vr.accounts.col.name'), card: 'title', render: (_, u) => `${u.staff_name} ${u.mobile}` },
    { key: 'store', title: t('vr.accounts.col.store'), dataIndex: 'store_name' },
    {
      key: 'status', title: t('vr.accounts.col.status'),
      render: (_, u) => <Tag color={USER_STATUS_COLORS[u.status]} data-testid="vr-user-status">{label(VR_USER_STATUS_LABELS[u.status])}</Tag>,
    },
    { key: 'ref', title: t('vr.accounts.col.ref'), dataIndex: 'provider_user_id' },
    { key: 'open', title: t('vr.accounts.col.open'), dataIndex: 'tasks_open' },
    { key: 'done', title: t('vr.accounts.col.done'), dataIndex: 'tasks_done' },
    { key: 'created', title: t('vr.accounts.col.created'), render: (_, u) => formatDate(u.created_at, 'YYYY-MM-DD') },
    {
      key: 'actions', title: t('vr.accounts.col.actions'), card: 'actions', render: (_, u) => (
        <Space wrap>
          <Button size="small" onClick={() => setUsage(u)} data-testid="vr-user-usage">{t('vr.accounts.use')}</Button>
          {u.status === 'active' && (
            <Popconfirm title={t('vr.accounts.confirmDisable', { name: u.staff_name })} onConfirm={() => disable(u).catch(() => undefined)}
              okButtonProps={{ ...{ 'data-testid': 'vr-user-disable-ok' } }}>
              <Button size="small" danger data-testid="vr-user-disable">{t('vr.accounts.disable')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="vr-users">
      <Flex gap={12} wrap justify="space-between">
        <FilterBar active={[keyword, status].filter((v) => v !== undefined).length}>
          <Space wrap>
            <Input.Search allowClear placeholder={t('vr.accounts.keyword')} aria-label={t('vr.accounts.keyword')} style={{ width: 200 }}
              data-testid="vr-user-keyword" onSearch={(text) => { setKeyword(text.trim() || undefined); setPage(1); }} />
            <Select allowClear placeholder={t('vr.accounts.allStatuses')} aria-label={t('vr.accounts.status')} style={{ width: 140 }} value={status}
              data-testid="vr-user-status-filter" onChange={(next?: VrUserStatus) => { setStatus(next); setPage(1); }}
              options={VR_USER_STATUSES.map((s) => ({ value: s, label: label(VR_USER_STATUS_LABELS[s]) }))} />
          </Space>
        </FilterBar>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="vr-user-add">{t('vr.accounts.add')}</Button>
      </Flex>
      <ListView testId="vr-user-table" rowKey="id" size="small" columns={columns} source={users}
        rowProps={(u) => ({ 'data-id': u.id, 'data-staff': u.staff_id, 'data-status': u.status })} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
      <VrAddUserDialog open={adding} onClose={() => setAdding(false)} />
      <VrUserPackageDialog user={usage} onClose={() => setUsage(null)} />
    </Flex>
  );
}

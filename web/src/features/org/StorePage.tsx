import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STORE_STATUSES, STORE_STATUS_LABELS, storeDelete, storeList, type Store } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import { MEMBER_KEY, useDistricts } from '../member/queries';
import { useLabel } from '../../i18n/useLabel';
import { StoreForm } from './store/StoreForm';
import { StoreShift } from './store/StoreShift';

const PAGE_SIZE = 20;
type StoreStatus = Store['status'];
type Filters = { district_id?: number; status?: StoreStatus; keyword?: string };
const STATUS_COLOR: Record<StoreStatus, string> = { trial: 'blue', formal: 'green', paused: 'orange', closed: 'default' };

// /member/store: stores by district, status and name; add, edit, delete (refused while people work
// there, 409003, whose message the client shows) and moving staff to another store.
export function StorePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ editing: Store | null } | null>(null);
  const [shifting, setShifting] = useState<Store | null>(null);
  const canEdit = usePermission(['store:edit']);
  const canShift = usePermission(['store:shift']);
  const districts = useDistricts();

  const list = useQuery({
    queryKey: [...MEMBER_KEY, 'org', 'stores', filters, page],
    queryFn: () => api(storeList, { ...filters, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(storeDelete, { id }),
    onSuccess: () => showSuccess(t('member.common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });
  const filter = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Card title={t('org.store.title')} data-testid="store-page" extra={
      <Permission codes={['store:edit']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="store-add">{t('org.store.add')}</Button>
      </Permission>
    }>
      <Flex vertical gap={16}>
        <Flex gap={8} wrap>
          <Select allowClear style={{ width: 160 }} placeholder={t('org.store.district')} value={filters.district_id} data-testid="store-filter-district"
            options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))} onChange={(district_id?: number) => filter({ ...filters, district_id })} />
          <Select allowClear style={{ width: 120 }} placeholder={t('member.common.status')} value={filters.status}
            options={STORE_STATUSES.map((s) => ({ value: s, label: label(STORE_STATUS_LABELS[s]) }))} onChange={(status?: StoreStatus) => filter({ ...filters, status })} />
          <Input.Search allowClear style={{ width: 220 }} placeholder={t('org.store.keywordPlaceholder')} value={keyword} data-testid="store-filter-keyword"
            onChange={(e) => setKeyword(e.target.value)} onSearch={(value) => filter({ ...filters, keyword: value.trim() || undefined })} />
        </Flex>
        <Table<Store>
          size="small"
          rowKey="id"
          data-testid="store-table"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('org.store.name') },
            { key: 'district', dataIndex: 'district_name', title: t('org.store.district') },
            { key: 'status', title: t('member.common.status'), render: (_, s) => <Tag color={STATUS_COLOR[s.status]}>{label(STORE_STATUS_LABELS[s.status])}</Tag> },
            { key: 'manager', dataIndex: 'manager_name', title: t('org.store.manager') },
            { key: 'count', title: t('org.store.staffCount'), render: (_, s) => <span data-testid="store-staff-count">{s.staff_count}</span> },
            { key: 'phone', dataIndex: 'phone', title: t('org.store.phone') },
            { key: 'address', dataIndex: 'address', title: t('org.store.address') },
            {
              key: 'actions', title: t('member.common.actions'),
              render: (_, s) => (
                <Space size={0}>
                  {canEdit && <Button type="link" size="small" onClick={() => setForm({ editing: s })} data-testid="store-edit">{t('member.common.edit')}</Button>}
                  {canShift && <Button type="link" size="small" onClick={() => setShifting(s)} data-testid="store-shift">{t('org.store.shift')}</Button>}
                  {canEdit && (
                    <Popconfirm title={t('member.common.confirmDelete', { name: s.name })} onConfirm={() => remove.mutateAsync(s.id).catch(() => undefined)}
                      okButtonProps={{ ...{ 'data-testid': 'store-delete-ok' } }}>
                      <Button type="link" size="small" danger data-testid="store-delete">{t('member.common.delete')}</Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      <StoreForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <StoreShift from={shifting} onClose={() => setShifting(null)} />
    </Card>
  );
}

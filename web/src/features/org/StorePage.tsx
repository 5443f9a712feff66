import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { Button, Card, Flex, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STORE_STATUSES, STORE_STATUS_LABELS, storeDelete, storeList, type Store } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission, usePermission } from '../../app/permission';
import { FilterBar, ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { MEMBER_KEY, useDistricts } from '../member/queries';
import { useLabel } from '../../i18n/useLabel';
import { StoreForm } from './store/StoreForm';
import { StoreShift } from './store/StoreShift';

type StoreStatus = Store['status'];
const STATUS_COLOR: Record<StoreStatus, string> = { trial: 'blue', formal: 'green', paused: 'orange', closed: 'default' };

// /member/store: stores by district, status and name; add, edit, delete (refused while people work
// there, 409003, whose message the client shows) and moving staff to another store.
export function StorePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const list = useListQuery(storeList.input);
  const { query } = list;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [form, setForm] = useState<{ editing: Store | null } | null>(null);
  const [shifting, setShifting] = useState<Store | null>(null);
  const canEdit = usePermission(['store:edit']);
  const canShift = usePermission(['store:shift']);
  const districts = useDistricts();

  const input = toCallInput(query);
  const stores = useQuery({
    queryKey: [...MEMBER_KEY, 'org', 'stores', input],
    queryFn: () => api(storeList, input),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(storeDelete, { id }),
    onSuccess: () => showSuccess(t('member.common.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  const columns: ListColumn<Store>[] = [
    { key: 'name', dataIndex: 'name', title: t('org.store.name'), card: 'title' },
    { key: 'district', dataIndex: 'district_name', title: t('org.store.district') },
    { key: 'status', title: t('member.common.status'), render: (_, s) => <Tag color={STATUS_COLOR[s.status]}>{label(STORE_STATUS_LABELS[s.status])}</Tag> },
    { key: 'manager', dataIndex: 'manager_name', title: t('org.store.manager') },
    { key: 'count', title: t('org.store.staffCount'), render: (_, s) => <span data-testid="store-staff-count">{s.staff_count}</span> },
    { key: 'phone', dataIndex: 'phone', title: t('org.store.phone') },
    { key: 'address', dataIndex: 'address', title: t('org.store.address') },
    {
      key: 'actions', title: t('member.common.actions'), card: 'actions',
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
  ];
  const active = [query.district_id, query.status, query.keyword].filter((v) => v !== undefined).length;

  return (
    <Card title={t('org.store.title')} data-testid="store-page" extra={
      <Permission codes={['store:edit']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="store-add">{t('org.store.add')}</Button>
      </Permission>
    }>
      <Flex vertical gap={16}>
        <FilterBar active={active}>
          <Select allowClear style={{ width: 160 }} placeholder={t('org.store.district')} aria-label={t('org.store.district')} value={query.district_id} data-testid="store-filter-district"
            options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))} onChange={(district_id?: number) => list.filter({ district_id })} />
          <Select allowClear style={{ width: 120 }} placeholder={t('member.common.status')} aria-label={t('member.common.status')} value={query.status}
            options={STORE_STATUSES.map((s) => ({ value: s, label: label(STORE_STATUS_LABELS[s]) }))} onChange={(status?: StoreStatus) => list.filter({ status })} />
          <Input.Search allowClear style={{ width: 220 }} placeholder={t('org.store.keywordPlaceholder')} maxLength={maxLengthOf(storeList.input, 'keyword')} value={keyword} data-testid="store-filter-keyword"
            onChange={(e) => setKeyword(e.target.value)} onSearch={(value) => list.filter({ keyword: value.trim() || undefined })} />
        </FilterBar>
        <ListView<Store> testId="store-table" rowKey="id" size="small" columns={columns} source={stores}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }} />
      </Flex>
      <StoreForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <StoreShift from={shifting} onClose={() => setShifting(null)} />
    </Card>
  );
}

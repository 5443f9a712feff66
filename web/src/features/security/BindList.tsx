import { useState } from 'react';
import { Button, Flex, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BIND_STATUSES, bindList, bindOperate, bindRelease, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { formatDate } from '../../lib/format';
import { SETTING_KEY } from '../setting/keys';

type Bind = DataOf<typeof bindList>['list'][number];
type Status = Bind['status'];
const COLOR: Record<Status, string> = { pending: 'gold', approved: 'green', rejected: 'red', released: 'default' };
const PAGE_SIZE = 10;

// Device-binding requests: approve or reject pending ones, release approved ones.
export function BindList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canOperate = usePermission(['bind:operate']);
  const [status, setStatus] = useState<Status | undefined>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Bind | null>(null);
  const [reason, setReason] = useState('');
  const list = useQuery({
    queryKey: [...SETTING_KEY, 'binds', status, page],
    queryFn: () => api(bindList, { page, limit: PAGE_SIZE, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...SETTING_KEY, 'binds'] });
  const operate = useMutation({
    mutationFn: (input: { id: number; action: 'approve' | 'reject'; reason?: string }) => api(bindOperate, input),
    onSuccess: () => {
      showSuccess(t('member.staff.done'));
      setRejecting(null);
    },
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: (id: number) => api(bindRelease, { id }),
    onSuccess: () => showSuccess(t('member.staff.done')),
    onSettled: refresh,
  });
  const b = (key: 'person' | 'store' | 'host' | 'machine' | 'ip' | 'remark') => t(`setting.binds.${key}`);

  return (
    <Flex vertical gap={12}>
      <Select allowClear style={{ width: 160 }} value={status} onChange={(s?: Status) => {
        setStatus(s);
        setPage(1);
      }} options={BIND_STATUSES.map((s) => ({ value: s, label: t(`setting.binds.statuses.${s}`) }))} />
      <Table<Bind>
        size="small"
        rowKey="id"
        data-testid="bind-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'person', title: b('person'), render: (_, r) => `${r.staff_name} (${r.loginid})` },
          { key: 'store', dataIndex: 'store_name', title: b('store') },
          { key: 'host', dataIndex: 'host_name', title: b('host') },
          { key: 'machine', dataIndex: 'machine', title: b('machine') },
          { key: 'ip', dataIndex: 'ip', title: b('ip') },
          { key: 'remark', dataIndex: 'remark', title: b('remark') },
          { key: 'status', title: t('member.common.status'), render: (_, r) => <Tag color={COLOR[r.status]}>{t(`setting.binds.statuses.${r.status}`)}</Tag> },
          { key: 'at', title: t('member.common.createdAt'), render: (_, r) => formatDate(r.created_at) },
          ...(canOperate ? [{
            key: 'actions',
            render: (_: unknown, r: Bind) => (
              <Space size={0}>
                {r.status === 'pending' && (
                  <>
                    <Button type="link" size="small" onClick={() => operate.mutate({ id: r.id, action: 'approve' })}>{t('setting.binds.approve')}</Button>
                    <Button type="link" size="small" danger onClick={() => {
                      setReason('');
                      setRejecting(r);
                    }}>{t('setting.binds.reject')}</Button>
                  </>
                )}
                {r.status === 'approved' && (
                  <Popconfirm title={t('setting.binds.releaseConfirm')} onConfirm={() => release.mutateAsync(r.id).catch(() => undefined)}>
                    <Button type="link" size="small" danger>{t('setting.binds.release')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          }] : []),
        ]}
      />
      <Modal open={rejecting !== null} title={t('setting.binds.reject')} onCancel={() => setRejecting(null)} confirmLoading={operate.isPending}
        onOk={() => rejecting && operate.mutate({ id: rejecting.id, action: 'reject', reason: reason.trim() || undefined })}>
        <Input.TextArea rows={3} maxLength={200} placeholder={t('setting.binds.rejectReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Flex>
  );
}

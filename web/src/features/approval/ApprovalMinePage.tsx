import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES, APPROVAL_STATUS_LABELS, approvalMine, type ApprovalStatus } from '@brokerage/contract';
import { StatusTabs, toCallInput, useListQuery } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { ApprovalDrawer } from './ApprovalDrawer';
import { ApprovalTable, useApprovalColumns } from './columns';
import { useApprovalMine, useOperate } from './queries';

// /approval/mine ('my initiated'): the caller's requests by status, each openable, withdrawable while nobody acted.
export function ApprovalMinePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const list = useListQuery(approvalMine.input);
  const approvals = useApprovalMine(toCallInput(list.query) as Parameters<typeof useApprovalMine>[0]);
  const [open, setOpen] = useState<number | null>(null);
  const operate = useOperate();
  const columns = useApprovalColumns((row) => (
    <Space size={4}>
      <Button size="small" data-testid="approval-open" onClick={() => setOpen(row.id)}>{t('approval.view')}</Button>
      {row.status === 'pending' && (
        <Popconfirm title={t('approval.withdrawConfirm')} onConfirm={() => operate.mutate({ id: row.id, action: 'withdraw' })}
          okButtonProps={{ ...{ 'data-testid': 'approval-withdraw-ok' } }}>
          <Button size="small" danger data-testid="approval-withdraw">{t('approval.action.withdraw')}</Button>
        </Popconfirm>
      )}
    </Space>
  ));
  return (
    <Card title={t('approval.mineTitle')} data-testid="approval-mine-page">
      <Flex vertical gap={16}>
        <StatusTabs<ApprovalStatus> testId="approval-mine-tab" all={{ label: t('approval.all') }} loaded={!approvals.isFetching}
          value={list.query.status ? [list.query.status] : []} onChange={(next) => list.filter({ status: next?.[0] })}
          tabs={APPROVAL_STATUSES.map((s) => ({ key: s, label: label(APPROVAL_STATUS_LABELS[s]) }))} />
        <ApprovalTable columns={columns} source={approvals} onOpen={setOpen}
          paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }} />
      </Flex>
      <ApprovalDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

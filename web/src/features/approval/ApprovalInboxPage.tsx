import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { Button, Card, Flex, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES, APPROVAL_STATUS_LABELS, APPROVAL_TABS, approvalList, type ApprovalCategory, type ApprovalTab } from '@brokerage/contract';
import { FilterBar, toCallInput, useListQuery } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { ApprovalDrawer } from './ApprovalDrawer';
import { ApprovalTable, useApprovalColumns } from './columns';
import { useApprovalList } from './queries';

// On a phone the choice of tabs scrolls on its own rather than widening the page.
const SCROLLS = { maxWidth: '100%', overflowX: 'auto' } as const;

// /approval/business and /approval/finance: what waits for me, what I handled, and all I may see, with the drawer.
function ApprovalInbox({ category }: { category: ApprovalCategory }) {
  const { t } = useTranslation();
  const label = useLabel();
  const list = useListQuery(approvalList.input, { base: { category } });
  const approvals = useApprovalList(toCallInput(list.query) as Parameters<typeof useApprovalList>[0]);
  const [open, setOpen] = useState<number | null>(null);
  const columns = useApprovalColumns((row) => <Button size="small" data-testid="approval-open" onClick={() => setOpen(row.id)}>{t('approval.view')}</Button>);
  const todo = approvals.data?.todo[category];
  return (
    <Card title={t(category === 'business' ? 'approval.businessTitle' : 'approval.financeTitle')} data-testid={`approval-${category}-page`}>
      <Flex vertical gap={16}>
        <Segmented<ApprovalTab> value={list.query.tab} data-testid="approval-tabs" style={SCROLLS} onChange={(tab) => list.filter({ tab })}
          options={APPROVAL_TABS.map((tab) => ({ value: tab, label: tab === 'todo' && todo !== undefined ? `${t('approval.tabs.todo')} (${todo})` : t(`approval.tabs.${tab}`) }))} />
        <FilterBar active={[list.query.status, list.query.keyword].filter(Boolean).length}>
          <Select allowClear placeholder={t('approval.col.status')} aria-label={t('approval.col.status')} style={{ width: 160 }} value={list.query.status} data-testid="approval-status-filter"
            onChange={(status) => list.filter({ status })} options={APPROVAL_STATUSES.map((s) => ({ value: s, label: label(APPROVAL_STATUS_LABELS[s]) }))} />
          <Input.Search allowClear placeholder={t('approval.keyword')} maxLength={maxLengthOf(approvalList.input, 'keyword')} style={{ width: 220 }} defaultValue={list.query.keyword}
            onSearch={(keyword) => list.filter({ keyword: keyword.trim() || undefined })} />
        </FilterBar>
        <ApprovalTable columns={columns} source={approvals} onOpen={setOpen}
          paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }} />
      </Flex>
      <ApprovalDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

export function ApprovalBusinessPage() {
  return <ApprovalInbox category="business" />;
}

export function ApprovalFinancePage() {
  return <ApprovalInbox category="finance" />;
}

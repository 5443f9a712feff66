import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_ITEMS, APPROVAL_STATUS_LABELS, type ApprovalItem, type ApprovalStatus } from '@brokerage/contract';
import { ListView, type ListColumn, type ListSource } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';

const STATUS_COLOURS: Record<ApprovalStatus, string> = {
  pending: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default', overdue_approved: 'warning',
};

export function ApprovalStatusTag({ status }: { status: ApprovalStatus }) {
  const label = useLabel();
  return <Tag color={STATUS_COLOURS[status]} data-testid="approval-status" data-status={status}>{label(APPROVAL_STATUS_LABELS[status])}</Tag>;
}

// The columns every approval list shows; `actions` renders a row's buttons.
export function useApprovalColumns(actions: (row: ApprovalItem) => React.ReactNode): ListColumn<ApprovalItem>[] {
  const { t } = useTranslation();
  const label = useLabel();
  return [
    { key: 'id', title: t('approval.col.id'), dataIndex: 'id', width: 80, card: 'hidden' },
    {
      key: 'item', title: t('approval.col.item'), card: 'title',
      render: (_, row) => <Typography.Text strong>{label(APPROVAL_ITEMS[row.item_type].name)}</Typography.Text>,
    },
    { key: 'subject', title: t('approval.col.subject'), dataIndex: 'subject' },
    {
      key: 'status', title: t('approval.col.status'),
      render: (_, row) => (
        <Space size={4}>
          <ApprovalStatusTag status={row.status} />
          {row.overdue === 1 && <Tag color="red">{t('approval.overdue')}</Tag>}
        </Space>
      ),
    },
    { key: 'applicant', title: t('approval.col.applicant'), render: (_, row) => `${row.applicant_name}${row.applicant_store_name ? ` · ${row.applicant_store_name}` : ''}` },
    { key: 'approvers', title: t('approval.col.approvers'), render: (_, row) => row.current_approvers.join('、') },
    { key: 'created', title: t('approval.col.created'), render: (_, row) => formatDate(row.created_at) },
    { key: 'actions', title: t('approval.col.actions'), card: 'actions', render: (_, row) => actions(row) },
  ];
}

type TableProps = {
  columns: ListColumn<ApprovalItem>[];
  source: ListSource<ApprovalItem>;
  paging: { page: number; limit: number; onChange: (page: number, limit: number) => void };
  onOpen: (id: number) => void;
};

// An approval list's rows (a click opens the approval), as every approval screen shows them.
export function ApprovalTable({ columns, source, paging, onOpen }: TableProps) {
  const { t } = useTranslation();
  return (
    <ListView testId="approval-table" rowKey="id" columns={columns} source={source} onOpen={(row) => onOpen(row.id)}
      rowProps={(row) => ({ 'data-id': row.id, 'data-status': row.status })} paging={paging}
      totalText={(total) => t('approval.total', { total })} empty={t('approval.empty')} />
  );
}

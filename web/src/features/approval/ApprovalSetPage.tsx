import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPROVAL_CATEGORY_LABELS, type ApprovalSource, type FlowSummary } from '@brokerage/contract';
import { ListView, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { flowEditorPath } from './paths';
import { useFlowSources, useFlows } from './queries';

// /approval/set: every item type by category with its company-wide flow and its stores' overrides, each opening the
// flow editor.
export function ApprovalSetPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const sources = useFlowSources();
  const flows = useFlows();
  const flowsOf = (code: string) => (flows.data?.list ?? []).filter((f) => f.item_type === code);
  const flowTag = (flow: FlowSummary) => (
    <Space key={flow.id} size={4} data-testid="approval-flow" data-item={flow.item_type} data-store={flow.store_id ?? ''}>
      <Typography.Text>{flow.store_id === null ? t('approval.set.company') : flow.store_name}</Typography.Text>
      <Tag color={flow.enabled ? 'green' : 'default'} data-testid="approval-flow-enabled" data-enabled={flow.enabled}>
        {t(flow.enabled ? 'approval.set.enabled' : 'approval.set.disabled')} · {t('approval.set.steps', { count: flow.step_count })}
      </Tag>
      <Button size="small" type="link" data-testid="approval-flow-edit" onClick={() => void navigate(flowEditorPath(flow.id))}>{t('approval.set.edit')}</Button>
    </Space>
  );
  const columns: ListColumn<ApprovalSource>[] = [
    { key: 'category', title: t('approval.set.category'), render: (_, row) => label(APPROVAL_CATEGORY_LABELS[row.category]) },
    {
      key: 'item', title: t('approval.set.item'), card: 'title',
      render: (_, row) => <Space size={4}>{row.name}{row.ready === 0 && <Tag>{t('approval.set.notReady')}</Tag>}</Space>,
    },
    { key: 'flow', title: t('approval.set.flow'), render: (_, row) => <Space direction="vertical" size={2}>{flowsOf(row.code).map(flowTag)}</Space> },
  ];
  return (
    <Card title={t('approval.setTitle')} data-testid="approval-set-page">
      <ListView testId="approval-set-table" rowKey="code" columns={columns} rowProps={(row) => ({ 'data-item': row.code })}
        source={{ data: sources.data, isFetching: sources.isFetching || flows.isFetching, isError: sources.isError || flows.isError, refetch: () => { void sources.refetch(); void flows.refetch(); } }} />
    </Card>
  );
}

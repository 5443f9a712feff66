import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { targetList, type TargetItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { formatDate, formatWan } from '../../lib/format';
import { TARGET_KEY, TARGET_KINDS, countField, currentMonth, moneyField, useMonthTarget } from './queries';
import { TargetForm } from './TargetForm';
import { TargetSummary } from './TargetSummary';

// /statistics/target-management (also where code 600036 sends people): this month's targets, or the
// form to set them, and the months before.
export function TargetManagementPage() {
  const { t } = useTranslation();
  const month = useMonthTarget();
  return (
    <Flex vertical gap={16} data-testid="target-management">
      <Card title={t('target.page.thisMonth', { month: currentMonth() })}>
        {month.isPending ? (
          <Skeleton active />
        ) : month.data ? (
          <TargetSummary target={month.data} />
        ) : (
          <Flex vertical gap={16}>
            <Alert type="warning" showIcon title={t('target.page.notSet')} data-testid="target-not-set" />
            <TargetForm />
          </Flex>
        )}
      </Card>
      <TargetHistory />
    </Flex>
  );
}

// The months before, ten a page, the page in the URL.
function TargetHistory() {
  const { t } = useTranslation();
  const list = useListQuery(targetList.input, { base: { limit: 10 } });
  const input = toCallInput(list.query);
  const targets = useQuery({
    queryKey: [...TARGET_KEY, 'list', input],
    queryFn: () => api(targetList, input),
    placeholderData: (previous) => previous,
  });
  const kindColumns: ListColumn<TargetItem>[] = TARGET_KINDS.flatMap((kind) => [
    { key: countField(kind), title: t('target.page.count', { kind: t(`target.kinds.${kind}`) }), render: (_: unknown, row: TargetItem) => row[countField(kind)] },
    { key: moneyField(kind), title: t('target.page.money', { kind: t(`target.kinds.${kind}`) }), render: (_: unknown, row: TargetItem) => formatWan(row[moneyField(kind)]) },
  ]);
  return (
    <Card title={t('target.page.history')}>
      <ListView<TargetItem>
        testId="target-history"
        rowKey="id"
        size="small"
        source={targets}
        empty={<Typography.Text type="secondary">{t('target.page.empty')}</Typography.Text>}
        paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }}
        columns={[
          { key: 'month', dataIndex: 'month', title: t('target.page.month'), card: 'title' },
          ...kindColumns,
          { key: 'created', title: t('target.page.createdAt'), render: (_, row) => formatDate(row.created_at) },
        ]}
      />
    </Card>
  );
}

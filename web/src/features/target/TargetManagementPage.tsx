import { useState } from 'react';
import { Alert, Card, Flex, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { targetList, type TargetItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate, formatWan } from '../../lib/format';
import { TARGET_KEY, TARGET_KINDS, countField, currentMonth, moneyField, useMonthTarget } from './queries';
import { TargetForm } from './TargetForm';
import { TargetSummary } from './TargetSummary';

const PAGE_SIZE = 10;

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

function TargetHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...TARGET_KEY, 'list', page],
    queryFn: () => api(targetList, { page, limit: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const kindColumns = TARGET_KINDS.flatMap((kind) => [
    { key: countField(kind), title: t('target.page.count', { kind: t(`target.kinds.${kind}`) }), render: (_: unknown, row: TargetItem) => row[countField(kind)] },
    { key: moneyField(kind), title: t('target.page.money', { kind: t(`target.kinds.${kind}`) }), render: (_: unknown, row: TargetItem) => formatWan(row[moneyField(kind)]) },
  ]);
  return (
    <Card title={t('target.page.history')}>
      <Table<TargetItem>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="target-history"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('target.page.empty')}</Typography.Text> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'month', dataIndex: 'month', title: t('target.page.month') },
          ...kindColumns,
          { key: 'created', title: t('target.page.createdAt'), render: (_, row) => formatDate(row.created_at) },
        ]}
      />
    </Card>
  );
}

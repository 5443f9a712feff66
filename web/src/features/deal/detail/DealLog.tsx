import { useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERRORS, operationName, type DealOperationEntry } from '@brokerage/contract';
import type { z } from 'zod';
import { useLabel } from '../../../i18n/useLabel';
import { ListView, type ListColumn } from '../../../components/list';
import { formatDate } from '../../../lib/format';
import { useDealOperations } from '../queries';

const PAGE_SIZE = 10;
type Entry = z.infer<typeof DealOperationEntry>;

// Every call on the deal: when, who, what, and whether it went through.
export function DealLog({ dealId }: { dealId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const operations = useDealOperations(dealId, page, PAGE_SIZE);
  const columns: ListColumn<Entry>[] = [
    { key: 'when', title: t('deal.detail.log.when'), width: 150, card: 'title', render: (_, o) => formatDate(o.created_at, 'YYYY-MM-DD HH:mm') },
    { key: 'who', title: t('deal.detail.log.who'), dataIndex: 'staff_name' },
    { key: 'call', title: t('deal.detail.log.call'), render: (_, o) => label(operationName(o.endpoint)) },
    {
      key: 'result', title: t('deal.detail.log.result'),
      render: (_, o) => (o.result_code === ERRORS.OK.code
        ? <Tag color="green">{t('deal.detail.log.ok')}</Tag>
        : <Tag color="red">{t('deal.detail.log.refused', { code: o.result_code })}</Tag>),
    },
  ];
  return (
    <ListView testId="deal-operations" rowKey="id" size="small" columns={columns} source={operations}
      rowProps={(o) => ({ 'data-endpoint': o.endpoint })} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
  );
}

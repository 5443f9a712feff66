import { useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERRORS, operationName, type CustomerOperationEntry } from '@brokerage/contract';
import type { z } from 'zod';
import { useLabel } from '../../../i18n/useLabel';
import { ListView, type ListColumn } from '../../../components/list';
import { formatDate } from '../../../lib/format';
import { useCustomerOperations } from '../queries';

const PAGE_SIZE = 10;
type Entry = z.infer<typeof CustomerOperationEntry>;

// Every call that concerned the customer: who, when, what, and whether it went through.
export function OperationsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const operations = useCustomerOperations(customerId, page, PAGE_SIZE);
  const label = useLabel();
  const columns: ListColumn<Entry>[] = [
    { key: 'time', title: t('customer.detail.log.col.time'), width: 150, card: 'title', render: (_, o) => formatDate(o.created_at, 'YYYY-MM-DD HH:mm') },
    { key: 'person', title: t('customer.detail.log.col.person'), dataIndex: 'staff_name' },
    { key: 'action', title: t('customer.detail.log.col.action'), render: (_, o) => label(operationName(o.endpoint)) },
    {
      key: 'result', title: t('customer.detail.log.col.result'),
      render: (_, o) => (o.result_code === ERRORS.OK.code
        ? <Tag color="green">{t('customer.detail.log.ok')}</Tag>
        : <Tag color="red">{t('customer.detail.log.refused', { code: o.result_code })}</Tag>),
    },
    { key: 'ip', title: t('customer.detail.log.col.ip'), dataIndex: 'ip' },
  ];
  return (
    <ListView testId="customer-operations" rowKey="id" size="small" columns={columns} source={operations}
      rowProps={(o) => ({ 'data-endpoint': o.endpoint })} empty={t('customer.detail.log.empty')} paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
  );
}

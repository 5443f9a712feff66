import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KeyItem } from '@brokerage/contract';
import { formatDate } from '../../lib/format';
import { houseLink, houseName } from '../house/links';
import { KeyActions } from './KeyActions';
import { KeyStatusTag } from './KeyStatusTag';

type Props = { keys: KeyItem[]; loading: boolean; showHouse?: boolean; pagination?: TablePaginationConfig | false };

const date = (time: number | null) => formatDate(time, 'YYYY-MM-DD');

// Keys with their status and borrower; across houses each links to its house's detail.
export function KeyTable({ keys, loading, showHouse = false, pagination = false }: Props) {
  const { t } = useTranslation();
  return (
    <Table<KeyItem>
      size="small"
      rowKey="id"
      data-testid="key-table"
      loading={loading}
      dataSource={keys}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('houseKey.empty') }}
      onRow={(k) => ({ 'data-key-id': k.id, 'data-number': k.number } as HTMLAttributes<HTMLElement>)}
      columns={[
        { key: 'number', title: t('houseKey.number'), render: (_, k) => <span data-testid="key-number">{k.number}</span> },
        ...(showHouse ? [{
          key: 'house', title: t('houseKey.house'),
          render: (_: unknown, k: KeyItem) => <Link to={houseLink(k.house_id)} data-testid="key-house-link">{houseName(k.house)}</Link>,
        }] : []),
        { key: 'store', dataIndex: 'store_name', title: t('houseKey.store') },
        { key: 'status', title: t('houseKey.status'), render: (_, k) => <KeyStatusTag item={k} /> },
        { key: 'borrower', title: t('houseKey.borrower'), render: (_, k) => <span data-testid="key-borrower">{k.borrower_name}</span> },
        { key: 'lent', title: t('houseKey.lentAt'), render: (_, k) => date(k.lent_at) },
        { key: 'due', title: t('houseKey.dueAt'), render: (_, k) => <span data-testid="key-due">{date(k.due_at)}</span> },
        { key: 'remark', dataIndex: 'remark', title: t('houseKey.remark') },
        { key: 'actions', title: t('houseKey.actions'), render: (_, k) => <KeyActions item={k} /> },
      ]}
    />
  );
}

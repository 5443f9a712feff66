import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KeyItem } from '@brokerage/contract';
import type { ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { houseLink, houseName } from '../house/links';
import { KeyActions } from './KeyActions';
import { KeyStatusTag } from './KeyStatusTag';

const date = (time: number | null) => formatDate(time, 'YYYY-MM-DD');

// The key list's columns: number, status and borrower; across houses (`showHouse`) each links to its house.
export function useKeyColumns(showHouse: boolean): ListColumn<KeyItem>[] {
  const { t } = useTranslation();
  return [
    { key: 'number', title: t('houseKey.number'), card: 'title', render: (_, k) => <span data-testid="key-number">{k.number}</span> },
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
    { key: 'actions', title: t('houseKey.actions'), card: 'actions', render: (_, k) => <KeyActions item={k} /> },
  ];
}

// A key row's attributes (tests find a key by its number).
export const keyRowProps = (k: KeyItem) => ({ 'data-key-id': k.id, 'data-number': k.number });

import { Flex, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LEVEL_LABELS, WANT_KEY_LABELS, type DataOf, type houseCustomerMatch } from '@brokerage/contract';
import { CellLink, ListView, sourceOf, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { useBudget } from '../customer/columns';
import { customerLink } from '../customer/links';
import { useHouseCustomers } from './queries';

type Pick = DataOf<typeof houseCustomerMatch>['list'][number];
const LIMIT = 50;

// The customers whose wants this house meets, the most met first: who to call about it.
export function HouseCustomersTab({ houseId }: { houseId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const budget = useBudget();
  const picks = useHouseCustomers(houseId, LIMIT);
  const open = (c: Pick) => void navigate(customerLink(c.id));
  const columns: ListColumn<Pick>[] = [
    { key: 'customer', title: t('customerLook.house.col.customer'), card: 'title', render: (_, c) => <CellLink onOpen={() => open(c)}>{`${c.name} (#${c.id})`}</CellLink> },
    { key: 'phone', title: t('customer.col.phones'), dataIndex: 'phone' },
    { key: 'level', title: t('customerLook.house.col.level'), render: (_, c) => label(CUSTOMER_LEVEL_LABELS[c.level]) },
    { key: 'budget', title: t('customerLook.house.col.budget'), render: (_, c) => budget(c) },
    {
      key: 'met', title: t('customerLook.house.col.met'),
      render: (_, c) => (
        <Flex gap={4} wrap data-testid="house-customer-met" data-score={c.score}>
          <Tag color="blue">{t('customerLook.house.met', { count: c.score })}</Tag>
          {c.met.map((key) => <Tag key={key} color="green">{label(WANT_KEY_LABELS[key])}</Tag>)}
        </Flex>
      ),
    },
    { key: 'agent', title: t('customerLook.house.col.agent'), dataIndex: 'agent_name' },
    { key: 'lastLook', title: t('customerLook.house.col.lastLook'), render: (_, c) => formatDate(c.last_look_at, 'YYYY-MM-DD') || '—' },
  ];
  return (
    <ListView testId="house-customers" rowKey="id" size="small" columns={columns} source={sourceOf(picks, picks.data)}
      rowProps={(c) => ({ 'data-customer-id': c.id, 'data-score': c.score })} empty={t('customerLook.house.empty')} onOpen={open} />
  );
}

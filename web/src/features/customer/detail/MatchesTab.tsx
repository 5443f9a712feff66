import { Button, Flex, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WANT_KEY_LABELS, type CustomerDetail, type DataOf, type houseListForLook } from '@brokerage/contract';
import { Permission } from '../../../app/permission';
import { CellLink, ListView, sourceOf, type ListColumn } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import { HOUSE_KIND_OF_CUSTOMER } from '@brokerage/contract';
import { houseLink, houseName, setHouseTitle } from '../../house/links';
import { useHouseFormat } from '../../house/money';
import { useHousePicks } from '../queries';
import type { PickedHouse } from './HousePicker';

type Pick = DataOf<typeof houseListForLook>['list'][number];
const LIMIT = 50;

// The houses of the customer's kind ranked by how many of its wants they meet; one click books a viewing of one.
export function MatchesTab({ customer, onBook }: { customer: CustomerDetail; onBook: (houses: PickedHouse[]) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const fmt = useHouseFormat();
  const picks = useHousePicks(customer.id, '', LIMIT);
  const kind = HOUSE_KIND_OF_CUSTOMER[customer.kind];
  const open = (h: Pick) => {
    setHouseTitle(houseName(h));
    void navigate(houseLink(h.id));
  };
  const columns: ListColumn<Pick>[] = [
    { key: 'house', title: t('customer.detail.matches.col.house'), card: 'title', render: (_, h) => <CellLink onOpen={() => open(h)}>{`${houseName(h)} (#${h.id})`}</CellLink> },
    { key: 'price', title: t('customer.detail.matches.col.price'), render: (_, h) => fmt.price(h.price, kind) },
    { key: 'area', title: t('customer.detail.matches.col.area'), render: (_, h) => fmt.area(h.area) },
    {
      key: 'met', title: t('customer.detail.matches.col.met'),
      render: (_, h) => (
        <Flex gap={4} wrap data-testid="customer-match-met" data-score={h.score}>
          <Tag color="blue">{t('customer.detail.matches.met', { count: h.score })}</Tag>
          {h.met.map((key) => <Tag key={key} color="green">{label(WANT_KEY_LABELS[key])}</Tag>)}
        </Flex>
      ),
    },
    { key: 'agent', title: t('customer.detail.matches.col.agent'), dataIndex: 'maintainer_name' },
    {
      key: 'actions', title: t('customer.col.actions'), card: 'actions',
      render: (_, h) => (
        <Permission codes={['customer:edit']}>
          <Button size="small" type="link" data-testid="customer-match-book" onClick={() => onBook([{ value: h.id, label: `${houseName(h)} (#${h.id})` }])}>{t('customer.detail.matches.book')}</Button>
        </Permission>
      ),
    },
  ];
  return (
    <ListView testId="customer-matches" rowKey="id" size="small" columns={columns} source={sourceOf(picks, picks.data ?? [])}
      rowProps={(h) => ({ 'data-house-id': h.id, 'data-score': h.score })} empty={t('customer.detail.matches.empty')} onOpen={open} />
  );
}

import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_KIND_LABELS, OFFLINE_SOURCE_LABELS, OFFLINE_STATUS_LABELS, type OfflineItem,
} from '@brokerage/contract';
import { usePermission } from '../../app/permission';
import { CellLink, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { useHouseFormat } from '../house/money';

type Actions = {
  onConvert: (item: OfflineItem) => void;
  onOpenHouse: (houseId: number) => void;
};

// How far the dictionary matched the listing's texts, and whether its door already carries a live house.
function MatchMarkers({ item, onOpenHouse }: { item: OfflineItem; onOpenHouse: (houseId: number) => void }) {
  const { t } = useTranslation();
  const match = item.door_id !== null ? 'matched' : item.region_id !== null ? 'partly' : 'unmatched';
  const color = { matched: 'green', partly: 'gold', unmatched: 'default' }[match];
  return (
    <Flex gap={4} wrap>
      <Tag color={color} data-testid="offline-match" data-match={match}>{t(`houseOffline.markers.${match}`)}</Tag>
      {item.duplicate_house_id !== null && (
        <Tag color="red" data-testid="offline-duplicate" style={{ cursor: 'pointer' }} onClick={() => onOpenHouse(item.duplicate_house_id as number)}>
          {t('houseOffline.markers.duplicate', { id: item.duplicate_house_id })}
        </Tag>
      )}
    </Flex>
  );
}

// The external house list's columns; a duplicate's or a converted listing's house opens from its marker.
export function useOfflineColumns({ onConvert, onOpenHouse }: Actions): ListColumn<OfflineItem>[] {
  const { t } = useTranslation();
  const label = useLabel();
  const format = useHouseFormat();
  const mayConvert = usePermission(['offline:edit']);
  const mayEnter = usePermission(['house:add']);
  const canConvert = mayConvert && mayEnter;
  return [
    {
      key: 'community', title: t('houseOffline.columns.community'), card: 'title',
      render: (_, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.community}</Typography.Text>
          <Typography.Text type="secondary">{label(HOUSE_KIND_LABELS[item.kind])}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'place', title: t('houseOffline.columns.place'),
      render: (_, item) => {
        const place = [item.building, item.unit, item.door].filter(Boolean).join(' ');
        const floor = item.floor_number === null ? '' : item.total_floors === null ? `${item.floor_number}F` : `${item.floor_number}/${item.total_floors}F`;
        return [place, floor].filter(Boolean).join(' · ') || '—';
      },
    },
    { key: 'match', title: t('houseOffline.columns.match'), render: (_, item) => <MatchMarkers item={item} onOpenHouse={onOpenHouse} /> },
    { key: 'layout', title: t('houseOffline.columns.layout'), render: (_, item) => format.layout(item) },
    { key: 'area', title: t('houseOffline.columns.area'), render: (_, item) => format.area(item.area) },
    { key: 'price', title: t('houseOffline.columns.price'), render: (_, item) => format.price(item.price, item.kind) },
    {
      key: 'owner', title: t('houseOffline.columns.owner'),
      render: (_, item) => (
        <Flex vertical>
          <span>{item.owner_name || '—'}</span>
          <Typography.Text type="secondary" data-testid="offline-phone">{item.owner_phone}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'source', title: t('houseOffline.columns.source'),
      render: (_, item) => (item.source_url
        ? <Typography.Link href={item.source_url} target="_blank" rel="noopener noreferrer">{label(OFFLINE_SOURCE_LABELS[item.source])}</Typography.Link>
        : label(OFFLINE_SOURCE_LABELS[item.source])),
    },
    {
      key: 'status', title: t('houseOffline.columns.status'),
      render: (_, item) => (item.status === 'converted' && item.house_id !== null
        ? (
          <CellLink onOpen={() => onOpenHouse(item.house_id as number)} testId="offline-converted">
            {t('houseOffline.markers.converted', { id: item.house_id })}
          </CellLink>
        )
        : <Tag color="blue" data-testid="offline-status">{label(OFFLINE_STATUS_LABELS[item.status])}</Tag>),
    },
    {
      key: 'taken', title: t('houseOffline.columns.takenBy'),
      render: (_, item) => (
        <Flex vertical>
          <span>{item.created_by_name}</span>
          <Typography.Text type="secondary">{formatDate(item.created_at, 'YYYY-MM-DD HH:mm')}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions', title: t('houseOffline.columns.actions'), fixed: 'right', card: 'actions',
      render: (_, item) => (canConvert && item.status === 'pending'
        ? <Button size="small" type="link" onClick={() => onConvert(item)} data-testid="offline-convert">{t('houseOffline.actions.convert')}</Button>
        : null),
    },
  ];
}

import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_POOL_LABELS, HOUSE_STATUS_LABELS } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import type { ListState } from './listState';

type Me = { id: number; name: string } | null;

// One-click filters for what agents look at most: available houses, their own, the public pool.
export function QuickFilters({ state, me, onChange }: { state: ListState; me: Me; onChange: (next: ListState) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { query, extras } = state;
  const onlyValid = query.status?.length === 1 && query.status[0] === 'valid';
  const mine = me !== null && query.maintainer_id === me.id;
  const publicPool = query.pool === 'public';
  const set = (patch: Partial<ListState['query']>, nextExtras: ListState['extras'] = extras) => onChange({ query: { ...query, ...patch, page: 1 }, extras: nextExtras });
  const { maintainer_name: _name, ...otherExtras } = extras;

  return (
    <Flex align="center" gap={4} wrap data-testid="house-quick-filters">
      <Typography.Text type="secondary" style={{ marginRight: 4 }}>{t('house.list.quick')}</Typography.Text>
      <Tag.CheckableTag checked={onlyValid} data-testid="house-quick-valid" onChange={(on) => set({ status: on ? ['valid'] : undefined })}>
        {label(HOUSE_STATUS_LABELS.valid)}
      </Tag.CheckableTag>
      {me && (
        <Tag.CheckableTag checked={mine} data-testid="house-quick-mine"
          onChange={(on) => set({ maintainer_id: on ? me.id : undefined }, on ? { ...extras, maintainer_name: me.name } : otherExtras)}>
          {t('house.list.mine')}
        </Tag.CheckableTag>
      )}
      <Tag.CheckableTag checked={publicPool} data-testid="house-quick-public" onChange={(on) => set({ pool: on ? 'public' : undefined })}>
        {label(HOUSE_POOL_LABELS.public)}
      </Tag.CheckableTag>
    </Flex>
  );
}

import { useState } from 'react';
import { Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NEWHOUSE_SALE_STATES, NEWHOUSE_SALE_STATE_LABELS, NEWHOUSE_USES, NEWHOUSE_USE_LABELS, newhouseList, newhouseRuleText, type NewhouseSaleState, type NewhouseUse } from '@brokerage/contract';
import { FilterBar } from '../../components/list';
import { useEnumOptions } from '../house/options';
import { useLang } from './lang';
import { AreaPicker, picked } from './pickers';
import { useNewhouseLabels } from './queries';

export type ProjectQuery = z.output<(typeof newhouseList)['input']>;
type Patch = Partial<ProjectQuery>;

type Props = {
  value: ProjectQuery;
  // The picked district's name, kept beside its id in the URL.
  names: Record<string, string>;
  canEdit: boolean;
  onChange: (patch: Patch, names?: Record<string, string | undefined>) => void;
};

const ROOM_CHOICES = [1, 2, 3, 4, 5];
const PRICE_MAX = 100_000_000;

// The average price range: applied when a box is left or Enter pressed, refused with the contract's words when the
// lower end exceeds the upper one.
function PriceRange({ min, max, onChange }: { min?: number; max?: number; onChange: (min?: number, max?: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [low, setLow] = useState<number | null>(min ?? null);
  const [high, setHigh] = useState<number | null>(max ?? null);
  const wrong = low !== null && high !== null && low > high;
  const apply = () => {
    if (!wrong) onChange(low ?? undefined, high ?? undefined);
  };
  return (
    <Flex vertical gap={2}>
      <Flex align="center" gap={4}>
        <InputNumber<number> min={0} max={PRICE_MAX} style={{ width: 130 }} placeholder={t('newhouse.filters.priceMin')} aria-label={t('newhouse.filters.priceMin')}
          value={low} onChange={setLow} onBlur={apply} onPressEnter={apply} status={wrong ? 'error' : undefined} data-testid="newhouse-filter-price-min" />
        <span>–</span>
        <InputNumber<number> min={0} max={PRICE_MAX} style={{ width: 110 }} placeholder={t('newhouse.filters.priceMax')} aria-label={t('newhouse.filters.priceMax')}
          value={high} onChange={setHigh} onBlur={apply} onPressEnter={apply} status={wrong ? 'error' : undefined} data-testid="newhouse-filter-price-max" />
      </Flex>
      {wrong && <Typography.Text type="danger" data-testid="newhouse-filter-price-error">{newhouseRuleText('rangeOrder', lang)}</Typography.Text>}
    </Flex>
  );
}

// Keyword, district, use, sale state, bedrooms, tag, average price and, for editors, the published state.
export function DistributionFilters({ value, names, canEdit, onChange }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const labels = useNewhouseLabels();
  const active = [value.keyword, value.area_id, value.use, value.sale_state, value.rooms, value.label_id, value.price_min ?? value.price_max, value.published]
    .filter((v) => v !== undefined).length;
  return (
    <FilterBar active={active} testId="newhouse-filter-bar">
      <Input.Search allowClear style={{ width: 240 }} placeholder={t('newhouse.filters.keyword')} aria-label={t('newhouse.filters.keyword')} maxLength={50}
        defaultValue={value.keyword} onSearch={(text) => onChange({ keyword: text.trim() || undefined })} data-testid="newhouse-filter-keyword" />
      <AreaPicker style={{ width: 160 }} placeholder={t('newhouse.filters.area')} testId="newhouse-filter-area" value={picked(value.area_id, names.area)}
        onChange={(p) => onChange({ area_id: p?.value }, { area: p?.label })} />
      <Select<NewhouseUse> allowClear style={{ width: 120 }} placeholder={t('newhouse.filters.use')} aria-label={t('newhouse.filters.use')} value={value.use}
        options={options(NEWHOUSE_USES, NEWHOUSE_USE_LABELS)} onChange={(use?: NewhouseUse) => onChange({ use })} data-testid="newhouse-filter-use" />
      <Select<NewhouseSaleState> allowClear style={{ width: 120 }} placeholder={t('newhouse.filters.saleState')} aria-label={t('newhouse.filters.saleState')}
        value={value.sale_state} options={options(NEWHOUSE_SALE_STATES, NEWHOUSE_SALE_STATE_LABELS)}
        onChange={(state?: NewhouseSaleState) => onChange({ sale_state: state })} data-testid="newhouse-filter-sale-state" />
      <Select<number> allowClear style={{ width: 110 }} placeholder={t('newhouse.filters.rooms')} aria-label={t('newhouse.filters.rooms')} value={value.rooms}
        options={ROOM_CHOICES.map((n) => ({ value: n, label: t('newhouse.unit.rooms', { count: n }) }))} onChange={(rooms?: number) => onChange({ rooms })}
        data-testid="newhouse-filter-rooms" />
      <Select<number> allowClear style={{ width: 130 }} placeholder={t('newhouse.filters.label')} aria-label={t('newhouse.filters.label')} value={value.label_id}
        options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))} onChange={(id?: number) => onChange({ label_id: id })}
        data-testid="newhouse-filter-label" />
      <PriceRange min={value.price_min} max={value.price_max} onChange={(min, max) => onChange({ price_min: min, price_max: max })} />
      {canEdit && (
        <Select<number> allowClear style={{ width: 120 }} placeholder={t('newhouse.filters.published')} aria-label={t('newhouse.filters.published')}
          value={value.published} options={[{ value: 1, label: t('newhouse.filters.yes') }, { value: 0, label: t('newhouse.filters.no') }]}
          onChange={(published?: number) => onChange({ published: published === 0 || published === 1 ? published : undefined })} data-testid="newhouse-filter-published" />
      )}
    </FilterBar>
  );
}

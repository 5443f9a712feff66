import { DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEAL_KIND_LABELS, DEAL_STATUS_LABELS, DEAL_STATUSES, HOUSE_KINDS, dealList, type DealKind, type DealStatus } from '@brokerage/contract';
import { FilterBar } from '../../components/list';
import { fromEpoch, toEpoch } from '../../lib/time';
import { StaffFilter, type Picked } from '../house/list/pickers';
import { useEnumOptions } from '../house/options';
import { useCanPickStaff, useStores } from '../house/queries';

export type DealQuery = z.output<(typeof dealList)['input']>;
type Patch = Partial<DealQuery>;

type Props = {
  value: DealQuery;
  // The name of the picked agent, kept beside its id in the URL.
  names: Record<string, string>;
  onChange: (patch: Patch, names?: Record<string, string | undefined>) => void;
};

const epoch = (value: number | undefined) => (value === undefined ? null : fromEpoch(value));

// Kind, statuses, a keyword (contract number, community, customer), store, agent and the signing dates.
export function DealFilters({ value, names, onChange }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const canPickStaff = useCanPickStaff();
  const stores = useStores();
  const range = (dates: [Dayjs | null, Dayjs | null] | null) => onChange({
    signed_from: dates?.[0] ? toEpoch(dates[0].startOf('day')) : undefined,
    signed_to: dates?.[1] ? toEpoch(dates[1].endOf('day')) : undefined,
  });
  const picked = (id: number | undefined, name: string | undefined): Picked | null => (id ? { value: id, label: name ?? String(id) } : null);
  const active = [value.kind, value.keyword, value.status, value.store_id, value.agent_id, value.signed_from ?? value.signed_to]
    .filter((v) => v !== undefined).length;
  return (
    <FilterBar active={active} testId="deal-filter-bar">
      <Select allowClear style={{ width: 110 }} placeholder={t('deal.filters.kind')} aria-label={t('deal.filters.kind')} value={value.kind}
        options={options(HOUSE_KINDS, DEAL_KIND_LABELS)} onChange={(kind?: DealKind) => onChange({ kind })} data-testid="deal-filter-kind" />
      <Input.Search allowClear style={{ width: 240 }} placeholder={t('deal.filters.keyword')} maxLength={40} defaultValue={value.keyword}
        onSearch={(text) => onChange({ keyword: text.trim() || undefined })} data-testid="deal-filter-keyword" />
      <Select<DealStatus[]> mode="multiple" allowClear style={{ minWidth: 150 }} placeholder={t('deal.filters.status')} aria-label={t('deal.filters.status')} value={value.status ?? []}
        options={options(DEAL_STATUSES, DEAL_STATUS_LABELS)} onChange={(status) => onChange({ status: status.length > 0 ? status : undefined })}
        data-testid="deal-filter-status" />
      {stores.allowed && (
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 150 }} placeholder={t('deal.filters.store')} aria-label={t('deal.filters.store')} value={value.store_id}
          options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} onChange={(storeId?: number) => onChange({ store_id: storeId })}
          data-testid="deal-filter-store" />
      )}
      {canPickStaff && (
        <StaffFilter style={{ width: 150 }} value={picked(value.agent_id, names.agent)} onChange={(p) => onChange({ agent_id: p?.value }, { agent: p?.label })} />
      )}
      <DatePicker.RangePicker value={[epoch(value.signed_from), epoch(value.signed_to)]} onChange={(dates) => range(dates)}
        placeholder={[t('deal.filters.signed'), t('deal.filters.signed')]} data-testid="deal-filter-signed" />
    </FilterBar>
  );
}

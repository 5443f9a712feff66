import { DatePicker, Input, Select } from 'antd';
import { maxLengthOf } from '../../components/form';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CUSTOMER_KIND_LABELS, CUSTOMER_KINDS, CUSTOMER_LEVEL_LABELS, CUSTOMER_LEVELS, CUSTOMER_STATUS_LABELS, CUSTOMER_STATUSES, SOURCE_CHANNEL_LABELS,
  SOURCE_CHANNELS, URGENCIES, URGENCY_LABELS, customerList, type CustomerKind, type CustomerLevel, type CustomerStatus, type SourceChannel,
  type Urgency,
} from '@brokerage/contract';
import { FilterBar } from '../../components/list';
import { fromEpoch, toEpoch } from '../../lib/time';
import { CommunityFilter, StaffFilter, type Picked } from '../house/list/pickers';
import { useEnumOptions } from '../house/options';
import { useCanPickStaff } from '../house/queries';

export type CustomerQuery = z.output<(typeof customerList)['input']>;
type Patch = Partial<CustomerQuery>;

type Props = {
  value: CustomerQuery;
  // The names of the picked community and agent, kept beside their ids in the URL.
  names: Record<string, string>;
  onChange: (patch: Patch, names?: Record<string, string | undefined>) => void;
  // The statuses offered (a screen fixed to some statuses offers just those); only the main list offers "viewings".
  statuses?: readonly CustomerStatus[];
  looked?: boolean;
};

const epoch = (value: unknown) => (typeof value === 'number' ? fromEpoch(value) : null);

// Kind, name or phone, level, status, source, urgency, a wanted community, the agent and the entry dates.
export function CustomerFilters({ value, names, onChange, statuses = CUSTOMER_STATUSES, looked = false }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const canPickStaff = useCanPickStaff();
  const picked = (id: number | undefined, name: string | undefined): Picked | null => (id ? { value: id, label: name ?? String(id) } : null);
  const range = (dates: [Dayjs | null, Dayjs | null] | null) => onChange({
    created_from: dates?.[0] ? toEpoch(dates[0].startOf('day')) : undefined,
    created_to: dates?.[1] ? toEpoch(dates[1].endOf('day')) : undefined,
  });
  const active = [value.kind, value.keyword, value.level, value.status && value.status.length < statuses.length ? value.status : undefined, value.source, value.urgency, value.region_id, value.agent_id,
    value.created_from ?? value.created_to, looked ? value.looked : undefined].filter((v) => v !== undefined).length;
  return (
    <FilterBar active={active} testId="customer-filter-bar">
      <Select allowClear style={{ width: 110 }} placeholder={t('customer.filters.kind')} aria-label={t('customer.filters.kind')} value={value.kind}
        options={options(CUSTOMER_KINDS, CUSTOMER_KIND_LABELS)} onChange={(kind?: CustomerKind) => onChange({ kind })} data-testid="customer-filter-kind" />
      <Input.Search allowClear style={{ width: 200 }} placeholder={t('customer.filters.keyword')} maxLength={maxLengthOf(customerList.input, 'keyword')} defaultValue={value.keyword}
        onSearch={(text) => onChange({ keyword: text.trim() || undefined })} data-testid="customer-filter-keyword" />
      <Select<CustomerLevel[]> mode="multiple" allowClear style={{ minWidth: 130 }} placeholder={t('customer.filters.level')} aria-label={t('customer.filters.level')} value={value.level ?? []}
        options={options(CUSTOMER_LEVELS, CUSTOMER_LEVEL_LABELS)} onChange={(level) => onChange({ level: level.length > 0 ? level : undefined })}
        data-testid="customer-filter-level" />
      <Select<CustomerStatus[]> mode="multiple" allowClear style={{ minWidth: 150 }} placeholder={t('customer.filters.status')} aria-label={t('customer.filters.status')} value={value.status ?? []}
        options={options(statuses, CUSTOMER_STATUS_LABELS)} onChange={(status) => onChange({ status: status.length > 0 ? status : undefined })}
        data-testid="customer-filter-status" />
      <Select allowClear style={{ width: 130 }} placeholder={t('customer.filters.source')} aria-label={t('customer.filters.source')} value={value.source}
        options={options(SOURCE_CHANNELS, SOURCE_CHANNEL_LABELS)} onChange={(source?: SourceChannel) => onChange({ source })} data-testid="customer-filter-source" />
      <Select allowClear style={{ width: 120 }} placeholder={t('customer.filters.urgency')} aria-label={t('customer.filters.urgency')} value={value.urgency}
        options={options(URGENCIES, URGENCY_LABELS)} onChange={(urgency?: Urgency) => onChange({ urgency })} data-testid="customer-filter-urgency" />
      <CommunityFilter style={{ width: 180 }} value={picked(value.region_id, names.region)}
        onChange={(p) => onChange({ region_id: p?.value }, { region: p?.label })} />
      {canPickStaff && (
        <StaffFilter style={{ width: 150 }} value={picked(value.agent_id, names.agent)} onChange={(p) => onChange({ agent_id: p?.value }, { agent: p?.label })} />
      )}
      {looked && (
        <Select allowClear style={{ width: 130 }} placeholder={t('customer.filters.looked')} aria-label={t('customer.filters.looked')} value={value.looked}
          options={[{ value: 1, label: t('customer.filters.lookedYes') }, { value: 0, label: t('customer.filters.lookedNo') }]}
          onChange={(flag?: 0 | 1) => onChange({ looked: flag })} data-testid="customer-filter-looked" />
      )}
      <DatePicker.RangePicker value={[epoch(value.created_from), epoch(value.created_to)]} onChange={(dates) => range(dates)}
        placeholder={[t('customer.filters.created'), t('customer.filters.created')]} data-testid="customer-filter-created" />
    </FilterBar>
  );
}

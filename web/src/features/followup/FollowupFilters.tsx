import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FOLLOWUP_KINDS, FOLLOWUP_KIND_LABELS, type FollowupKind, followupList } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { fromEpoch, toEpoch } from '../../lib/time';
import { StaffFilter } from '../house/list/pickers';
import { useCanPickStaff } from '../house/queries';

export type FollowupFilterValues = {
  kind?: FollowupKind;
  staff?: { value: number; label: string } | null;
  invalid?: 0 | 1;
  pinned?: 0 | 1;
  from?: number;
  to?: number;
  keyword?: string;
};

const MAX_KEYWORD = 50;

type Props = { value: FollowupFilterValues; onChange: (next: FollowupFilterValues) => void };

// Kind, writer (with the staff list right), validity, pin, a date range and the content.
export function FollowupFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const label = useLabel();
  const canPickStaff = useCanPickStaff();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  return (
    <Flex gap={8} wrap data-testid="followup-filters">
      <Select<FollowupKind> allowClear style={{ width: 160 }} placeholder={t('followup.filters.kind')} aria-label={t('followup.filters.kind')} value={value.kind}
        data-testid="followup-filter-kind" options={FOLLOWUP_KINDS.map((k) => ({ value: k, label: label(FOLLOWUP_KIND_LABELS[k]) }))}
        onChange={(kind) => onChange({ ...value, kind })} />
      {canPickStaff && (
        <span data-testid="followup-filter-staff">
          <StaffFilter style={{ width: 180 }} value={value.staff ?? null} onChange={(staff) => onChange({ ...value, staff })} />
        </span>
      )}
      <Select<0 | 1> allowClear style={{ width: 130 }} placeholder={t('followup.filters.invalid')} aria-label={t('followup.filters.invalid')} value={value.invalid}
        data-testid="followup-filter-invalid"
        options={[{ value: 0, label: t('followup.filters.valid') }, { value: 1, label: t('followup.filters.invalid1') }]}
        onChange={(invalid) => onChange({ ...value, invalid })} />
      <Select<0 | 1> allowClear style={{ width: 130 }} placeholder={t('followup.filters.pinned')} aria-label={t('followup.filters.pinned')} value={value.pinned}
        data-testid="followup-filter-pinned"
        options={[{ value: 1, label: t('followup.filters.pinnedOnly') }, { value: 0, label: t('followup.filters.notPinned') }]}
        onChange={(pinned) => onChange({ ...value, pinned })} />
      <DatePicker.RangePicker data-testid="followup-filter-period"
        value={[value.from === undefined ? null : fromEpoch(value.from), value.to === undefined ? null : fromEpoch(value.to)]}
        onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
          const [start, end] = range ?? [null, null];
          const { from: _from, to: _to, ...rest } = value;
          onChange({
            ...rest,
            ...(start ? { from: toEpoch(start.startOf('day')) } : {}),
            ...(end ? { to: toEpoch(end.endOf('day')) } : {}),
          });
        }} />
      <Input.Search allowClear style={{ width: 240 }} placeholder={t('followup.filters.keyword')} maxLength={maxLengthOf(followupList.input, 'keyword')} value={keyword}
        data-testid="followup-filter-keyword" onChange={(e) => setKeyword(e.target.value)}
        onSearch={(text) => onChange({ ...value, keyword: text.trim().slice(0, MAX_KEYWORD) || undefined })} />
    </Flex>
  );
}
